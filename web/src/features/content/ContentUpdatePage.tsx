import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { showToasts } from '../../app/notifications/toasts';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { useForm } from '../../shared/form/useForm';
import { serverFieldErrors } from '../../shared/form/validation';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { FORM_ACCESS_LEVELS } from './common/audience';
import { BannerUploader } from './common/BannerUploader';
import { StateDialog } from './common/StateDialog';
import { TargetPicker } from './common/TargetPicker';
import { createContent, fetchCategories, fetchContentForUpdate, updateContent } from './contentApi';
import {
  contentActions,
  contentPayload,
  contentSaveProblem,
  emptyContentForm,
  SUMMARY_MAX,
  TITLE_MAX,
  toContentForm,
  validateContentForm,
  type ContentForm,
  type ContentIntent,
} from './form';
import { parseEntityId } from './ids';
import type { ContentCategory } from './types';
import './common/content.css';

type Loaded = { kind: 'ready'; form: ContentForm; categories: ContentCategory[] } | { kind: 'missing' };

/** /content/new and /content/{id}/edit. */
export function ContentUpdatePage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? null : parseEntityId(params.id);
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded } | null>(null);
  const key = isNew ? 'new' : String(id);

  useEffect(() => {
    if (!isNew && id === null) return;
    const controller = new AbortController();
    Promise.all([
      fetchCategories().catch(() => [] as ContentCategory[]),
      id === null ? Promise.resolve(null) : fetchContentForUpdate(id, controller.signal),
    ]).then(
      ([categories, item]) => {
        const form = item ? toContentForm(item) : emptyContentForm();
        if (!item && categories.length > 0) form.categoryId = String(categories[0].id);
        setLoaded({ key, value: { kind: 'ready', form, categories } });
      },
      () => !controller.signal.aborted && setLoaded({ key, value: { kind: 'missing' } }),
    );
    return () => controller.abort();
  }, [isNew, id, key]);

  if (!isNew && id === null) return <NotFoundPage />;
  const value = loaded && loaded.key === key ? loaded.value : null;
  if (value === null) return <PageSpinner />;
  if (value.kind === 'missing') return <NotFoundPage />;
  return <ContentEditor key={key} initial={value.form} categories={value.categories} />;
}

function ContentEditor({ initial, categories }: { initial: ContentForm; categories: ContentCategory[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const languages = useAppSelector((s) => s.applicationConfig.config.languages);
  const form = useForm<ContentForm>(initial, validateContentForm);
  const { values: v, errors, set } = form;
  const [busy, setBusy] = useState(false);
  const [publishing, setPublishing] = useState(false);
  const actions = contentActions(v.publishState);
  const readOnly = actions.length === 0;

  const save = async (intent: ContentIntent, sendEmail = false) => {
    setBusy(true);
    try {
      const body = contentPayload(v, intent, sendEmail);
      if (v.id === null) {
        const created = await createContent(body, { successMessage: 'content.messages.created' });
        navigate(`/content/${created.id}/edit`, { replace: true });
      } else {
        const publishes = intent === 'PUBLISHED' && v.publishState !== 'PUBLISHED';
        await updateContent(body, { successMessage: publishes ? 'content.messages.published' : 'content.messages.saved' });
        navigate('/content/manage');
      }
    } catch (e) {
      if (isApiError(e)) form.setServerErrors(serverFieldErrors(e));
      setBusy(false);
    }
  };

  const attempt = (intent: ContentIntent) => {
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    const problem = contentSaveProblem(v, intent);
    if (problem) {
      showToasts([{ type: 'error', key: problem.key }]);
      return;
    }
    if (intent === 'PUBLISHED' && v.publishState === 'DRAFT') setPublishing(true);
    else void save(intent);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    attempt(v.publishState === 'PUBLISHED' ? 'PUBLISHED' : 'DRAFT');
  };

  const accessLevels = FORM_ACCESS_LEVELS.includes(v.accessLevel) ? FORM_ACCESS_LEVELS : [...FORM_ACCESS_LEVELS, v.accessLevel];
  return (
    <div className="container-xl" data-testid="content-update-page">
      <BreadcrumbBar
        items={[t('global.menu.admin.content'), v.id === null ? t('content.update.createTitle') : t('content.update.editTitle')]}
      />
      <h1 className="h3">
        {v.id === null ? t('content.update.createTitle') : t('content.update.editTitle')}
        {v.publishState && (
          <span className="badge text-bg-light border ms-2 fs-6 align-middle" data-testid="content-state">
            {t(`content.publishState.${v.publishState}`)}
          </span>
        )}
      </h1>
      {readOnly && <div className="alert alert-secondary">{t('content.update.readOnly')}</div>}
      <form onSubmit={onSubmit} noValidate data-testid="content-form">
        <fieldset disabled={readOnly || busy}>
          <div className="row">
            <div className="col-lg-8">
              <TextField
                id="content-title"
                label={t('content.title')}
                value={v.title}
                onChange={(x) => set('title', x)}
                error={errors.title}
                required
                maxLength={TITLE_MAX}
                help={`${[...v.title].length}/${TITLE_MAX}`}
              />
              <div className="mb-3">
                <label htmlFor="content-summary" className="form-label">
                  {t('content.summary')}
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                </label>
                <textarea
                  id="content-summary"
                  className={`form-control${errors.summary ? ' is-invalid' : ''}`}
                  rows={3}
                  maxLength={SUMMARY_MAX}
                  value={v.summary}
                  onChange={(e) => set('summary', e.target.value)}
                  data-testid="content-summary"
                />
                <div className="form-text">{`${[...v.summary].length}/${SUMMARY_MAX}`}</div>
                <FieldFeedback id="content-summary" message={errors.summary} label={t('content.summary')} />
              </div>
              <div className="mb-3">
                <span className="form-label d-block">{t('content.body')}</span>
                <RichTextEditor id="content-body" value={v.body} onChange={(html) => set('body', html)} />
              </div>
              {v.id !== null ? (
                <BannerUploader kind="content" ownerId={v.id} value={v.banner} onChange={(b) => set('banner', b)} />
              ) : (
                <p className="form-text" data-testid="content-banner-later">
                  {t('bannerUpload.afterFirstSave')}
                </p>
              )}
            </div>
            <div className="col-lg-4">
              <div className="mb-3">
                <label htmlFor="content-category" className="form-label">
                  {t('content.categoryId')}
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                </label>
                <select
                  id="content-category"
                  className={`form-select${errors.categoryId ? ' is-invalid' : ''}`}
                  value={v.categoryId}
                  onChange={(e) => set('categoryId', e.target.value)}
                  data-testid="content-category"
                >
                  <option value="">{t('content.update.chooseCategory')}</option>
                  {categories.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {t(c.name, { defaultValue: c.name })}
                    </option>
                  ))}
                </select>
                <FieldFeedback id="content-category" message={errors.categoryId} label={t('content.categoryId')} />
              </div>
              <div className="mb-3">
                <label htmlFor="content-language" className="form-label">
                  {t('content.language')}
                </label>
                <select
                  id="content-language"
                  className="form-select"
                  value={v.language}
                  onChange={(e) => set('language', e.target.value)}
                  data-testid="content-language"
                >
                  <option value="">{t('content.update.allLanguages')}</option>
                  {Object.entries(languages).map(([code, name]) => (
                    <option key={code} value={code}>
                      {name}
                    </option>
                  ))}
                </select>
              </div>
              <div className="mb-3">
                <label htmlFor="content-last-date" className="form-label">
                  {t('content.lastDate')}
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                </label>
                <input
                  id="content-last-date"
                  type="datetime-local"
                  className={`form-control${errors.lastDate ? ' is-invalid' : ''}`}
                  value={v.lastDate}
                  onChange={(e) => set('lastDate', e.target.value)}
                  data-testid="content-last-date"
                />
                <div className="form-text">{t('content.update.lastDateHelp')}</div>
                <FieldFeedback id="content-last-date" message={errors.lastDate} label={t('content.lastDate')} />
              </div>
              <fieldset className="mb-3">
                <legend className="form-label fs-6 mb-1">{t('content.accessLevel')}</legend>
                {accessLevels.map((level) => (
                  <div className="form-check" key={level}>
                    <input
                      id={`content-access-${level}`}
                      type="radio"
                      name="content-access"
                      className="form-check-input"
                      checked={v.accessLevel === level}
                      onChange={() => set('accessLevel', level)}
                      data-testid={`content-access-${level}`}
                    />
                    <label className="form-check-label" htmlFor={`content-access-${level}`}>
                      {t(`audience.accessLevel.${level}`)}
                    </label>
                  </div>
                ))}
              </fieldset>
              <TargetPicker id="content-targets" value={v.targets} onChange={(x) => set('targets', x)} />
            </div>
          </div>
          <div className="d-flex flex-wrap gap-2 border-top pt-3 mb-4">
            <Link to="/content/manage" className="btn btn-secondary" data-testid="content-cancel">
              {t('entity.action.cancel')}
            </Link>
            {actions.includes('NEXT') && (
              <button type="button" className="btn btn-primary" onClick={() => attempt('DRAFT')} data-testid="content-next">
                {t('content.update.next')}
              </button>
            )}
            {actions.includes('SAVE_DRAFT') && (
              <button type="button" className="btn btn-outline-primary" onClick={() => attempt('DRAFT')} data-testid="content-save-draft">
                {t('content.update.saveDraft')}
              </button>
            )}
            {actions.includes('PUBLISH') && (
              <button type="button" className="btn btn-success" onClick={() => attempt('PUBLISHED')} data-testid="content-publish">
                {t('content.update.publish')}
              </button>
            )}
            {actions.includes('SAVE') && (
              <button type="button" className="btn btn-primary" onClick={() => attempt('PUBLISHED')} data-testid="content-save">
                {t('entity.action.save')}
              </button>
            )}
          </div>
        </fieldset>
      </form>
      {publishing && (
        <StateDialog
          testId="content-publish-dialog"
          title={t('content.publishDialog.title')}
          question={t('content.publishDialog.question', { title: v.title.trim() })}
          offerEmail
          confirmLabel={t('content.update.publish')}
          confirmVariant="success"
          busy={busy}
          onCancel={() => setPublishing(false)}
          onConfirm={(sendEmail) => {
            setPublishing(false);
            void save('PUBLISHED', sendEmail);
          }}
        />
      )}
    </div>
  );
}

export default ContentUpdatePage;
