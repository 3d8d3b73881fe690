import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { useForm } from '../../shared/form/useForm';
import { charCount, hasErrors, serverFieldErrors, type FieldMessage } from '../../shared/form/validation';
import { ActionDialog } from './ActionDialog';
import { AttachmentsSection } from './AttachmentsSection';
import { BannerSection } from './BannerSection';
import {
  deleteContribution,
  executeAction,
  fetchContribution,
  fetchExtraInputs,
  isVisibleDetail,
  saveContribution,
} from './contributionApi';
import { canDeleteDraft } from './detail';
import { answerKey, answerOf, checkAnswers, inputsForField, type Answer } from './extraInputs';
import { ExtraInputField } from './ExtraInputField';
import {
  coOwnersOf,
  FREE_CAMPAIGN,
  MAX_CO_OWNERS,
  SUMMARY_MAX,
  TITLE_MAX,
  splitServerErrors,
  submitAction,
  toMainForm,
  toPayload,
  validateForSubmit,
  validateMain,
  type MainForm,
} from './form';
import { detailPath, listPath } from './paths';
import { TagPicker } from './TagPicker';
import type { ActionView, CampaignOption, ContributionDetail, EditEntity, ExtraInputWithAnswer, FieldOption, Tag } from './types';

export interface FormData {
  detail: ContributionDetail;
  entity: EditEntity;
  fields: FieldOption[];
  campaigns: CampaignOption[];
  tags: Tag[];
  inputs: ExtraInputWithAnswer[];
}

function initialAnswers(inputs: readonly ExtraInputWithAnswer[], entity: EditEntity): Record<number, Answer> {
  const out: Record<number, Answer> = {};
  for (const i of inputs) out[i.id] = answerOf(i);
  for (const a of entity.extraInputAnswers ?? []) {
    if (!(a.extraInputId in out) || (out[a.extraInputId].value === '' && out[a.extraInputId].values.length === 0)) {
      out[a.extraInputId] = { value: a.value ?? '', values: [...(a.values ?? [])] };
    }
  }
  return out;
}

/** The contribution form: main fields, extra inputs, tags, co-owners, banner, files; save, submit, delete. */
export function ContributionForm({ data, parentId }: { data: FormData; parentId: number | null }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const lang = i18n.language;
  const { detail } = data;
  const type = data.entity.contributionType || detail.contributionType;
  const isIdea = type === 'IDEA';
  const [original, setOriginal] = useState<EditEntity>(data.entity);
  const form = useForm<MainForm>(toMainForm(data.entity, isIdea ? null : parentId), validateMain);
  const { values: v, errors, set } = form;
  const [inputs, setInputs] = useState<ExtraInputWithAnswer[]>(data.inputs);
  const [answers, setAnswers] = useState<Record<number, Answer>>(() => initialAnswers(data.inputs, data.entity));
  const [answerCheck, setAnswerCheck] = useState<'none' | 'draft' | 'submit'>('none');
  const [answerServerErrors, setAnswerServerErrors] = useState<Record<string, FieldMessage>>({});
  const [tagIds, setTagIds] = useState<number[]>(data.entity.tagIds ?? []);
  const [coOwners, setCoOwners] = useState<SearchUser[]>(() => coOwnersOf(data.entity.coOwnerIds ?? [], detail.people ?? []));
  const [busy, setBusy] = useState(false);
  const [pendingAction, setPendingAction] = useState<ActionView | null>(null);

  const fieldId = v.fieldId === '' ? null : Number(v.fieldId);
  const shownInputs = inputsForField(inputs, fieldId);
  const clientAnswerErrors = answerCheck === 'none' ? {} : checkAnswers(shownInputs, answers, answerCheck === 'submit');
  const answerError = (id: number) => answerServerErrors[answerKey(id)] ?? clientAnswerErrors[answerKey(id)];
  const typeLabel = t(`contribution.types.${type}`, { defaultValue: type });
  const isDraft = original.stateType === 'NEW' || original.stateType === 'DRAFT';

  const setAnswer = (id: number, a: Answer) => {
    setAnswers((all) => ({ ...all, [id]: a }));
    setAnswerServerErrors((all) => {
      if (!(answerKey(id) in all)) return all;
      const next = { ...all };
      delete next[answerKey(id)];
      return next;
    });
  };

  const showServerErrors = (e: unknown) => {
    if (!isApiError(e)) return;
    const { main, extra } = splitServerErrors(serverFieldErrors(e));
    form.setServerErrors(main);
    setAnswerServerErrors(extra);
  };

  const payload = (savedAsDraft: boolean) => toPayload(original, v, { tagIds, coOwners, inputs: shownInputs, answers, savedAsDraft });

  const afterSave = async (saved: EditEntity) => {
    setOriginal(saved);
    // the inputs depend on the saved field
    try {
      const next = await fetchExtraInputs(saved.id, lang);
      setInputs(next);
      setAnswers((all) => {
        const merged = { ...all };
        for (const i of next) if (!(i.id in merged)) merged[i.id] = answerOf(i);
        return merged;
      });
    } catch {
      // keep the current inputs
    }
  };

  /** Drafts are saved as drafts; a contribution past its draft (an admin editing) is just saved. */
  const saveDraft = async () => {
    setAnswerCheck('draft');
    const ok = form.check();
    if (!ok || hasErrors(checkAnswers(shownInputs, answers, false))) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setBusy(true);
    try {
      const saved = isDraft
        ? await saveContribution(type, payload(true), { successMessage: 'contribution.messages.draftSaved' })
        : await saveContribution(type, payload(false), { successMessage: 'contribution.messages.saved' });
      await afterSave(saved);
    } catch (e) {
      showServerErrors(e);
    } finally {
      setBusy(false);
    }
  };

  const finish = (result: ContributionDetail | { id: number }) => {
    showToasts([{ type: 'success', key: 'contribution.messages.submitted' }]);
    navigate(isVisibleDetail(result) ? detailPath(result.id) : listPath(type, 0, 'mine'));
  };

  const submit = async () => {
    setAnswerCheck('submit');
    form.check();
    const mainProblems = validateForSubmit(v);
    const answerProblems = checkAnswers(shownInputs, answers, true);
    if (hasErrors(mainProblems) || hasErrors(answerProblems)) {
      form.setServerErrors(mainProblems);
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setBusy(true);
    try {
      const saved = await saveContribution(type, payload(false), { notify: false });
      setOriginal(saved);
    } catch (e) {
      showServerErrors(e);
      notifyError(e);
      setBusy(false);
      return;
    }
    try {
      const fresh = await fetchContribution(original.id, lang);
      const action = submitAction(fresh.actions ?? []);
      if (!action) {
        showToasts([{ type: 'warning', key: 'contribution.messages.noAction' }]);
        navigate(detailPath(original.id));
      } else if (action.explanation === 'REQUIRED') {
        setPendingAction(action);
      } else {
        finish(await executeAction(original.id, action.name, '', lang));
      }
    } catch (e) {
      showServerErrors(e);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!window.confirm(t('contribution.delete.question', { code: original.code }))) return;
    setBusy(true);
    try {
      await deleteContribution(type, original.id);
      navigate(listPath(type, 0, 'mine'));
    } catch {
      setBusy(false);
    }
  };

  return (
    <div className="container-xl" data-testid="contribution-edit-page">
      <BreadcrumbBar items={[typeLabel, original.code, t('contribution.edit.title')]} />
      <h2 className="h4 mb-3" data-testid="contribution-edit-title">
        {t('contribution.edit.heading', { type: typeLabel })} <small className="text-muted">{original.code}</small>
      </h2>
      <form noValidate onSubmit={(e) => e.preventDefault()} data-testid="contribution-form">
        <div className="row">
          <div className="col-lg-8">
            <TextField
              id="contribution-title"
              label={t('contribution.title')}
              value={v.title}
              onChange={(x) => set('title', x)}
              error={errors.title}
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
                className={`form-control${errors.summary ? ' is-invalid' : ''}`}
                rows={4}
                maxLength={SUMMARY_MAX}
                value={v.summary}
                onChange={(e) => set('summary', e.target.value)}
                data-testid="contribution-summary"
              />
              <div className="form-text text-end" data-testid="contribution-summary-counter">
                {charCount(v.summary)}/{SUMMARY_MAX}
              </div>
              <FieldFeedback id="contribution-summary" message={errors.summary} label={t('contribution.summary')} />
            </div>
            <div className="mb-3">
              <label className="form-label" htmlFor="contribution-body">
                {t('contribution.body')}
              </label>
              <RichTextEditor id="contribution-body" value={v.body} onChange={(html) => set('body', html)} />
              <FieldFeedback id="contribution-body" message={errors.body} label={t('contribution.body')} />
            </div>
            {shownInputs.length > 0 && (
              <fieldset className="border rounded p-3 mb-3" data-testid="contribution-extra-inputs">
                <legend className="float-none w-auto px-2 fs-6 mb-0">{t('contribution.extraInput.title')}</legend>
                {shownInputs.map((i) => (
                  <ExtraInputField
                    key={i.id}
                    input={i}
                    answer={answers[i.id] ?? { value: '', values: [] }}
                    onChange={(a) => setAnswer(i.id, a)}
                    error={answerError(i.id)}
                  />
                ))}
              </fieldset>
            )}
          </div>
          <div className="col-lg-4">
            <div className="mb-3">
              <label htmlFor="contribution-field" className="form-label">
                {t('contribution.fieldId')}
              </label>
              <select
                id="contribution-field"
                className={`form-select${errors.fieldId ? ' is-invalid' : ''}`}
                value={v.fieldId}
                onChange={(e) => set('fieldId', e.target.value)}
                data-testid="contribution-field"
              >
                <option value="">{t('contribution.noField')}</option>
                {data.fields.map((f) => (
                  <option key={f.value} value={String(f.value)}>
                    {f.label}
                  </option>
                ))}
              </select>
              <FieldFeedback id="contribution-field" message={errors.fieldId} label={t('contribution.fieldId')} />
            </div>
            {!isIdea && (
              <div className="mb-3">
                <label htmlFor="contribution-campaign" className="form-label">
                  {t('contribution.campaignId')}
                </label>
                <select
                  id="contribution-campaign"
                  className={`form-select${errors.campaignId ? ' is-invalid' : ''}`}
                  value={v.campaignId}
                  onChange={(e) => set('campaignId', e.target.value)}
                  data-testid="contribution-campaign"
                >
                  <option value={FREE_CAMPAIGN}>{t('contribution.freeCampaign')}</option>
                  {data.campaigns.map((c) => (
                    <option key={c.id} value={String(c.id)}>
                      {c.title}
                    </option>
                  ))}
                </select>
                <FieldFeedback id="contribution-campaign" message={errors.campaignId} label={t('contribution.campaignId')} />
              </div>
            )}
            <TagPicker tags={data.tags} value={tagIds} onChange={setTagIds} />
            <div className="mb-3">
              <div className="form-label">{t('contribution.coOwnerIds')}</div>
              <UserSearch
                id="contribution-co-owners"
                multiple
                value={coOwners}
                onChange={(users) => setCoOwners(users.slice(0, MAX_CO_OWNERS))}
              />
              <div className="form-text">{t('contribution.coOwnersHelp', { max: MAX_CO_OWNERS })}</div>
            </div>
            <BannerSection
              contributionId={original.id}
              initial={{ bannerId: original.bannerId ?? null, path: detail.bannerPreviewPath ?? original.bannerPath ?? null }}
            />
            <AttachmentsSection contributionId={original.id} />
          </div>
        </div>
        <div className="d-flex flex-wrap gap-2 border-top pt-3 mb-4">
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy}
            onClick={() => void saveDraft()}
            data-testid="contribution-save-draft"
          >
            {isDraft ? t('contribution.edit.saveDraft') : t('entity.action.save')}
          </button>
          {isDraft && (
            <button
              type="button"
              className="btn btn-primary"
              disabled={busy}
              onClick={() => void submit()}
              data-testid="contribution-submit"
            >
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
          {canDeleteDraft(original.stateType, detail) && (
            <button
              type="button"
              className="btn btn-outline-danger ms-auto"
              disabled={busy}
              onClick={() => void remove()}
              data-testid="contribution-delete"
            >
              {t('contribution.delete.button')}
            </button>
          )}
        </div>
      </form>
      {pendingAction && (
        <ActionDialog
          contributionId={original.id}
          action={pendingAction}
          lang={lang}
          onClose={() => setPendingAction(null)}
          onDone={finish}
        />
      )}
    </div>
  );
}

export default ContributionForm;
