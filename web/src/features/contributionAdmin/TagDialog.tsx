import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { useForm } from '../../shared/form/useForm';
import { CheckField, TextField } from '../../shared/form/FormField';
import { errorKeyOf, serverFieldErrors } from '../../shared/form/validation';
import { counter, tagPayload, tagToForm, validateTag, type Tag, type TagForm } from './model';
import { useCreateTagMutation, useUpdateTagMutation } from './tagApi';

/** Create or edit a tag; a save refreshes the tag lists (RTK Query tags). */
export function TagDialog({ tag, onClose }: { tag: Tag | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const form = useForm<TagForm>(tagToForm(tag), validateTag);
  const { values: v, errors, set } = form;
  const [createTag, created] = useCreateTagMutation();
  const [updateTag, updated] = useUpdateTagMutation();
  const saving = created.isLoading || updated.isLoading;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    try {
      const body = tagPayload(v);
      if (v.id === null) await createTag(body).unwrap();
      else await updateTag(body).unwrap();
      onClose(true);
    } catch (err) {
      const fe = serverFieldErrors(err);
      if (errorKeyOf(err) === 'tagNameExists') fe.name = { key: 'error.tagNameExists' };
      form.setServerErrors(fe);
    }
  };

  return (
    <Modal show onHide={() => onClose(false)} data-testid="tag-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{v.id === null ? t('contributionAdmin.tag.create') : t('contributionAdmin.tag.edit')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField
            id="tag-name"
            label={t('contributionAdmin.tag.name')}
            value={v.name}
            onChange={(x) => set('name', x)}
            error={errors.name}
            required
            maxLength={50}
            help={counter(v.name, 50)}
          />
          <TextField
            id="tag-description"
            label={t('contributionAdmin.tag.description')}
            value={v.description}
            onChange={(x) => set('description', x)}
            error={errors.description}
            maxLength={255}
            help={counter(v.description, 255)}
          />
          <CheckField
            id="tag-isActive"
            checked={v.isActive}
            onChange={(x) => set('isActive', x)}
            label={t('contributionAdmin.common.active')}
          >
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
