import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListResult } from '../../app/api/baseApi';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { bannerUrl } from './images';
import { PagedItems } from './PagedItems';
import type { BannerKind, BannerValue } from './types';
import './publishing.css';
import { Cover } from '../../shared/Cover';

/**
 * /{entity}/manage: every item (drafts too) for authors and editors, with the create link, the title
 * filter (and the kind's own filters), the rows and the pager. Test ids: {entity}-manage-page,
 * {entity}-create, {entity}-filter-title, {entity}-manage-list.
 */
export function ManageListPage<T extends { id: number }>({
  entity,
  canCreate,
  title,
  onTitle,
  filters,
  list,
  page,
  onPage,
  row,
  children,
}: {
  entity: BannerKind;
  canCreate: boolean;
  title: string;
  onTitle: (title: string) => void;
  /** the kind's own filters, after the title */
  filters?: ReactNode;
  list: { data?: ListResult<T>; isError: boolean };
  page: number;
  onPage: (page: number) => void;
  row: (item: T) => ReactNode;
  /** the page's dialogs */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="container-xl" data-testid={`${entity}-manage-page`}>
      <BreadcrumbBar items={[t('global.menu.admin.main'), t(`global.menu.admin.${entity}`)]} />
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h1 className="h3 mb-0">{t(`${entity}.manage.title`)}</h1>
        {canCreate && (
          <Link to={`/${entity}/new`} className="btn btn-primary" data-testid={`${entity}-create`}>
            {t(`${entity}.manage.create`)}
          </Link>
        )}
      </div>
      <div className="row g-2 mb-3">
        <div className="col-md-5">
          <input
            className="form-control form-control-sm"
            placeholder={t(`${entity}.manage.filterTitle`)}
            aria-label={t(`${entity}.manage.filterTitle`)}
            value={title}
            onChange={(e) => onTitle(e.target.value)}
            data-testid={`${entity}-filter-title`}
          />
        </div>
        {filters}
      </div>
      <PagedItems list={list} page={page} onPage={onPage}>
        {(items) => (
          <ul className="list-unstyled" data-testid={`${entity}-manage-list`}>
            {items.map(row)}
          </ul>
        )}
      </PagedItems>
      {children}
    </div>
  );
}

/** One row of a manage list: the banner's preview, what the kind shows of the item, and its actions. */
export function ManageRow({
  entity,
  item,
  code,
  children,
  actions,
}: {
  entity: BannerKind;
  item: { id: number } & BannerValue;
  /** the campaign's code, as data-code */
  code?: string;
  children: ReactNode;
  actions: ReactNode;
}) {
  const src = bannerUrl(item.bannerPreviewPath ?? item.bannerPath);
  return (
    <li className="card mb-2" data-testid={`${entity}-row-${item.id}`} data-code={code}>
      <div className="row g-0 align-items-center">
        <div className="col-4 col-md-2">
          {src ? (
            <img src={src} alt="" className="inno-banner-16x9 rounded-start" data-testid={`${entity}-row-banner`} />
          ) : (
            <Cover
              kind={(item as { categoryIcon?: string }).categoryIcon ?? (item as { campaignType?: string }).campaignType ?? entity}
              className="rounded-start"
            />
          )}
        </div>
        <div className="col-8 col-md-7 p-2">{children}</div>
        <div className="col-12 col-md-3 p-2 d-flex flex-wrap gap-2 justify-content-md-end">{actions}</div>
      </div>
    </li>
  );
}

/** A row's action link (view, edit, delete). */
export function RowLink({ to, variant, testId, children }: { to: string; variant: string; testId: string; children: ReactNode }) {
  return (
    <Link to={to} className={`btn btn-sm btn-outline-${variant}`} data-testid={testId}>
      {children}
    </Link>
  );
}
