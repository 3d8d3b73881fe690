import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUTHORITIES, hasAnyAuthority } from '../../app/auth/authorities';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { bannerUrl } from '../content/common/images';
import { StateDialog } from '../content/common/StateDialog';
import { fetchCampaignForUpdate, fetchManagedCampaigns, updateCampaign } from './campaignApi';
import { StateBadge } from './CampaignCard';
import { archivePayload } from './form';
import { approveWording, manageActions, wordingText } from './stateMachine';
import { CAMPAIGN_STATES, type Campaign } from './types';
import '../content/common/content.css';

/** The manage segment of the current path replaced by `to` ('{id}/edit' or '{id}'), the query string kept. */
export function replaceManageSegment(pathname: string, search: string, to: string): string {
  return `${pathname.replace(/\/manage\/?$/, `/${to}`)}${search}`;
}

/** /campaign/manage: banner, title, summary and author of every campaign, with Edit, detail and Archive. */
export function CampaignManagePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const authorities = useAppSelector((s) => s.authentication.account?.authorities ?? []);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const title = search.get('title') ?? '';
  const publishState = search.get('publishState') ?? '';
  const [data, setData] = useState<{ items: Campaign[]; total: number } | null>(null);
  const [archiving, setArchiving] = useState<Campaign | null>(null);
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const params: Record<string, string> = {};
    if (title.trim()) params.title = title.trim();
    if (publishState) params.publishState = publishState;
    fetchManagedCampaigns({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'dateCreated,desc', params }, controller.signal).then(
      (r) => setData({ items: r.items, total: r.totalCount }),
      () => !controller.signal.aborted && setData({ items: [], total: 0 }),
    );
    return () => controller.abort();
  }, [page, title, publishState, reload]);

  const setQuery = (next: { page?: number; title?: string; publishState?: string }) => {
    const p = new URLSearchParams(search);
    p.set('page', String(next.page ?? 1));
    for (const key of ['title', 'publishState'] as const) {
      const value = next[key] ?? (key === 'title' ? title : publishState);
      if (value) p.set(key, value);
      else p.delete(key);
    }
    setSearch(p, { replace: next.title !== undefined });
  };

  const archive = async (c: Campaign) => {
    setBusy(true);
    try {
      const current = await fetchCampaignForUpdate(c.id);
      await updateCampaign(archivePayload(current), { successMessage: 'campaign.messages.archived' });
      setArchiving(null);
      setReload((n) => n + 1);
    } catch {
      // the API client showed the failure
    } finally {
      setBusy(false);
    }
  };

  const wording = archiving ? approveWording('ARCHIVED', archiving.campaignType) : null;
  return (
    <div className="container-xl" data-testid="campaign-manage-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('global.menu.admin.campaign')]} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('campaign.manage.title')}</h1>
        {hasAnyAuthority(authorities, [AUTHORITIES.CAMPAIGN_AUTHOR]) && (
          <Link to="/campaign/new" className="btn btn-primary" data-testid="campaign-create">
            {t('campaign.manage.create')}
          </Link>
        )}
      </div>
      <div className="row g-2 mb-3">
        <div className="col-md-5">
          <input
            className="form-control form-control-sm"
            placeholder={t('campaign.manage.filterTitle')}
            aria-label={t('campaign.manage.filterTitle')}
            value={title}
            onChange={(e) => setQuery({ title: e.target.value })}
            data-testid="campaign-filter-title"
          />
        </div>
        <div className="col-md-3">
          <select
            className="form-select form-select-sm"
            aria-label={t('campaign.publishStateLabel')}
            value={publishState}
            onChange={(e) => setQuery({ publishState: e.target.value })}
            data-testid="campaign-filter-state"
          >
            <option value="">{t('campaign.manage.anyState')}</option>
            {CAMPAIGN_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`campaign.publishState.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {data === null && <PageSpinner />}
      {data !== null && data.items.length === 0 && <RecordNotFound />}
      {data !== null && data.items.length > 0 && (
        <ul className="list-unstyled" data-testid="campaign-manage-list">
          {data.items.map((c) => {
            const actions = manageActions(c.publishState);
            const src = bannerUrl(c.bannerPreviewPath ?? c.bannerPath);
            return (
              <li key={c.id} className="card mb-2" data-testid={`campaign-row-${c.id}`} data-code={c.code}>
                <div className="row g-0 align-items-center">
                  <div className="col-4 col-md-2">
                    {src ? (
                      <img src={src} alt="" className="inno-banner-16x9 rounded-start" data-testid="campaign-row-banner" />
                    ) : (
                      <div className="inno-banner-16x9 inno-banner-empty rounded-start" />
                    )}
                  </div>
                  <div className="col-8 col-md-7 p-2">
                    <div className="d-flex align-items-center gap-2">
                      <StateBadge state={c.publishState} testId="campaign-row-state" />
                      <span className="small text-muted">{c.code}</span>
                    </div>
                    <div className="fw-semibold" data-testid="campaign-row-title">
                      {c.title}
                    </div>
                    <div className="small text-muted inno-clamp-3" data-testid="campaign-row-summary">
                      {c.summary}
                    </div>
                    <div className="small" data-testid="campaign-row-author">
                      {c.authorName}
                    </div>
                  </div>
                  <div className="col-12 col-md-3 p-2 d-flex flex-wrap gap-2 justify-content-md-end">
                    <Link
                      to={replaceManageSegment(location.pathname, location.search, String(c.id))}
                      className="btn btn-sm btn-outline-secondary"
                      data-testid={`campaign-view-${c.id}`}
                    >
                      {t('entity.action.view')}
                    </Link>
                    {actions.includes('EDIT') && (
                      <Link
                        to={replaceManageSegment(location.pathname, location.search, `${c.id}/edit`)}
                        className="btn btn-sm btn-outline-primary"
                        data-testid={`campaign-edit-${c.id}`}
                      >
                        {t('entity.action.edit')}
                      </Link>
                    )}
                    {actions.includes('ARCHIVE') && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-dark"
                        onClick={() => setArchiving(c)}
                        data-testid={`campaign-archive-${c.id}`}
                      >
                        {t('campaign.actions.ARCHIVE')}
                      </button>
                    )}
                    {hasAnyAuthority(authorities, [AUTHORITIES.CAMPAIGN_EDITOR]) && (
                      <Link
                        to={`/campaign/${c.id}/delete`}
                        className="btn btn-sm btn-outline-danger"
                        data-testid={`campaign-delete-${c.id}`}
                      >
                        {t('entity.action.delete')}
                      </Link>
                    )}
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data !== null && data.total > 0 && (
        <Pager activePage={page} totalItems={data.total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={(p) => setQuery({ page: p })} />
      )}
      {archiving && wording && (
        <StateDialog
          testId="campaign-approve-dialog"
          title={t('campaign.approve.title')}
          question={wordingText((k, o) => t(k, o ?? {}), wording.question)}
          info={wording.info ? wordingText((k, o) => t(k, o ?? {}), wording.info) : undefined}
          confirmLabel={t('campaign.actions.ARCHIVE')}
          confirmVariant="warning"
          busy={busy}
          onCancel={() => setArchiving(null)}
          onConfirm={() => void archive(archiving)}
        />
      )}
    </div>
  );
}

export default CampaignManagePage;
