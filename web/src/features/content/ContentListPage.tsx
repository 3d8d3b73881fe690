import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { fetchContents } from './contentApi';
import { ContentCard } from './ContentCard';
import { contentLayout } from './form';
import { CONTENT_SORT_FIELDS, DEFAULT_CONTENT_SORT, type Content, type ContentSortField } from './types';
import './common/content.css';

/** 'title,asc' → field and direction; anything unknown falls back to publishDate,desc. */
export function parseContentSort(raw: string | null): { field: ContentSortField; dir: 'asc' | 'desc' } {
  const [field, dir] = (raw ?? DEFAULT_CONTENT_SORT).split(',');
  if ((CONTENT_SORT_FIELDS as readonly string[]).includes(field) && (dir === 'asc' || dir === 'desc'))
    return { field: field as ContentSortField, dir };
  return { field: 'publishDate', dir: 'desc' };
}

/** /content: the public paged list, sortable (default publishDate, newest first); page and sort live in the query string. */
export function ContentListPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const [search, setSearch] = useSearchParams();
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const sort = parseContentSort(search.get('sort'));
  const [data, setData] = useState<{ items: Content[]; total: number } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetchContents({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: `${sort.field},${sort.dir}` }, language, controller.signal).then(
      (r) => setData({ items: r.items, total: r.totalCount }),
      () => !controller.signal.aborted && setData({ items: [], total: 0 }),
    );
    return () => controller.abort();
  }, [page, sort.field, sort.dir, language]);

  const update = (next: { page?: number; field?: ContentSortField; dir?: 'asc' | 'desc' }) => {
    const p = new URLSearchParams(search);
    p.set('page', String(next.page ?? 1));
    p.set('sort', `${next.field ?? sort.field},${next.dir ?? sort.dir}`);
    setSearch(p);
  };

  const layout = contentLayout(data?.items.length ?? 0);
  return (
    <div className="container-xl" data-testid="content-list-page">
      <BreadcrumbBar items={[t('global.menu.home'), t('content.list.title')]} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t('content.list.title')}</h1>
        <div className="d-flex gap-2 align-items-center">
          <label htmlFor="content-sort" className="small text-muted text-nowrap">
            {t('content.list.sortBy')}
          </label>
          <select
            id="content-sort"
            className="form-select form-select-sm"
            value={sort.field}
            onChange={(e) => update({ field: e.target.value as ContentSortField })}
            data-testid="content-sort"
          >
            {CONTENT_SORT_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`content.sort.${f}`)}
              </option>
            ))}
          </select>
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary text-nowrap"
            onClick={() => update({ dir: sort.dir === 'asc' ? 'desc' : 'asc' })}
            aria-label={t(sort.dir === 'asc' ? 'content.list.ascending' : 'content.list.descending')}
            title={t(sort.dir === 'asc' ? 'content.list.ascending' : 'content.list.descending')}
            data-testid="content-sort-dir"
            data-dir={sort.dir}
          >
            {sort.dir === 'asc' ? '↑' : '↓'}
          </button>
        </div>
      </div>
      {data === null && <PageSpinner />}
      {data !== null && data.items.length === 0 && <RecordNotFound />}
      {data !== null && data.items.length > 0 && (
        <div
          className={layout === 'grid' ? 'row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 mb-3' : 'mb-3'}
          data-testid={`content-${layout}`}
        >
          {data.items.map((c) => (
            <ContentCard key={c.id} item={c} layout={layout} />
          ))}
        </div>
      )}
      {data !== null && data.total > 0 && (
        <Pager activePage={page} totalItems={data.total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={(p) => update({ page: p })} />
      )}
    </div>
  );
}

export default ContentListPage;
