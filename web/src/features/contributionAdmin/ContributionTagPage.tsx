import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PagedTable } from '../../shared/ResponsiveTable/PagedTable';
import { RowActions } from '../../shared/ResponsiveTable/RowActions';
import { DeleteOrDeactivateDialog } from './DeleteOrDeactivateDialog';
import type { Tag } from '../contribution/types';
import { sortParam, toggleSort, type Sort } from '../../shared/pager';
import { tagPayload, tagToForm, type TagSortField } from './model';
import { TagDialog } from './TagDialog';
import { useAdminTagsQuery, useDeleteTagMutation, useUpdateTagMutation } from './tagApi';
import { ActiveBadge } from './ActiveBadge';
import { SortHeader } from '../../shared/ResponsiveTable/SortHeader';

const DEFAULT_SORT: Sort<TagSortField> = { field: 'name', order: 'asc' };

/** /contribution-tag: every tag with its usage count; create, edit, delete (or deactivate when in use). */
export function ContributionTagPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [sort, setSort] = useState<Sort<TagSortField>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Tag | null>(null);
  const list = useAdminTagsQuery({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: sortParam(sort), name: applied.trim() });
  const [deleteTag] = useDeleteTagMutation();
  const [updateTag] = useUpdateTagMutation();

  const search = (e: FormEvent) => {
    e.preventDefault();
    setApplied(name);
    setPage(1);
  };

  const header = (field: TagSortField, label: string) => (
    <SortHeader
      label={label}
      order={sort.field === field ? sort.order : null}
      onSort={() => setSort((s) => toggleSort(s, field))}
      data-testid={`tag-sort-${field}`}
    />
  );

  return (
    <div className="container-xl" data-testid="tag-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('contributionAdmin.tag.title')]} />
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h1 className="h4 mb-0">{t('contributionAdmin.tag.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="tag-create">
          {t('contributionAdmin.tag.create')}
        </button>
      </div>
      <form className="d-flex gap-2 mb-3 d-print-none" onSubmit={search} data-testid="tag-filters">
        <input
          className="form-control form-control-sm"
          style={{ maxWidth: '20rem' }}
          value={name}
          placeholder={t('contributionAdmin.tag.name')}
          aria-label={t('contributionAdmin.tag.name')}
          onChange={(e) => setName(e.target.value)}
          data-testid="tag-filter-name"
        />
        <button type="submit" className="btn btn-sm btn-primary" data-testid="tag-filter-submit">
          {t('entity.action.search')}
        </button>
      </form>
      <PagedTable
        list={list}
        page={page}
        onPage={setPage}
        spinner
        label={t('contributionAdmin.tag.title')}
        className="table-striped table-sm align-middle"
        data-testid="tag-table"
        head={
          <>
            {header('id', t('global.field.id'))}
            {header('name', t('contributionAdmin.tag.name'))}
            <th>{t('contributionAdmin.tag.description')}</th>
            {header('isActive', t('contributionAdmin.common.active'))}
            <th>{t('contributionAdmin.tag.usageCount')}</th>
            <th className="d-print-none" />
          </>
        }
        row={(tag: Tag) => (
          <tr key={tag.id} data-testid={`tag-row-${tag.name}`}>
            <td>{tag.id}</td>
            <td>{tag.name}</td>
            <td className="small">{tag.description}</td>
            <td>
              <ActiveBadge active={tag.isActive} data-testid={`tag-active-${tag.name}`} />
            </td>
            <td data-testid={`tag-usage-${tag.name}`}>{tag.usageCount}</td>
            <RowActions prefix="tag" id={tag.name} onEdit={() => setEditing(tag)} onDelete={() => setDeleting(tag)} />
          </tr>
        )}
      />
      {editing !== null && <TagDialog tag={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting !== null && (
        <DeleteOrDeactivateDialog
          prefix="tag"
          message={t('contributionAdmin.tag.deleteQuestion', { name: deleting.name })}
          inUseMessage={t('contributionAdmin.tag.inUse', { count: deleting.usageCount })}
          inUseKey="tagInUse"
          active={deleting.isActive}
          remove={() => deleteTag(deleting.id)}
          deactivate={() => updateTag({ ...tagPayload(tagToForm(deleting)), isActive: false })}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}

export default ContributionTagPage;
