import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { useListSearch } from '../publishing/listSearch';
import { PagedItems } from '../publishing/PagedItems';
import { useCampaignsQuery } from './campaignApi';
import { CampaignCard } from './CampaignCard';
import '../publishing/publishing.css';

export const CAMPAIGN_LIST_FILTERS = ['all', 'open', 'closed'] as const;
export type CampaignListFilter = (typeof CAMPAIGN_LIST_FILTERS)[number];

export function parseListFilter(raw: string | null): CampaignListFilter {
  return (CAMPAIGN_LIST_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as CampaignListFilter) : 'all';
}

/**
 * The list call for a filter: open ones (GET api/v3/campaigns?open=true) by the nearest end,
 * closed ones (?closed=true) and all of them (GET api/v3/campaigns/all) by the latest end.
 */
export function listQuery(filter: CampaignListFilter): { all: boolean; params?: Record<string, boolean>; sort: string } {
  if (filter === 'open') return { all: false, params: { open: true }, sort: 'dateSubmissionEnd,asc' };
  if (filter === 'closed') return { all: false, params: { closed: true }, sort: 'dateSubmissionEnd,desc' };
  return { all: true, sort: 'dateSubmissionEnd,desc' };
}

/** /campaign: the published campaigns the caller may see, open and closed, paged. */
export function CampaignListPage() {
  const { t } = useTranslation();
  const { search, page, go: goTo } = useListSearch();
  const filter = parseListFilter(search.get('filter'));
  const list = useCampaignsQuery({ page: page - 1, size: DEFAULT_PAGE_SIZE, ...listQuery(filter) });
  // the moment the page was read: the cards count down from it
  const now = list.fulfilledTimeStamp ?? 0;

  const go = (next: { page?: number; filter?: CampaignListFilter }) => goTo({ page: next.page ?? 1, filter: next.filter ?? filter });

  return (
    <div className="container-xl" data-testid="campaign-list-page">
      <BreadcrumbBar items={[t('global.menu.home'), t('campaign.list.title')]} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('campaign.list.title')}</h1>
        <div className="btn-group btn-group-sm" role="group" aria-label={t('campaign.list.filter')}>
          {CAMPAIGN_LIST_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn ${f === filter ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={f === filter}
              onClick={() => go({ filter: f })}
              data-testid={`campaign-filter-${f}`}
            >
              {t(`campaign.list.filters.${f}`)}
            </button>
          ))}
        </div>
      </div>
      <PagedItems list={list} page={page} onPage={(p) => go({ page: p })}>
        {(items) => (
          <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 mb-3" data-testid="campaign-list">
            {items.map((c) => (
              <div className="col" key={c.id}>
                <CampaignCard campaign={c} now={now} heading="h2" />
              </div>
            ))}
          </div>
        )}
      </PagedItems>
    </div>
  );
}

export default CampaignListPage;
