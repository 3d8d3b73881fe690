import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import type { ContributionType } from '../contribution/types';
import { useDeleteFieldMutation, useFieldsQuery, useSaveFieldMutation } from './contributionAdminApi';
import { DeleteOrDeactivateDialog } from './DeleteOrDeactivateDialog';
import { FieldDialog } from './FieldDialog';
import { fieldTitle } from './fieldForm';
import { FieldUsersDialog } from './FieldUsersDialog';
import { typeKey } from './model';
import { TypeGate } from './TypeGate';
import type { ContributionField } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** /contribution-field/{type}: the type's fields with their titles per language and their people. */
export function ContributionFieldPage() {
  const { type } = useParams();
  return <TypeGate value={type}>{(t) => <FieldAdmin key={t} type={t} />}</TypeGate>;
}

/** The fields of a type; a save or delete refreshes the list (tag 'Field'). */
function FieldAdmin({ type }: { type: ContributionType }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ContributionField | 'new' | null>(null);
  const [people, setPeople] = useState<ContributionField | null>(null);
  const [deleting, setDeleting] = useState<ContributionField | null>(null);
  const list = useFieldsQuery({ type, page: page - 1, size: DEFAULT_PAGE_SIZE, sort: ['sortOrder,asc', 'id,asc'] });
  // A failed read was shown by the API client's toast; the table then says there is nothing to show.
  const rows = list.isError ? [] : (list.data?.items ?? null);
  const [deleteField] = useDeleteFieldMutation();
  const [saveField] = useSaveFieldMutation();
  const title = (f: ContributionField) => fieldTitle(f, i18n.language, t('contributionAdmin.common.undefined'));

  const heading = t('contributionAdmin.field.title', { type: t(typeKey(type)) });
  return (
    <div className="container-xl" data-testid="field-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), heading]} />
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h1 className="h4 mb-0">{heading}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="field-create">
          {t('contributionAdmin.field.create')}
        </button>
      </div>
      {rows === null && <PageSpinner />}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <ResponsiveTable label={heading} className="table-striped table-sm align-middle" data-testid="field-table">
          <thead>
            <tr>
              <th>{t('global.field.id')}</th>
              <th>{t('contributionAdmin.field.titleLabel')}</th>
              <th>{t('contributionAdmin.field.translations')}</th>
              <th>{t('contributionAdmin.common.active')}</th>
              <th>{t('contributionAdmin.field.sortOrder')}</th>
              <th className="d-print-none" />
            </tr>
          </thead>
          <tbody>
            {rows.map((f) => (
              <tr key={f.id} data-testid={`field-row-${f.id}`}>
                <td>{f.id}</td>
                <td data-testid={`field-title-${f.id}`}>{title(f)}</td>
                <td className="small text-muted">{f.definitionList.map((d) => `${d.language}: ${d.title}`).join(' · ')}</td>
                <td>
                  <span className={`badge text-bg-${f.isActive ? 'success' : 'secondary'}`}>
                    {f.isActive ? t('contributionAdmin.common.active') : t('contributionAdmin.common.inactive')}
                  </span>
                </td>
                <td>{f.sortOrder}</td>
                <td className="text-nowrap text-end d-print-none">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary me-1"
                    onClick={() => setPeople(f)}
                    data-testid={`field-users-${f.id}`}
                  >
                    {t('contributionAdmin.fieldUser.button')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary me-1"
                    onClick={() => setEditing(f)}
                    data-testid={`field-edit-${f.id}`}
                  >
                    {t('entity.action.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setDeleting(f)}
                    data-testid={`field-delete-${f.id}`}
                  >
                    {t('entity.action.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </ResponsiveTable>
      )}
      <Pager activePage={page} totalItems={list.data?.totalCount ?? 0} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
      {editing !== null && <FieldDialog type={type} field={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {people !== null && <FieldUsersDialog field={people} title={title(people)} onClose={() => setPeople(null)} />}
      {deleting !== null && (
        <DeleteOrDeactivateDialog
          prefix="field"
          message={t('contributionAdmin.field.deleteQuestion', { name: title(deleting) })}
          inUseMessage={t('contributionAdmin.field.inUse')}
          inUseKey="contributionFieldInUse"
          active={deleting.isActive}
          remove={() => deleteField({ type, id: deleting.id })}
          deactivate={() => saveField({ type, body: { ...deleting, isActive: false } })}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

export default ContributionFieldPage;
