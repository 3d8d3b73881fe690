import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { fetchAllCampaigns, fetchCampaigns } from './campaignApi';
import { CampaignCard } from './CampaignCard';
import type { Campaign } from './types';
import '../content/common/content.css';

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
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const filter = parseListFilter(search.get('filter'));
  const [data, setData] = useState<{ items: Campaign[]; total: number; now: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const q = listQuery(filter);
    (q.all ? fetchAllCampaigns : fetchCampaigns)(
      { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: q.sort, params: q.params },
      controller.signal,
    ).then(
      (r) => setData({ items: r.items, total: r.totalCount, now: Date.now() }),
      () => !controller.signal.aborted && setData({ items: [], total: 0, now: Date.now() }),
    );
    return () => controller.abort();
  }, [page, filter]);

  const go = (next: { page?: number; filter?: CampaignListFilter }) => {
    const p = new URLSearchParams(search);
    p.set('page', String(next.page ?? 1));
    p.set('filter', next.filter ?? filter);
    setSearch(p);
  };

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
      {data === null && <PageSpinner />}
      {data !== null && data.items.length === 0 && <RecordNotFound />}
      {data !== null && data.items.length > 0 && (
        <div className="row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 mb-3" data-testid="campaign-list">
          {data.items.map((c) => (
            <div className="col" key={c.id}>
              <CampaignCard campaign={c} now={data.now} />
            </div>
          ))}
        </div>
      )}
      {data !== null && data.total > 0 && (
        <Pager activePage={page} totalItems={data.total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={(p) => go({ page: p })} />
      )}
    </div>
  );
}

export default CampaignListPage;
