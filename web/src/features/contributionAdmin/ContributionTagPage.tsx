import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { isApiError } from '../../app/api';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { useForm } from '../../shared/form/useForm';
import { CheckField, TextField } from '../../shared/form/FormField';
import { errorKeyOf, serverFieldErrors } from '../../shared/form/validation';
import { ConfirmDialog } from './ConfirmDialog';
import { createTag, deleteTag, fetchAdminTags, updateTag } from './contributionAdminApi';
import {
  counter,
  sortParam,
  tagPayload,
  tagToForm,
  toggleSort,
  validateTag,
  type Sort,
  type Tag,
  type TagForm,
  type TagSortField,
} from './model';

const DEFAULT_SORT: Sort<TagSortField> = { field: 'name', order: 'asc' };

/** /contribution-tag: every tag with its usage count; create, edit, delete (or deactivate when in use). */
export function ContributionTagPage() {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [applied, setApplied] = useState('');
  const [sort, setSort] = useState<Sort<TagSortField>>(DEFAULT_SORT);
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<Tag[] | null>(null);
  const [total, setTotal] = useState(0);
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<Tag | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ tag: Tag; inUse: boolean; busy: boolean } | null>(null);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const params = applied.trim() === '' ? {} : { name: applied.trim() };
    fetchAdminTags({ page: page - 1, size: DEFAULT_PAGE_SIZE, sort: sortParam(sort), params }, controller.signal)
      .then((r) => {
        setRows(r.items);
        setTotal(r.totalCount);
      })
      .catch(() => {
        if (!controller.signal.aborted) setRows([]);
      });
    return () => controller.abort();
  }, [applied, sort, page, reload]);

  const search = (e: FormEvent) => {
    e.preventDefault();
    setApplied(name);
    setPage(1);
  };

  const remove = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    try {
      await deleteTag(deleting.tag.id);
      setDeleting(null);
      refresh();
    } catch (e) {
      // 400 tagInUse: the server's message is shown; deactivating is offered instead
      setDeleting({ ...deleting, busy: false, inUse: errorKeyOf(e) === 'tagInUse' });
    }
  };

  const deactivate = async () => {
    if (!deleting) return;
    try {
      await updateTag({ ...tagPayload(tagToForm(deleting.tag)), isActive: false });
      setDeleting(null);
      refresh();
    } catch {
      // shown by the API client
    }
  };

  const header = (field: TagSortField, label: string) => (
    <th role="button" className="text-nowrap" onClick={() => setSort((s) => toggleSort(s, field))} data-testid={`tag-sort-${field}`}>
      {label}
      {sort.field === field ? (sort.order === 'asc' ? ' ▲' : ' ▼') : ''}
    </th>
  );

  return (
    <div className="container-xl" data-testid="tag-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('contributionAdmin.tag.title')]} />
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 className="h4 mb-0">{t('contributionAdmin.tag.title')}</h2>
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
      {rows === null && <PageSpinner />}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <table className="table table-striped table-sm align-middle" data-testid="tag-table">
          <thead>
            <tr>
              {header('id', t('global.field.id'))}
              {header('name', t('contributionAdmin.tag.name'))}
              <th>{t('contributionAdmin.tag.description')}</th>
              {header('isActive', t('contributionAdmin.common.active'))}
              <th>{t('contributionAdmin.tag.usageCount')}</th>
              <th className="d-print-none" />
            </tr>
          </thead>
          <tbody>
            {rows.map((tag) => (
              <tr key={tag.id} data-testid={`tag-row-${tag.name}`}>
                <td>{tag.id}</td>
                <td>{tag.name}</td>
                <td className="small">{tag.description}</td>
                <td>
                  <span className={`badge text-bg-${tag.isActive ? 'success' : 'secondary'}`} data-testid={`tag-active-${tag.name}`}>
                    {tag.isActive ? t('contributionAdmin.common.active') : t('contributionAdmin.common.inactive')}
                  </span>
                </td>
                <td data-testid={`tag-usage-${tag.name}`}>{tag.usageCount}</td>
                <td className="text-nowrap text-end d-print-none">
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-primary me-1"
                    onClick={() => setEditing(tag)}
                    data-testid={`tag-edit-${tag.name}`}
                  >
                    {t('entity.action.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => setDeleting({ tag, inUse: false, busy: false })}
                    data-testid={`tag-delete-${tag.name}`}
                  >
                    {t('entity.action.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pager activePage={page} totalItems={total} itemsPerPage={DEFAULT_PAGE_SIZE} onSelect={setPage} />
      {editing !== null && (
        <TagDialog
          tag={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      {deleting !== null && (
        <ConfirmDialog
          testId="tag-delete-dialog"
          message={t('contributionAdmin.tag.deleteQuestion', { name: deleting.tag.name })}
          busy={deleting.busy || deleting.inUse}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          {deleting.inUse && (
            <div className="alert alert-warning mt-3 mb-0" data-testid="tag-in-use">
              <p>{t('contributionAdmin.tag.inUse', { count: deleting.tag.usageCount })}</p>
              {deleting.tag.isActive && (
                <button type="button" className="btn btn-sm btn-warning" onClick={() => void deactivate()} data-testid="tag-deactivate">
                  {t('contributionAdmin.common.deactivate')}
                </button>
              )}
            </div>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}

function TagDialog({ tag, onClose }: { tag: Tag | null; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const form = useForm<TagForm>(tagToForm(tag), validateTag);
  const { values: v, errors, set } = form;
  const [saving, setSaving] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) return;
    setSaving(true);
    try {
      const body = tagPayload(v);
      if (v.id === null) await createTag(body);
      else await updateTag(body);
      onClose(true);
    } catch (err) {
      if (isApiError(err)) {
        const fe = serverFieldErrors(err);
        if (errorKeyOf(err) === 'tagNameExists') fe.name = { key: 'error.tagNameExists' };
        form.setServerErrors(fe);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show onHide={() => onClose(false)} data-testid="tag-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{v.id === null ? t('contributionAdmin.tag.create') : t('contributionAdmin.tag.edit')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <TextField
            id="tag-name"
            label={t('contributionAdmin.tag.name')}
            value={v.name}
            onChange={(x) => set('name', x)}
            error={errors.name}
            required
            maxLength={50}
            help={counter(v.name, 50)}
          />
          <TextField
            id="tag-description"
            label={t('contributionAdmin.tag.description')}
            value={v.description}
            onChange={(x) => set('description', x)}
            error={errors.description}
            maxLength={255}
            help={counter(v.description, 255)}
          />
          <CheckField
            id="tag-isActive"
            checked={v.isActive}
            onChange={(x) => set('isActive', x)}
            label={t('contributionAdmin.common.active')}
          >
            {t('contributionAdmin.common.active')}
          </CheckField>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => onClose(false)}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="tag-save">
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

export default ContributionTagPage;
