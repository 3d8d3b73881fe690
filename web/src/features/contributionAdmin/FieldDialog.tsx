import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { useAppSelector } from '../../app/store';
import { CheckField, TextField, useFieldMessage } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { liveErrors } from '../../shared/form/liveErrors';
import type { ContributionType } from '../contribution/types';
import { useSaveFieldMutation } from './contributionAdminApi';
import { FIELD_TITLE_MAX, fieldPayload, fieldSchema, fieldToForm } from './fieldForm';
import { formLanguages } from './model';
import type { ContributionField } from './types';

/** Create or edit a field: a title per language, the sort order, active; a save refreshes the field lists. */
export function FieldDialog({ type, field, onClose }: { type: ContributionType; field: ContributionField | null; onClose: () => void }) {
  const { t } = useTranslation();
  const configured = useAppSelector((s) => s.applicationConfig.config);
  const languages = formLanguages(configured.locales, field?.definitionList ?? []);
  const form = useZodForm(fieldSchema, fieldToForm(field), { invalidToast: 'contributionAdmin.field.invalid' });
  const errorOf = liveErrors(form, fieldSchema);
  const v = form.values;
  const [saveField, saving] = useSaveFieldMutation();
  const message = useFieldMessage();
  const langName = (l: string) => configured.languages[l] ?? l;
  const titlesError = errorOf('titles');
  const listError = errorOf('definitionList');

  const onSubmit = form.submit(async (values) => {
    await saveField({ type, body: fieldPayload(values) }).unwrap();
    onClose();
  });

  return (
    <Modal show onHide={onClose} data-testid="field-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{v.id === null ? t('contributionAdmin.field.create') : t('contributionAdmin.field.edit')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {languages.map((l) => (
            <TextField
              key={l}
              id={`field-title-${l}`}
              label={`${t('contributionAdmin.field.titleLabel')} (${langName(l)})`}
              value={v.titles[l] ?? ''}
              onChange={(x) => form.set(`titles.${l}`, x)}
              error={errorOf(`title-${l}`)}
              maxLength={FIELD_TITLE_MAX}
            />
          ))}
          {(titlesError || listError) && (
            <div className="invalid-feedback d-block mb-3" data-testid="field-titles-error">
              {titlesError ? t('contributionAdmin.field.titleRequired') : message(listError, t('contributionAdmin.field.titleLabel'))}
            </div>
          )}
          <TextField
            {...form.text('sortOrder')}
            error={errorOf('sortOrder')}
            id="field-sortOrder"
            label={t('contributionAdmin.field.sortOrder')}
            inputMode="numeric"
            required
          />
          <CheckField {...form.check('isActive')} id="field-isActive" label={t('contributionAdmin.common.active')}>
            {t('contributionAdmin.common.active')}
          </CheckField>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="field-save">
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}
