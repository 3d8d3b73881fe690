import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { charCount } from '../../shared/form/validation';
import { ActionDialog } from './ActionDialog';
import { ContributionSideFields } from './ContributionSideFields';
import { canDeleteDraft } from './detail';
import { ExtraInputField } from './ExtraInputField';
import { SUMMARY_MAX, TITLE_MAX } from './form';
import { detailPath } from './paths';
import { useContributionForm, type ContributionFormState, type FormData } from './useContributionForm';

export type { FormData } from './useContributionForm';

/** The contribution form: main fields, extra inputs, tags, co-owners, banner, files; save, submit, delete. */
export function ContributionForm({ data, parentId, lang }: { data: FormData; parentId: number | null; lang: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useContributionForm(data, parentId, lang);
  const { original, type, isDraft, busy } = state;
  const typeLabel = t(`contribution.types.${type}`, { defaultValue: type });

  return (
    <div className="container-xl" data-testid="contribution-edit-page">
      <BreadcrumbBar items={[typeLabel, original.code, t('contribution.edit.title')]} />
      <h1 className="h4 mb-3" data-testid="contribution-edit-title">
        {t('contribution.edit.heading', { type: typeLabel })} <small className="text-muted">{original.code}</small>
      </h1>
      <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="contribution-form">
        <div className="row">
          <div className="col-lg-8">
            <MainFields state={state} />
          </div>
          <div className="col-lg-4">
            <ContributionSideFields state={state} data={data} />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 border-top pt-3 mb-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy}
            onClick={state.saveDraft}
            data-testid="contribution-save-draft"
          >
            {isDraft ? t('contribution.edit.saveDraft') : t('entity.action.save')}
          </button>
          {isDraft && (
            <button type="button" className="btn btn-primary" disabled={busy} onClick={state.submit} data-testid="contribution-submit">
              {t('contribution.edit.submit')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => navigate(detailPath(original.id))}
            data-testid="contribution-view"
          >
            {t('entity.action.view')}
          </button>
          {canDeleteDraft(original.stateType, data.detail) && (
            <button
              type="button"
              className="btn btn-outline-danger ms-auto"
              disabled={busy}
              onClick={() => void state.remove(t('contribution.delete.question', { code: original.code }), t('contribution.delete.button'))}
              data-testid="contribution-delete"
            >
              {t('contribution.delete.button')}
            </button>
          )}
        </div>
      </form>
      {state.confirmDialog}
      {state.pendingAction && (
        <ActionDialog
          contributionId={original.id}
          action={state.pendingAction}
          lang={lang}
          onClose={state.closePendingAction}
          onDone={state.finish}
        />
      )}
    </div>
  );
}

/** Title, summary, body and the extra inputs of the chosen field. */
function MainFields({ state }: { state: ContributionFormState }) {
  const { t } = useTranslation();
  const { form, errorOf, change, shown, answers } = state;
  const v = form.values;
  return (
    <>
      <TextField
        id="contribution-title"
        label={t('contribution.title')}
        placeholder={t('contribution.titlePlaceholder')}
        value={v.title}
        onChange={(x) => change('title', x)}
        error={errorOf('title')}
        required
        maxLength={TITLE_MAX}
        help={
          <span className="d-block text-end" data-testid="contribution-title-counter">
            {charCount(v.title)}/{TITLE_MAX}
          </span>
        }
      />
      <div className="mb-3">
        <label htmlFor="contribution-summary" className="form-label">
          {t('contribution.summary')}
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id="contribution-summary"
          className={`form-control${errorOf('summary') ? ' is-invalid' : ''}`}
          rows={4}
          maxLength={SUMMARY_MAX}
          value={v.summary}
          onChange={(e) => change('summary', e.target.value)}
          data-testid="contribution-summary"
        />
        <div className="form-text text-end" data-testid="contribution-summary-counter">
          {charCount(v.summary)}/{SUMMARY_MAX}
        </div>
        <FieldFeedback id="contribution-summary" message={errorOf('summary')} label={t('contribution.summary')} />
      </div>
      <div className="mb-3">
        <label className="form-label" htmlFor="contribution-body">
          {t('contribution.body')}
        </label>
        <RichTextEditor id="contribution-body" label={t('contribution.body')} value={v.body} onChange={(html) => change('body', html)} />
        <FieldFeedback id="contribution-body" message={errorOf('body')} label={t('contribution.body')} />
      </div>
      {shown.length > 0 && (
        <fieldset className="border rounded p-3 mb-3" data-testid="contribution-extra-inputs">
          <legend className="float-none w-auto px-2 fs-6 mb-0">{t('contribution.extraInput.title')}</legend>
          {shown.map((i) => (
            <ExtraInputField
              key={i.id}
              input={i}
              answer={answers[i.id]}
              onChange={(a) => change(`extraInput.${i.id}`, a)}
              error={errorOf(`extraInput.${i.id}`)}
            />
          ))}
        </fieldset>
      )}
    </>
  );
}

export default ContributionForm;
