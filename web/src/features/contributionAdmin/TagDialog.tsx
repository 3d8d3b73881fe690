import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { useZodForm } from '../../shared/form/useZodForm';
import { CheckField, TextField } from '../../shared/form/FormField';
import type { Tag } from '../contribution/types';
import { counter, tagPayload, tagSchema, tagToForm } from './model';
import { useCreateTagMutation, useUpdateTagMutation } from './tagApi';

/** Create or edit a tag; a save refreshes the tag lists (RTK Query tags). */
export function TagDialog({ tag, onClose }: { tag: Tag | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const form = useZodForm(tagSchema, tagToForm(tag), { invalidToast: 'contributionAdmin.tag.invalid' });
  const v = form.values;
  const [createTag, created] = useCreateTagMutation();
  const [updateTag, updated] = useUpdateTagMutation();
  const saving = created.isLoading || updated.isLoading;

  const onSubmit = form.submit(
    async (values) => {
      const body = tagPayload(values);
      if (values.id === null) await createTag(body).unwrap();
      else await updateTag(body).unwrap();
      onClose(true);
    },
    { errorKeys: { tagNameExists: 'name' } },
  );

  return (
    <Modal show onHide={() => onClose(false)} data-testid="tag-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{v.id === null ? t('contributionAdmin.tag.create') : t('contributionAdmin.tag.edit')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField
            {...form.text('name')}
            id="tag-name"
            label={t('contributionAdmin.tag.name')}
            required
            maxLength={50}
            help={counter(v.name, 50)}
          />
          <TextField
            {...form.text('description')}
            id="tag-description"
            label={t('contributionAdmin.tag.description')}
            maxLength={255}
            help={counter(v.description, 255)}
          />
          <CheckField {...form.check('isActive')} id="tag-isActive" label={t('contributionAdmin.common.active')}>
            {t('contributionAdmin.common.active')}
          </CheckField>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => onClose(false)}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="tag-save">
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
