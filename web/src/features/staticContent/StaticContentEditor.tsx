import { useTranslation } from 'react-i18next';
import { useZodForm } from '../../shared/form/useZodForm';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { staticContentPayload, staticContentSchema, type StaticContentForm } from './staticContent';
import { useSaveStaticContentMutation } from './staticContentApi';

interface Props {
  entry: StaticContentForm;
  locales: readonly string[];
  onDone: () => void;
}

/** The editor of one entry: key and language only for a new one, title and rich text; a save refreshes the list. */
export function StaticContentEditor({ entry, locales, onDone }: Props) {
  const { t } = useTranslation();
  const form = useZodForm(staticContentSchema, entry, { invalidToast: 'staticContent.messages.invalid' });
  const v = form.values;
  const isNew = !entry.id;
  const [save, saving] = useSaveStaticContentMutation();

  const onSubmit = form.submit(async (values) => {
    await save(staticContentPayload(values)).unwrap();
    onDone();
  });

  return (
    <form className="card card-body mb-3" onSubmit={(e) => void onSubmit(e)} noValidate data-testid="static-content-form">
      <div className="row">
        <div className="col-md-6">
          <TextField
            {...form.text('contentKey')}
            id="static-content-key"
            label={t('staticContent.contentKey')}
            required
            disabled={!isNew}
            maxLength={100}
          />
        </div>
        <div className="col-md-6 mb-3">
          <label htmlFor="static-content-locale" className="form-label">
            {t('staticContent.locale')}
          </label>
          <select
            id="static-content-locale"
            className="form-select"
            value={v.locale}
            disabled={!isNew}
            onChange={(e) => form.set('locale', e.target.value)}
            data-testid="static-content-locale"
          >
            {locales.map((l) => (
              <option key={l} value={l}>
                {l}
              </option>
            ))}
          </select>
        </div>
      </div>
      <TextField {...form.text('title')} id="static-content-title" label={t('staticContent.title')} maxLength={255} />
      <div className="mb-3">
        <span className="form-label d-block">{t('staticContent.content')}</span>
        <RichTextEditor
          id="static-content-editor"
          label={t('staticContent.content')}
          value={v.content}
          onChange={(html) => form.set('content', html)}
        />
        <FieldFeedback id="static-content-content" message={form.errorOf('content')} label={t('staticContent.content')} />
      </div>
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="static-content-save">
          {t('entity.action.save')}
        </button>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          {t('entity.action.cancel')}
        </button>
      </div>
    </form>
  );
}
