import { Fragment, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { SafeHtml } from '../../shared/html/SafeHtml';
import { ActionDialog, actionLabel } from './ActionDialog';
import { FileList } from './FileList';
import { isVisibleDetail, useContributionQuery, useFieldOptionsQuery } from './contributionApi';
import { canEdit, canViewHistory, has, stateBadge } from './detail';
import { DetailSidebar } from './DetailSidebar';
import { answerText, labelOf } from './extraInputs';
import { HistoryTimeline } from './HistoryTimeline';
import { editPath, imageUrl, listPath, parseId } from './paths';
import type { ActionView, ContributionDetail } from './types';

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
  const [action, setAction] = useState<ActionView | null>(null);
  // An action or a command answers with the contribution: the cache holds the answer, so the page follows it.
  const query = useContributionQuery({ id, langkey: lang });
  const detail = query.data;
  const needsFields = !!detail && (has(detail, 'CHANGE_FIELD') || (!detail.fieldTitle && detail.fieldId !== null));
  const fieldOptions = useFieldOptionsQuery({ type: detail?.contributionType ?? '', langkey: lang }, { skip: !needsFields });
  const fields = fieldOptions.data ?? [];

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

  return (
    <div className="container-xl" data-testid="contribution-detail-page">
      <BreadcrumbBar items={[typeLabel, detail.code]}>
        <Link className="btn btn-sm btn-outline-secondary" to={listPath(detail.contributionType, 0, 'all')} data-testid="contribution-back">
          {t('entity.action.back')}
        </Link>
      </BreadcrumbBar>
      {banner && (
        <img
          src={banner}
          alt=""
          className="img-fluid rounded mb-3 w-100"
          style={{ maxHeight: '16rem', objectFit: 'cover' }}
          data-testid="contribution-detail-banner"
        />
      )}
      <DetailHeader detail={detail} onAction={setAction} />
      <div className="row">
        <div className="col-lg-8">
          <DetailBody detail={detail} lang={lang} />
        </div>
        <div className="col-lg-4">
          <DetailSidebar detail={detail} fields={fields} lang={lang} />
        </div>
      </div>
      {action && (
        <ActionDialog
          contributionId={detail.id}
          action={action}
          lang={lang}
          onClose={() => setAction(null)}
          onDone={(result) => {
            setAction(null);
            showToasts([{ type: 'success', key: 'contribution.messages.actionDone', params: { action: actionLabel(t, action.name) } }]);
            if (!isVisibleDetail(result)) navigate(listPath(detail.contributionType, 0, 'mine'), { replace: true });
          }}
        />
      )}
    </div>
  );
}

/** Code, title, state and the buttons: edit and the actions the state grants the caller. */
function DetailHeader({ detail, onAction }: { detail: ContributionDetail; onAction: (a: ActionView) => void }) {
  const { t } = useTranslation();
  return (
    <div className="d-flex flex-wrap align-items-start justify-content-between gap-2 mb-3">
      <div>
        <div className="text-muted small" data-testid="contribution-detail-code">
          {detail.code}
        </div>
        <h2 className="h3 mb-1" data-testid="contribution-detail-title">
          {detail.title}
        </h2>
        <span className={`badge ${stateBadge(detail.stateType)} me-2`} data-testid="contribution-detail-state">
          {detail.stateName}
        </span>
        <span className="badge text-bg-light border" data-testid="contribution-detail-publish-state">
          {t(`contribution.publishState.${detail.publishState}`, { defaultValue: detail.publishState })}
        </span>
      </div>
      <div className="d-flex flex-wrap gap-2" data-testid="contribution-actions">
        {canEdit(detail) && (
          <Link
            className="btn btn-outline-primary"
            to={editPath(detail.contributionType, detail.id, detail.contributionType === 'IDEA' ? detail.competitionId : detail.campaignId)}
            data-testid="contribution-edit"
          >
            {t('entity.action.edit')}
          </Link>
        )}
        {(detail.actions ?? []).map((a) => (
          <button
            key={a.name}
            type="button"
            className="btn btn-primary"
            onClick={() => onAction(a)}
            data-testid={`contribution-action-${a.name}`}
          >
            {actionLabel(t, a.name)}
          </button>
        ))}
      </div>
    </div>
  );
}

/** Summary, body, the answered extra inputs, files and history. */
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
        <dl className="row border-top pt-3" data-testid="contribution-detail-extra-inputs">
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
      <h3 className="h6 mt-3">{t('contribution.files.title')}</h3>
      <FileList files={detail.files ?? []} />
      {canViewHistory(detail) && <HistoryTimeline contributionId={detail.id} lang={lang} />}
    </>
  );
}

export default ContributionDetailPage;
