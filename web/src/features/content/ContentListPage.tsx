import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { DEFAULT_PAGE_SIZE, parseSort, sortParam } from '../../shared/pager';
import { useListSearch } from '../publishing/listSearch';
import { PagedItems } from '../publishing/PagedItems';
import { useContentsQuery } from './contentApi';
import { ContentCard } from './ContentCard';
import { contentLayout } from './form';
import { CONTENT_SORT_FIELDS, DEFAULT_CONTENT_SORT, type ContentSortField } from './types';
import '../publishing/publishing.css';

/** /content: the public paged list, sortable (default publishDate, newest first); page and sort live in the query string. */
export function ContentListPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { search, page, go } = useListSearch();
  const sort = parseSort(search.get('sort'), CONTENT_SORT_FIELDS, DEFAULT_CONTENT_SORT);
  const list = useContentsQuery({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: sortParam(sort), language });

  const update = (next: { page?: number } & Partial<typeof sort>) => go({ page: next.page ?? 1, sort: sortParam({ ...sort, ...next }) });

  const layout = contentLayout(list.data?.items.length ?? 0);
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
            onClick={() => update({ order: sort.order === 'asc' ? 'desc' : 'asc' })}
            aria-label={t(sort.order === 'asc' ? 'content.list.ascending' : 'content.list.descending')}
            title={t(sort.order === 'asc' ? 'content.list.ascending' : 'content.list.descending')}
            data-testid="content-sort-dir"
            data-dir={sort.order}
          >
            {sort.order === 'asc' ? '↑' : '↓'}
          </button>
        </div>
      </div>
      <PagedItems list={list} page={page} onPage={(p) => update({ page: p })}>
        {(items) => (
          <div
            className={layout === 'grid' ? 'row row-cols-1 row-cols-md-2 row-cols-lg-3 g-3 mb-3' : 'mb-3'}
            data-testid={`content-${layout}`}
          >
            {items.map((c) => (
              <ContentCard key={c.id} item={c} layout={layout} />
            ))}
          </div>
        )}
      </PagedItems>
    </div>
  );
}

export default ContentListPage;
