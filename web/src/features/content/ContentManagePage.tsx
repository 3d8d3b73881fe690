import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AUTHORITIES, hasAnyAuthority } from '../../app/auth/authorities';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { formatDateTime } from '../../shared/format';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { bannerUrl } from './common/images';
import { fetchManagedContents } from './contentApi';
import { CategoryLabel } from './ContentCard';
import type { Content, ContentPublishState } from './types';
import './common/content.css';

const STATE_BADGE: Record<ContentPublishState, string> = {
  DRAFT: 'text-bg-secondary',
  PUBLISHED: 'text-bg-success',
  ARCHIVED: 'text-bg-dark',
};

/** What a manager may do with an item: edit (author or editor, not archived), delete (editor). */
export function contentManageActions(
  item: Pick<Content, 'publishState'>,
  authorities: readonly string[],
): { edit: boolean; delete: boolean } {
  return {
    edit: item.publishState !== 'ARCHIVED' && hasAnyAuthority(authorities, [AUTHORITIES.CONTENT_AUTHOR, AUTHORITIES.CONTENT_EDITOR]),
    delete: hasAnyAuthority(authorities, [AUTHORITIES.CONTENT_EDITOR]),
  };
}

/** /content/manage: every item (drafts too) for authors and editors, with a create link and paging. */
export function ContentManagePage() {
  const { t } = useTranslation();
  const authorities = useAppSelector((s) => s.authentication.account?.authorities ?? []);
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const title = search.get('title') ?? '';
  const [data, setData] = useState<{ items: Content[]; total: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    const params = title.trim() ? { title: title.trim() } : undefined;
    fetchManagedContents({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: 'dateCreated,desc', params }, controller.signal).then(
      (r) => setData({ items: r.items, total: r.totalCount }),
      () => !controller.signal.aborted && setData({ items: [], total: 0 }),
    );
    return () => controller.abort();
  }, [page, title]);

  const setQuery = (next: { page?: number; title?: string }) => {
    const p = new URLSearchParams(search);
    p.set('page', String(next.page ?? 1));
    const tt = next.title ?? title;
    if (tt) p.set('title', tt);
    else p.delete('title');
    setSearch(p, { replace: next.title !== undefined });
  };

  return (
    <div className="container-xl" data-testid="content-manage-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('global.menu.admin.content')]} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('content.manage.title')}</h1>
        {hasAnyAuthority(authorities, [AUTHORITIES.CONTENT_AUTHOR]) && (
          <Link to="/content/new" className="btn btn-primary" data-testid="content-create">
            {t('content.manage.create')}
          </Link>
        )}
      </div>
      <div className="row mb-3">
        <div className="col-md-5">
          <input
            className="form-control form-control-sm"
            placeholder={t('content.manage.filterTitle')}
            aria-label={t('content.manage.filterTitle')}
            value={title}
            onChange={(e) => setQuery({ title: e.target.value })}
            data-testid="content-filter-title"
          />
        </div>
      </div>
      {data === null && <PageSpinner />}
      {data !== null && data.items.length === 0 && <RecordNotFound />}
      {data !== null && data.items.length > 0 && (
        <ul className="list-unstyled" data-testid="content-manage-list">
          {data.items.map((c) => {
            const can = contentManageActions(c, authorities);
            const src = bannerUrl(c.bannerPreviewPath ?? c.bannerPath);
            return (
              <li key={c.id} className="card mb-2" data-testid={`content-row-${c.id}`}>
                <div className="row g-0 align-items-center">
                  <div className="col-4 col-md-2">
                    {src ? (
                      <img src={src} alt="" className="inno-banner-16x9 rounded-start" />
                    ) : (
                      <div className="inno-banner-16x9 inno-banner-empty rounded-start" />
                    )}
                  </div>
                  <div className="col-8 col-md-7 p-2">
                    <CategoryLabel name={c.category} icon={c.categoryIcon} />
                    <div className="fw-semibold" data-testid="content-row-title">
                      {c.title}
                    </div>
                    <div className="small text-muted">
                      <span className={`badge ${STATE_BADGE[c.publishState] ?? 'text-bg-light'} me-2`} data-testid="content-row-state">
                        {t(`content.publishState.${c.publishState}`)}
                      </span>
                      {c.publishDate && (
                        <span className="me-2">{t('content.detail.published', { date: formatDateTime(c.publishDate) })}</span>
                      )}
                      <span className="me-2">{t('content.manage.until', { date: formatDateTime(c.lastDate) })}</span>
                      <span>{c.authorName}</span>
                    </div>
                  </div>
                  <div className="col-12 col-md-3 p-2 d-flex gap-2 justify-content-md-end">
                    {c.publishState === 'PUBLISHED' && (
                      <Link to={`/content/${c.id}`} className="btn btn-sm btn-outline-secondary" data-testid={`content-view-${c.id}`}>
                        {t('entity.action.view')}
                      </Link>
                    )}
                    {can.edit && (
                      <Link to={`/content/${c.id}/edit`} className="btn btn-sm btn-outline-primary" data-testid={`content-edit-${c.id}`}>
                        {t('entity.action.edit')}
                      </Link>
                    )}
                    {can.delete && (
                      <Link to={`/content/${c.id}/delete`} className="btn btn-sm btn-outline-danger" data-testid={`content-delete-${c.id}`}>
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
    </div>
  );
}

export default ContentManagePage;
