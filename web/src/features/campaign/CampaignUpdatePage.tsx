import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { canList } from '../../app/layout/menuRules';
import { showToasts } from '../../app/notifications/toasts';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { useForm } from '../../shared/form/useForm';
import { serverFieldErrors } from '../../shared/form/validation';
import { formatDateTime } from '../../shared/format';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { PageSpinner } from '../../shared/PageSpinner';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { FORM_ACCESS_LEVELS } from '../content/common/audience';
import { BannerUploader } from '../content/common/BannerUploader';
import { StateDialog } from '../content/common/StateDialog';
import { TargetPicker } from '../content/common/TargetPicker';
import { parseEntityId } from '../content/ids';
import { createCampaign, fetchCampaignForUpdate, updateCampaign } from './campaignApi';
import {
  campaignPayload,
  campaignSaveProblem,
  CODE_MAX,
  emptyCampaignForm,
  SUMMARY_MAX,
  TITLE_MAX,
  toCampaignForm,
  validateCampaignForm,
  type CampaignForm,
} from './form';
import { approveTarget, approveWording, editActions, wordingText, type CampaignAction } from './stateMachine';
import { CAMPAIGN_TYPES, type Campaign, type CampaignType } from './types';
import '../content/common/content.css';

/** /campaign/new and /campaign/{id}/edit. */
export function CampaignUpdatePage() {
  const params = useParams();
  const isNew = params.id === undefined;
  const id = isNew ? null : parseEntityId(params.id);
  const key = isNew ? 'new' : String(id);
  const [loaded, setLoaded] = useState<{ key: string; value: Campaign | 'missing'; now: number } | null>(null);
  const [openedAt] = useState(() => Date.now());

  useEffect(() => {
    if (id === null) return;
    const controller = new AbortController();
    fetchCampaignForUpdate(id, controller.signal).then(
      (c) => setLoaded({ key, value: c, now: Date.now() }),
      () => !controller.signal.aborted && setLoaded({ key, value: 'missing', now: Date.now() }),
    );
    return () => controller.abort();
  }, [id, key]);

  if (!isNew && id === null) return <NotFoundPage />;
  if (isNew) return <CampaignEditor key={key} campaign={null} now={openedAt} />;
  const value = loaded && loaded.key === key ? loaded : null;
  if (value === null) return <PageSpinner />;
  if (value.value === 'missing') return <NotFoundPage />;
  return <CampaignEditor key={key} campaign={value.value} now={value.now} />;
}

/** The campaign types the user may choose: those whose listing is enabled for them (and the campaign's own). */
export function offeredTypes(allowed: (t: CampaignType) => boolean, current: CampaignType | null): CampaignType[] {
  return CAMPAIGN_TYPES.filter((t) => allowed(t) || t === current);
}

function CampaignEditor({ campaign, now }: { campaign: Campaign | null; now: number }) {
  const { t } = useTranslation();
  const tr = (key: string, options?: Record<string, unknown>) => t(key, options ?? {});
  const navigate = useNavigate();
  const location = useLocation();
  const session = useAppSelector((s) => s.authentication);
  const config = useAppSelector((s) => s.applicationConfig.config);
  const account = session.isAuthenticated ? session.account : null;
  const types = offeredTypes((type) => canList(type, account, config), campaign?.campaignType ?? null);
  const form = useForm<CampaignForm>(
    campaign ? toCampaignForm(campaign) : emptyCampaignForm(types[0] ?? 'SUGGESTION', now),
    validateCampaignForm,
  );
  const { values: v, errors, set } = form;
  const [busy, setBusy] = useState(false);
  const [asking, setAsking] = useState<CampaignAction | null>(null);
  const actions = editActions(v.publishState, campaign?.dateSubmissionEnd, now);
  const readOnly = actions.length === 0;

  const run = async (action: CampaignAction, sendEmail: boolean) => {
    setBusy(true);
    try {
      const body = campaignPayload(v, action, sendEmail);
      if (action === 'CREATE') {
        const created = await createCampaign(body, { successMessage: 'campaign.messages.created' });
        navigate(`/campaign/${created.id}/edit`, { replace: true });
      } else {
        await updateCampaign(body, { successMessage: `campaign.messages.${action}` });
        navigate(`/campaign/manage${location.search}`);
      }
    } catch (e) {
      if (isApiError(e)) form.setServerErrors(serverFieldErrors(e));
      setBusy(false);
    }
  };

  const attempt = (action: CampaignAction) => {
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    const problem = campaignSaveProblem(v, action);
    if (problem) {
      showToasts([{ type: 'error', key: problem.key }]);
      return;
    }
    setAsking(action);
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const first = actions[0];
    if (first) attempt(first);
  };

  const wording = asking ? approveWording(approveTarget(asking), v.campaignType) : null;
  const accessLevels = FORM_ACCESS_LEVELS.includes(v.accessLevel) ? FORM_ACCESS_LEVELS : [...FORM_ACCESS_LEVELS, v.accessLevel];
  const heading = v.id === null ? t('campaign.update.createTitle') : t('campaign.update.editTitle');
  const buttonClass: Record<CampaignAction, string> = {
    CREATE: 'btn-primary',
    SAVE_DRAFT: 'btn-outline-primary',
    PUBLISH: 'btn-success',
    SAVE: 'btn-primary',
    COMPLETE: 'btn-outline-primary',
    TERMINATE: 'btn-outline-danger',
    ARCHIVE: 'btn-outline-dark',
  };

  return (
    <div className="container-xl" data-testid="campaign-update-page">
      <BreadcrumbBar items={[t('global.menu.admin.campaign'), heading]} />
      <h1 className="h3">
        {heading}
        {v.publishState && (
          <span className="badge text-bg-light border ms-2 fs-6 align-middle" data-testid="campaign-form-state">
            {t(`campaign.publishState.${v.publishState}`)}
          </span>
        )}
      </h1>
      {v.publishState === 'PUBLISHED' && (
        <p className="text-muted small" data-testid="campaign-form-dates">
          {t('campaign.update.publishedDates', { start: formatDateTime(v.dateSubmissionStart), announce: formatDateTime(v.announceDate) })}
        </p>
      )}
      {readOnly && <div className="alert alert-secondary">{t('campaign.update.readOnly')}</div>}
      <form onSubmit={onSubmit} noValidate data-testid="campaign-form">
        <fieldset disabled={readOnly || busy}>
          <div className="row">
            <div className="col-lg-8">
              <div className="row">
                <div className="col-sm-4">
                  <TextField
                    id="campaign-code"
                    label={t('campaign.code')}
                    value={v.code}
                    onChange={(x) => set('code', x)}
                    error={errors.code}
                    required
                    maxLength={CODE_MAX}
                  />
                </div>
                <div className="col-sm-8">
                  <TextField
                    id="campaign-title"
                    label={t('campaign.title')}
                    value={v.title}
                    onChange={(x) => set('title', x)}
                    error={errors.title}
                    required
                    maxLength={TITLE_MAX}
                    help={`${[...v.title].length}/${TITLE_MAX}`}
                  />
                </div>
              </div>
              <div className="mb-3">
                <label htmlFor="campaign-summary" className="form-label">
                  {t('campaign.summary')}
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                </label>
                <textarea
                  id="campaign-summary"
                  className={`form-control${errors.summary ? ' is-invalid' : ''}`}
                  rows={3}
                  maxLength={SUMMARY_MAX}
                  value={v.summary}
                  onChange={(e) => set('summary', e.target.value)}
                  data-testid="campaign-summary"
                />
                <div className="form-text">{`${[...v.summary].length}/${SUMMARY_MAX}`}</div>
                <FieldFeedback id="campaign-summary" message={errors.summary} label={t('campaign.summary')} />
              </div>
              <div className="mb-3">
                <span className="form-label d-block">{t('campaign.body')}</span>
                <RichTextEditor id="campaign-body" value={v.body} onChange={(html) => set('body', html)} />
              </div>
              {v.id !== null ? (
                <BannerUploader kind="campaign" ownerId={v.id} value={v.banner} onChange={(b) => set('banner', b)} />
              ) : (
                <p className="form-text" data-testid="campaign-banner-later">
                  {t('bannerUpload.afterFirstSave')}
                </p>
              )}
            </div>
            <div className="col-lg-4">
              <fieldset className="mb-3">
                <legend className="form-label fs-6 mb-1">
                  {t('campaign.campaignType')}
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                </legend>
                {types.map((type) => (
                  <div className="form-check" key={type}>
                    <input
                      id={`campaign-type-${type}`}
                      type="radio"
                      name="campaign-type"
                      className="form-check-input"
                      checked={v.campaignType === type}
                      disabled={v.publishState !== null && v.publishState !== 'DRAFT'}
                      onChange={() => set('campaignType', type)}
                      data-testid={`campaign-type-${type}`}
                    />
                    <label className="form-check-label" htmlFor={`campaign-type-${type}`}>
                      {t(`contribution.types.${type}`)}
                    </label>
                  </div>
                ))}
                <FieldFeedback id="campaign-type" message={errors.campaignType} label={t('campaign.campaignType')} />
              </fieldset>
              <div className="mb-3">
                <label htmlFor="campaign-end" className="form-label">
                  {t('campaign.dateSubmissionEnd')}
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                </label>
                <input
                  id="campaign-end"
                  type="datetime-local"
                  className={`form-control${errors.dateSubmissionEnd ? ' is-invalid' : ''}`}
                  value={v.dateSubmissionEnd}
                  onChange={(e) => set('dateSubmissionEnd', e.target.value)}
                  data-testid="campaign-end"
                />
                <div className="form-text">{t('campaign.update.endHelp')}</div>
                <FieldFeedback id="campaign-end" message={errors.dateSubmissionEnd} label={t('campaign.dateSubmissionEnd')} />
              </div>
              <fieldset className="mb-3">
                <legend className="form-label fs-6 mb-1">{t('campaign.accessLevel')}</legend>
                {accessLevels.map((level) => (
                  <div className="form-check" key={level}>
                    <input
                      id={`campaign-access-${level}`}
                      type="radio"
                      name="campaign-access"
                      className="form-check-input"
                      checked={v.accessLevel === level}
                      onChange={() => set('accessLevel', level)}
                      data-testid={`campaign-access-${level}`}
                    />
                    <label className="form-check-label" htmlFor={`campaign-access-${level}`}>
                      {t(`audience.accessLevel.${level}`)}
                    </label>
                  </div>
                ))}
              </fieldset>
              <TargetPicker id="campaign-targets" value={v.targets} onChange={(x) => set('targets', x)} />
            </div>
          </div>
        </fieldset>
        <div className="d-flex flex-wrap gap-2 border-top pt-3 mb-4">
          <Link to={`/campaign/manage${location.search}`} className="btn btn-secondary" data-testid="campaign-cancel">
            {t('entity.action.cancel')}
          </Link>
          {actions.map((a) => (
            <button
              key={a}
              type="button"
              className={`btn ${buttonClass[a]}`}
              disabled={busy}
              onClick={() => attempt(a)}
              data-testid={`campaign-action-${a}`}
            >
              {t(`campaign.actions.${a}`)}
            </button>
          ))}
        </div>
      </form>
      {asking && wording && (
        <StateDialog
          testId="campaign-approve-dialog"
          title={t('campaign.approve.title')}
          question={wordingText(tr, wording.question)}
          info={wording.info ? wordingText(tr, wording.info) : undefined}
          offerEmail={asking === 'PUBLISH'}
          confirmLabel={t(`campaign.actions.${asking}`)}
          confirmVariant={asking === 'TERMINATE' ? 'danger' : asking === 'PUBLISH' ? 'success' : 'primary'}
          busy={busy}
          onCancel={() => setAsking(null)}
          onConfirm={(sendEmail) => {
            const action = asking;
            setAsking(null);
            void run(action, sendEmail);
          }}
        />
      )}
    </div>
  );
}

export default CampaignUpdatePage;
