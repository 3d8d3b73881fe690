import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFoundPage } from '../../shared/RecordNotFound';
import { useContributionQuery, useFieldOptionsQuery, useHistoryQuery, useLifeCycleStatesOrderedQuery } from './contributionApi';
import { canViewHistory, has } from './detail';
import { DetailHeader } from './DetailHeader';
import { DetailSidebar } from './DetailSidebar';
import { DetailTabs } from './DetailTabs';
import { LifeCyclePath } from './LifeCyclePath';
import { ENDING_TYPES, pathSteps } from './lifeCyclePath';
import { imageUrl, listPath, parseId } from './paths';
import { useDetailActions } from './useDetailActions';

/** /contribution/view/{id} (our route: docs/decisions.md "Contribution routes"). */
export function ContributionDetailPage() {
  const params = useParams();
  const id = parseId(params.id);
  if (id === null) return <RecordNotFoundPage />;
  return <ContributionDetailView key={id} id={id} />;
}

/** The page: header with the path and the actions, the banner and the tabs, the side panel. */
function ContributionDetailView({ id }: { id: number }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  // An action or a command answers with the contribution: the cache holds the answer, so the page follows it.
  const query = useContributionQuery({ id, langkey: lang });
  const detail = query.data;
  const actions = useDetailActions(detail, lang);
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
      return <RecordNotFoundPage />;
    }
    return <PageSpinner />;
  }

  const typeLabel = t(`contribution.types.${detail.contributionType}`, { defaultValue: detail.contributionType });
  const banner = imageUrl(detail.bannerPath ?? detail.bannerPreviewPath);
  const leftFrom = stateHistory
    ?.filter((h) => h.toStateId === detail.stateId)
    .sort((a, b) => String(b.createdDate).localeCompare(String(a.createdDate)))[0]?.fromStateId;
  const steps = pathSteps(states ?? [], detail.stateId, leftFrom);

  return (
    <div className="container-xl" data-testid="contribution-detail-page">
      <BreadcrumbBar items={[typeLabel, detail.code]}>
        <Link className="btn btn-sm btn-outline-secondary" to={listPath(detail.contributionType, 0, 'all')} data-testid="contribution-back">
          {t('entity.action.back')}
        </Link>
      </BreadcrumbBar>
      <DetailHeader detail={detail} typeLabel={typeLabel} states={states ?? []} onAction={(a, kind) => void actions.start(a, kind)}>
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
      {actions.dialogs}
    </div>
  );
}

export default ContributionDetailPage;
