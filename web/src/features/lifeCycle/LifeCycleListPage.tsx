import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { useConfirm } from '../../shared/ConfirmDialog';
import { formatDateTime } from '../../shared/format';
import { LifeCycleDialog } from './dialogs/LifeCycleDialog';
import { useEnumLabel } from './labels';
import { useDeleteLifeCycleMutation, useLifeCyclesQuery } from './lifeCycleApi';
import type { LifeCycle } from './types';
import { PagedTable } from '../../shared/ResponsiveTable/PagedTable';

/** /life-cycle: the paged list of life cycles (GET api/v3/life-cycles). */
export function LifeCycleListPage() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const navigate = useNavigate();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const list = useLifeCyclesQuery({ page: page - 1, size: DEFAULT_PAGE_SIZE });
  const [deleteLifeCycle] = useDeleteLifeCycleMutation();
  const [confirm, confirmDialog] = useConfirm();

  // A refused delete (defaultLifeCycleRequired, lifeCycleInUse) was shown by the API client as error.<errorKey>.
  const remove = async (lc: LifeCycle) => {
    if (await confirm({ message: t('lifeCycle.list.deleteQuestion', { name: lc.name }) })) void deleteLifeCycle(lc.id);
  };

  return (
    <div className="container-xl" data-testid="life-cycle-list-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('lifeCycle.list.title')]} />
      {confirmDialog}
      <div className="d-flex justify-content-between mb-2">
        <h1 className="h4">{t('lifeCycle.list.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="life-cycle-create">
          {t('lifeCycle.list.create')}
        </button>
      </div>
      <PagedTable
        list={list}
        page={page}
        onPage={setPage}
        label={t('lifeCycle.list.title')}
        className="table-striped table-sm align-middle"
        data-testid="life-cycle-table"
        head={
          <>
            <th>{t('global.field.id')}</th>
            <th>{t('lifeCycle.name')}</th>
            <th>{t('lifeCycle.contributionType')}</th>
            <th>{t('lifeCycle.isDefault')}</th>
            <th>{t('lifeCycle.isActive')}</th>
            <th>{t('lifeCycle.stateCount')}</th>
            <th>{t('lifeCycle.contributionCount')}</th>
            <th>{t('lifeCycle.createdDate')}</th>
            <th />
          </>
        }
        row={(lc) => (
          <tr key={lc.id} data-testid={`life-cycle-row-${lc.id}`}>
            <td>{lc.id}</td>
            <td>
              <Link to={`/life-cycle/${lc.id}/edit`} data-testid={`life-cycle-open-${lc.id}`}>
                {lc.name}
              </Link>
            </td>
            <td>{enumLabel('contributionType', lc.contributionType)}</td>
            <td>
              {lc.isDefault && (
                <span className="badge text-bg-primary" data-testid={`life-cycle-default-${lc.contributionType}`}>
                  {t('lifeCycle.isDefault')}
                </span>
              )}
            </td>
            <td>{lc.isActive ? t('lifeCycle.active') : t('lifeCycle.inactive')}</td>
            <td>{lc.stateCount ?? 0}</td>
            <td>{lc.contributionCount ?? 0}</td>
            <td>{formatDateTime(lc.createdDate ?? null)}</td>
            <td className="text-end">
              <span className="btn-group btn-group-sm">
                <Link to={`/life-cycle/${lc.id}/edit`} className="btn btn-outline-primary">
                  {t('entity.action.edit')}
                </Link>
                <button
                  type="button"
                  className="btn btn-outline-danger"
                  onClick={() => remove(lc)}
                  data-testid={`life-cycle-delete-${lc.id}`}
                >
                  {t('entity.action.delete')}
                </button>
              </span>
            </td>
          </tr>
        )}
      />
      {creating && (
        <LifeCycleDialog
          onClose={(created) => {
            setCreating(false);
            if (created) void navigate(`/life-cycle/${created.id}/edit`);
          }}
        />
      )}
    </div>
  );
}

export default LifeCycleListPage;
