import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { formatDateTime } from '../../shared/format';
import { useOrganizationListQuery } from './organizationApi';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** /organization: the paged list of every node (GET /api/v3/organizations-list). */
export function OrganizationListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useOrganizationListQuery(page);
  // A failed read was shown by the API client's toast; the page then says there is nothing to show.
  const rows = list.isError ? [] : (list.data?.items ?? null);
  const total = list.data?.totalCount ?? 0;

  return (
    <div className="container-xl" data-testid="organization-list-page">
      <BreadcrumbBar items={[t('admin.title'), t('organization.list.title')]} />
      <div className="d-flex justify-content-between mb-2">
        <h1 className="h4">{t('organization.list.title')}</h1>
        <Link to="/admin/organization-tree" className="btn btn-outline-primary">
          {t('organization.tree.title')}
        </Link>
      </div>
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <ResponsiveTable label={t('organization.list.title')} className="table-striped table-sm" data-testid="organization-table">
          <thead>
            <tr>
              <th>{t('global.field.id')}</th>
              <th>{t('organization.name')}</th>
              <th>{t('organization.code')}</th>
              <th>{t('organization.kindLabel')}</th>
              <th>{t('organization.parent')}</th>
              <th>{t('organization.isActive')}</th>
              <th>{t('organization.userCount')}</th>
              <th>{t('userManagement.createdDate')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((o) => (
              <tr key={o.id} data-testid={`organization-row-${o.id}`}>
                <td>{o.id}</td>
                <td>{o.name}</td>
                <td>{o.code}</td>
                <td>{t(`organization.kinds.${o.kind}`)}</td>
                <td>{o.parentId ?? ''}</td>
                <td>{o.isActive ? t('organization.active') : t('organization.inactive')}</td>
                <td>{o.userCount}</td>
                <td>{formatDateTime(o.createdDate)}</td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      <Pager activePage={page} totalItems={total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
    </div>
  );
}

export default OrganizationListPage;
