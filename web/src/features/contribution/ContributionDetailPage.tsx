import { Fragment, useState, type ReactNode } from 'react';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { useConfirm } from '../../shared/ConfirmDialog';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { EvalReportTab } from '../evaluation/EvalReportTab';
import { ScorecardTab } from '../evaluation/ScorecardTab';
import { useEvaluationTabs } from '../evaluation/useEvaluationTabs';
import { ActionDialog, actionLabel } from './ActionDialog';
import { FileList } from './FileList';
import {
  isVisibleDetail,
  useContributionQuery,
  useExecuteActionMutation,
  useFieldOptionsQuery,
  useHistoryQuery,
  useLifeCycleStatesOrderedQuery,
} from './contributionApi';
import { canEdit, canViewHistory, has, holders, stateBadge } from './detail';
import { DetailSidebar } from './DetailSidebar';
import { answerText, labelOf } from './extraInputs';
import { HistoryTimeline } from './HistoryTimeline';
import { LifeCyclePath } from './LifeCyclePath';
import { ENDING_TYPES, orderedActions, pathSteps, type ActionKind } from './lifeCyclePath';
import { editPath, imageUrl, listPath, parseId } from './paths';
import type { ActionView, ContributionDetail, PathState } from './types';

/** /contribution/view/{id} (our route: docs/decisions.md "Contribution routes"). */
export function ContributionDetailPage() {
  const params = useParams();
  const id = parseId(params.id);
  if (id === null) return <RecordNotFound />;
  return <ContributionDetailView key={id} id={id} />;
}

function ContributionDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const navigate = useNavigate();
  const [action, setAction] = useState<{ action: ActionView; kind: ActionKind } | null>(null);
  const [confirm, confirmDialog] = useConfirm('action-confirm-dialog');
  const [execute] = useExecuteActionMutation();
  // An action or a command answers with the contribution: the cache holds the answer, so the page follows it.
  const query = useContributionQuery({ id, langkey: lang });
  const detail = query.data;
  const needsFields = !!detail && (has(detail, 'CHANGE_FIELD') || (!detail.fieldTitle && detail.fieldId !== null));
  const fieldOptions = useFieldOptionsQuery({ type: detail?.contributionType ?? '', langkey: lang }, { skip: !needsFields });
  const fields = fieldOptions.data ?? [];
  const states = useLifeCycleStatesOrderedQuery(
    { lifeCycleId: detail?.lifeCycleId ?? 0, langkey: lang },
    { skip: !detail?.lifeCycleId },
  ).data;
  // where a rejected or cancelled contribution was when it ended (its STATE history)
  const ended = !!detail && ENDING_TYPES.has(detail.stateType) && canViewHistory(detail);
  const stateHistory = useHistoryQuery({ id, category: 'STATE', langkey: lang }, { skip: !ended }).data;

  if (!detail) {
    // 404: not there or not visible to the caller; other failures were shown by the API client
    if (query.isError) {
      return (
        <div className="container-xl my-4">
          <RecordNotFound />
        </div>
      );
    }
    return <PageSpinner />;
  }

  const typeLabel = t(`contribution.types.${detail.contributionType}`, { defaultValue: detail.contributionType });
  const banner = imageUrl(detail.bannerPath ?? detail.bannerPreviewPath);
  const leftFrom = stateHistory
    ?.filter((h) => h.toStateId === detail.stateId)
    .sort((a, b) => String(b.createdDate).localeCompare(String(a.createdDate)))[0]?.fromStateId;
  const steps = pathSteps(states ?? [], detail.stateId, leftFrom);

  const done = (result: Parameters<typeof isVisibleDetail>[0], name: string) => {
    setAction(null);
    showToasts([{ type: 'success', key: 'contribution.messages.actionDone', params: { action: actionLabel(t, name) } }]);
    if (!isVisibleDetail(result)) navigate(listPath(detail.contributionType, 0, 'mine'), { replace: true });
  };

  // A destructive action without an explanation (cancel) is confirmed in the app's dialog and run;
  // every other action opens its dialog (explanation, and the confirming button).
  const start = async (a: ActionView, kind: ActionKind) => {
    if (kind !== 'danger' || a.explanation !== 'NONE') return setAction({ action: a, kind });
    const ok = await confirm({
      title: actionLabel(t, a.name),
      message: t('contribution.action.question', { state: a.targetStateName }),
      confirmLabel: actionLabel(t, a.name),
      cancelLabel: t('contribution.action.keep'),
    });
    if (!ok) return;
    const result = await execute({ id: detail.id, action: a.name, explanation: '', langkey: lang });
    if ('data' in result && result.data) done(result.data, a.name);
  };

  return (
    <div className="container-xl" data-testid="contribution-detail-page">
      <BreadcrumbBar items={[typeLabel, detail.code]}>
        <Link className="btn btn-sm btn-outline-secondary" to={listPath(detail.contributionType, 0, 'all')} data-testid="contribution-back">
          {t('entity.action.back')}
        </Link>
      </BreadcrumbBar>
      <DetailHeader detail={detail} typeLabel={typeLabel} states={states ?? []} onAction={(a, kind) => void start(a, kind)}>
        <LifeCyclePath steps={steps} />
      </DetailHeader>
      <div className="row g-4">
        <div className="col-lg-8">
          {banner && (
            <img
              src={banner}
              alt=""
              className="img-fluid rounded-3 mb-3 w-100"
              style={{ maxHeight: '16rem', objectFit: 'cover' }}
              data-testid="contribution-detail-banner"
            />
          )}
          <DetailTabs detail={detail} lang={lang} />
        </div>
        <aside className="col-lg-4" aria-label={t('contribution.detail.aside')}>
          <DetailSidebar detail={detail} fields={fields} lang={lang} />
        </aside>
      </div>
      {confirmDialog}
      {action && (
        <ActionDialog
          contributionId={detail.id}
          action={action.action}
          variant={action.kind === 'danger' ? 'danger' : 'primary'}
          lang={lang}
          onClose={() => setAction(null)}
          onDone={(result) => done(result, action.action.name)}
        />
      )}
    </div>
  );
}

const BUTTON: Record<ActionKind, string> = {
  primary: 'btn-outline-primary',
  secondary: 'btn-outline-secondary',
  danger: 'btn-outline-danger',
};

/** One action's button: the first forward action filled, destructive ones red and set apart. */
function ActionButton({
  action: a,
  kind,
  filled,
  first = false,
  onAction,
}: {
  action: ActionView;
  kind: ActionKind;
  filled: boolean;
  first?: boolean;
  onAction: (a: ActionView, kind: ActionKind) => void;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={`btn ${filled ? 'btn-primary' : BUTTON[kind]}${first ? ' ms-sm-auto' : ''}`}
      onClick={() => onAction(a, kind)}
      data-kind={kind}
      data-testid={`contribution-action-${a.name}`}
    >
      {actionLabel(t, a.name)}
    </button>
  );
}

/**
 * The header: code, type and states, the title, the owners, the life-cycle path (children) and the
 * next actions the caller may take: forward ones primary (the first one filled), the others
 * secondary, the destructive ones (reject, cancel) red and last.
 */
function DetailHeader({
  detail,
  typeLabel,
  states,
  onAction,
  children,
}: {
  detail: ContributionDetail;
  typeLabel: string;
  states: PathState[];
  onAction: (a: ActionView, kind: ActionKind) => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const owners = holders(detail, 'OWNER');
  const actions = orderedActions(detail.actions ?? [], states, detail.stateId);
  const firstPrimary = actions.findIndex((a) => a.kind === 'primary');
  return (
    <section className="card mb-4" data-testid="contribution-detail-header">
      <div className="card-body p-4">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2 small">
          <span className="text-body-secondary fw-semibold" data-testid="contribution-detail-code">
            {detail.code}
          </span>
          <span className="text-body-secondary" aria-hidden="true">
            ·
          </span>
          <span className="text-body-secondary">{typeLabel}</span>
          <span className={`badge ${stateBadge(detail.stateType)}`} data-testid="contribution-detail-state">
            {detail.stateName}
          </span>
          <span className="badge text-bg-light border" data-testid="contribution-detail-publish-state">
            {t(`contribution.publishState.${detail.publishState}`, { defaultValue: detail.publishState })}
          </span>
        </div>
        <h1 className="h3 mb-1" data-testid="contribution-detail-title">
          {detail.title}
        </h1>
        {owners.length > 0 && (
          <p className="text-body-secondary mb-3" data-testid="contribution-detail-owners">
            {t('contribution.detail.by', { names: owners.map((p) => p.fullName || p.login).join(', ') })}
          </p>
        )}
        <div className="mb-3">{children}</div>
        <div className="d-flex flex-wrap gap-2 border-top pt-3" data-testid="contribution-actions">
          {actions
            .filter((x) => x.kind !== 'danger')
            .map(({ action: a, kind }, i) => (
              <ActionButton key={a.name} action={a} kind={kind} filled={kind === 'primary' && i === firstPrimary} onAction={onAction} />
            ))}
          {canEdit(detail) && (
            <Link
              className="btn btn-outline-secondary"
              to={editPath(
                detail.contributionType,
                detail.id,
                detail.contributionType === 'IDEA' ? detail.competitionId : detail.campaignId,
              )}
              data-testid="contribution-edit"
            >
              {t('entity.action.edit')}
            </Link>
          )}
          {actions
            .filter((x) => x.kind === 'danger')
            .map(({ action: a, kind }, i) => (
              <ActionButton key={a.name} action={a} kind={kind} filled={false} onAction={onAction} first={i === 0} />
            ))}
          {actions.length === 0 && !canEdit(detail) && (
            <span className="small text-body-secondary align-self-center" data-testid="contribution-no-actions">
              {t('contribution.detail.noActions')}
            </span>
          )}
        </div>
      </div>
    </section>
  );
}

/**
 * The contribution's body, answers, files and history as tabs. Later issues add theirs here
 * (discussion, evaluation, benefits): one <Tab eventKey=… title=…> each.
 */
function DetailTabs({ detail, lang }: { detail: ContributionDetail; lang: string }) {
  const { t } = useTranslation();
  const files = detail.files ?? [];
  const evaluation = useEvaluationTabs(detail); // issue 16: scorecards and the report (features/evaluation)
  const [search] = useSearchParams();
  return (
    <Tabs defaultActiveKey={search.get('tab') ?? 'details'} id="contribution-tabs" className="mb-3" data-testid="contribution-tabs">
      <Tab eventKey="details" title={t('contribution.tabs.details')} tabAttrs={{ 'data-testid': 'contribution-tab-details' } as object}>
        <DetailBody detail={detail} lang={lang} />
      </Tab>
      <Tab
        eventKey="files"
        title={`${t('contribution.files.title')} (${files.length})`}
        tabAttrs={{ 'data-testid': 'contribution-tab-files' } as object}
      >
        <FileList files={files} />
      </Tab>
      {canViewHistory(detail) && (
        <Tab eventKey="history" title={t('contribution.tabs.history')} tabAttrs={{ 'data-testid': 'contribution-tab-history' } as object}>
          <HistoryTimeline contributionId={detail.id} lang={lang} />
        </Tab>
      )}
      {evaluation.scorecardTypes.length > 0 && (
        <Tab eventKey="evaluation" title={t('evaluation.tab')} tabAttrs={{ 'data-testid': 'contribution-tab-evaluation' } as object}>
          <ScorecardTab subject={detail} types={evaluation.scorecardTypes} />
        </Tab>
      )}
      {evaluation.report && (
        <Tab eventKey="evalReport" title={t('evaluation.reportTab')} tabAttrs={{ 'data-testid': 'contribution-tab-eval-report' } as object}>
          <EvalReportTab contributionId={detail.id} contributionType={detail.contributionType} stateId={detail.stateId} />
        </Tab>
      )}
    </Tabs>
  );
}

/** Summary, body and the answered extra inputs. */
function DetailBody({ detail, lang }: { detail: ContributionDetail; lang: string }) {
  const { t } = useTranslation();
  // unanswered inputs are left out
  const answered = (detail.extraInputs ?? []).filter((i) => (i.value ?? '') !== '' || (i.values ?? []).length > 0);
  return (
    <>
      {detail.summary && (
        <p className="lead" data-testid="contribution-detail-summary">
          {detail.summary}
        </p>
      )}
      {detail.body && <SafeHtml className="inno-static-content mb-3" data-testid="contribution-detail-body" html={detail.body} />}
      {answered.length > 0 && (
        <dl className="row mx-0 border-top pt-3" data-testid="contribution-detail-extra-inputs">
          {answered.map((i) => (
            <Fragment key={i.id}>
              <dt className="col-sm-4">{labelOf(i, lang).label}</dt>
              <dd className="col-sm-8" data-testid={`contribution-detail-answer-${i.id}`}>
                {i.inputType === 'RICH_TEXT' ? (
                  <SafeHtml html={i.value} />
                ) : (
                  answerText(i, t('contribution.extraInput.yes'), t('contribution.extraInput.no'), lang)
                )}
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </>
  );
}

export default ContributionDetailPage;
