import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PagedTable } from '../../shared/ResponsiveTable/PagedTable';
import { RowActions } from '../../shared/ResponsiveTable/RowActions';
import type { ContributionType } from '../contribution/types';
import { useDeleteFieldMutation, useFieldsQuery, useSaveFieldMutation } from './contributionAdminApi';
import { DeleteOrDeactivateDialog } from './DeleteOrDeactivateDialog';
import { FieldDialog } from './FieldDialog';
import { fieldTitle } from './fieldForm';
import { FieldUsersDialog } from './FieldUsersDialog';
import { typeKey } from './model';
import { TypeGate } from './TypeGate';
import type { ContributionField } from './types';
import { ActiveBadge } from './ActiveBadge';

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
      <PagedTable
        list={list}
        page={page}
        onPage={setPage}
        spinner
        label={heading}
        className="table-striped table-sm align-middle"
        data-testid="field-table"
        head={
          <>
            <th>{t('global.field.id')}</th>
            <th>{t('contributionAdmin.field.titleLabel')}</th>
            <th>{t('contributionAdmin.field.translations')}</th>
            <th>{t('contributionAdmin.common.active')}</th>
            <th>{t('contributionAdmin.field.sortOrder')}</th>
            <th className="d-print-none" />
          </>
        }
        row={(f) => (
          <tr key={f.id} data-testid={`field-row-${f.id}`}>
            <td>{f.id}</td>
            <td data-testid={`field-title-${f.id}`}>{title(f)}</td>
            <td className="small text-muted">{f.definitionList.map((d) => `${d.language}: ${d.title}`).join(' · ')}</td>
            <td>
              <ActiveBadge active={f.isActive} />
            </td>
            <td>{f.sortOrder}</td>
            <RowActions prefix="field" id={f.id} onEdit={() => setEditing(f)} onDelete={() => setDeleting(f)}>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary me-1"
                onClick={() => setPeople(f)}
                data-testid={`field-users-${f.id}`}
              >
                {t('contributionAdmin.fieldUser.button')}
              </button>
            </RowActions>
          </tr>
        )}
      />
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
