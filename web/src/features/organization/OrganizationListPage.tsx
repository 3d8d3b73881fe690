import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { formatDateTime } from '../../shared/format';
import { useOrganizationListQuery } from './organizationApi';
import { PagedTable } from '../../shared/ResponsiveTable/PagedTable';

/** /organization: the paged list of every node (GET /api/v3/organizations-list). */
export function OrganizationListPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const list = useOrganizationListQuery(page);

  return (
    <div className="container-xl" data-testid="organization-list-page">
      <BreadcrumbBar items={[t('admin.title'), t('organization.list.title')]} />
      <div className="d-flex justify-content-between mb-2">
        <h1 className="h4">{t('organization.list.title')}</h1>
        <Link to="/admin/organization-tree" className="btn btn-outline-primary">
          {t('organization.tree.title')}
        </Link>
      </div>
      <PagedTable
        list={list}
        page={page}
        onPage={setPage}
        label={t('organization.list.title')}
        className="table-striped table-sm"
        data-testid="organization-table"
        head={
          <>
            <th>{t('global.field.id')}</th>
            <th>{t('organization.name')}</th>
            <th>{t('organization.code')}</th>
            <th>{t('organization.kindLabel')}</th>
            <th>{t('organization.parent')}</th>
            <th>{t('organization.isActive')}</th>
            <th>{t('organization.userCount')}</th>
            <th>{t('userManagement.createdDate')}</th>
          </>
        }
        row={(o) => (
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
        )}
      />
    </div>
  );
}

export default OrganizationListPage;
