import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { isApiError } from '../../app/api';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { Pager } from '../../shared/Pager';
import { DEFAULT_PAGE_SIZE } from '../../shared/pager';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { CheckField, TextField, useFieldMessage } from '../../shared/form/FormField';
import { errorKeyOf, serverFieldErrors, type FieldMessage } from '../../shared/form/validation';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { ConfirmDialog } from './ConfirmDialog';
import { TypeGate } from './TypeGate';
import { addFieldUser, createField, deleteField, fetchFieldUsers, fetchFields, removeFieldUser, updateField } from './contributionAdminApi';
import {
  FIELD_TITLE_MAX,
  FIELD_USER_ROLES,
  fieldPayload,
  fieldTitle,
  fieldToForm,
  formLanguages,
  roleKey,
  typeKey,
  validateField,
  type ContributionField,
  type ContributionType,
  type FieldForm,
  type FieldUser,
} from './model';

/** /contribution-field/{type}: the type's fields with their titles per language and their people. */
export function ContributionFieldPage() {
  const { type } = useParams();
  return <TypeGate value={type}>{(t) => <FieldAdmin key={t} type={t} />}</TypeGate>;
}

function FieldAdmin({ type }: { type: ContributionType }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const [rows, setRows] = useState<ContributionField[] | null>(null);
  const [total, setTotal] = useState(0);
  const [reload, setReload] = useState(0);
  const [editing, setEditing] = useState<ContributionField | 'new' | null>(null);
  const [people, setPeople] = useState<ContributionField | null>(null);
  const [deleting, setDeleting] = useState<{ field: ContributionField; inUse: boolean; busy: boolean } | null>(null);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    fetchFields(type, { page: page - 1, size: DEFAULT_PAGE_SIZE, sort: ['sortOrder,asc', 'id,asc'] }, controller.signal)
      .then((r) => {
        setRows(r.items);
        setTotal(r.totalCount);
      })
      .catch(() => {
        if (!controller.signal.aborted) setRows([]);
      });
    return () => controller.abort();
  }, [type, page, reload]);

  const title = (f: ContributionField) => fieldTitle(f, i18n.language, t('contributionAdmin.common.undefined'));

  const remove = async () => {
    if (!deleting) return;
    setDeleting({ ...deleting, busy: true });
    try {
      await deleteField(type, deleting.field.id);
      setDeleting(null);
      refresh();
    } catch (e) {
      // the server refuses a field contributions use: its message is shown; offer deactivation
      setDeleting({ ...deleting, busy: false, inUse: errorKeyOf(e) === 'contributionFieldInUse' });
    }
  };

  const deactivate = async () => {
    if (!deleting) return;
    try {
      await updateField(type, { ...deleting.field, isActive: false });
      setDeleting(null);
      refresh();
    } catch {
      // shown by the API client
    }
  };

  const heading = t('contributionAdmin.field.title', { type: t(typeKey(type)) });
  return (
    <div className="container-xl" data-testid="field-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), heading]} />
      <div className="d-flex justify-content-between align-items-center mb-2">
        <h2 className="h4 mb-0">{heading}</h2>
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')} data-testid="field-create">
          {t('contributionAdmin.field.create')}
        </button>
      </div>
      {rows === null && <PageSpinner />}
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      {rows !== null && rows.length > 0 && (
        <table className="table table-striped table-sm align-middle" data-testid="field-table">
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
                    onClick={() => setDeleting({ field: f, inUse: false, busy: false })}
                    data-testid={`field-delete-${f.id}`}
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
        <FieldDialog
          type={type}
          field={editing === 'new' ? null : editing}
          onClose={(saved) => {
            setEditing(null);
            if (saved) refresh();
          }}
        />
      )}
      {people !== null && <FieldUsersDialog field={people} title={title(people)} onClose={() => setPeople(null)} />}
      {deleting !== null && (
        <ConfirmDialog
          testId="field-delete-dialog"
          message={t('contributionAdmin.field.deleteQuestion', { name: title(deleting.field) })}
          busy={deleting.busy || deleting.inUse}
          onConfirm={() => void remove()}
          onCancel={() => setDeleting(null)}
        >
          {deleting.inUse && (
            <div className="alert alert-warning mt-3 mb-0" data-testid="field-in-use">
              <p>{t('contributionAdmin.field.inUse')}</p>
              {deleting.field.isActive && (
                <button type="button" className="btn btn-sm btn-warning" onClick={() => void deactivate()} data-testid="field-deactivate">
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

function FieldDialog({
  type,
  field,
  onClose,
}: {
  type: ContributionType;
  field: ContributionField | null;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const configured = useAppSelector((s) => s.applicationConfig.config);
  const languages = formLanguages(configured.locales, field?.definitionList ?? []);
  const [v, setV] = useState<FieldForm>(() => fieldToForm(field));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, FieldMessage>>({});
  const [saving, setSaving] = useState(false);
  const message = useFieldMessage();
  const errors: Record<string, FieldMessage | undefined> = { ...(submitted ? validateField(v) : {}), ...serverErrors };
  const langName = (l: string) => configured.languages[l] ?? l;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateField(v)).length > 0) return;
    setSaving(true);
    try {
      const body = fieldPayload(v);
      if (v.id === null) await createField(type, body);
      else await updateField(type, body);
      onClose(true);
    } catch (err) {
      if (isApiError(err)) setServerErrors(serverFieldErrors(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal show onHide={() => onClose(false)} data-testid="field-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{v.id === null ? t('contributionAdmin.field.create') : t('contributionAdmin.field.edit')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {languages.map((l) => (
            <TextField
              key={l}
              id={`field-title-${l}`}
              label={`${t('contributionAdmin.field.titleLabel')} (${langName(l)})`}
              value={v.titles[l] ?? ''}
              onChange={(x) => setV({ ...v, titles: { ...v.titles, [l]: x } })}
              error={errors[`title-${l}`]}
              maxLength={FIELD_TITLE_MAX}
            />
          ))}
          {(errors.titles || errors.definitionList) && (
            <div className="invalid-feedback d-block mb-3" data-testid="field-titles-error">
              {errors.titles
                ? t('contributionAdmin.field.titleRequired')
                : message(errors.definitionList, t('contributionAdmin.field.titleLabel'))}
            </div>
          )}
          <TextField
            id="field-sortOrder"
            label={t('contributionAdmin.field.sortOrder')}
            value={v.sortOrder}
            onChange={(x) => setV({ ...v, sortOrder: x })}
            error={errors.sortOrder}
            inputMode="numeric"
            required
          />
          <CheckField
            id="field-isActive"
            checked={v.isActive}
            onChange={(x) => setV({ ...v, isActive: x })}
            label={t('contributionAdmin.common.active')}
          >
            {t('contributionAdmin.common.active')}
          </CheckField>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => onClose(false)}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="field-save">
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

function FieldUsersDialog({ field, title, onClose }: { field: ContributionField; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<FieldUser[] | null>(null);
  const [picked, setPicked] = useState<SearchUser[]>([]);
  const [role, setRole] = useState<string>('MENTOR');
  const [busy, setBusy] = useState(false);
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let live = true;
    fetchFieldUsers(field.id).then(
      (r) => live && setUsers(Array.isArray(r.data) ? r.data : []),
      () => live && setUsers([]),
    );
    return () => {
      live = false;
    };
  }, [field.id, reload]);

  const add = async () => {
    if (picked.length === 0) return;
    setBusy(true);
    try {
      await addFieldUser(field.id, picked[0].id, role);
      setReload((n) => n + 1);
      setPicked([]);
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
  };

  const remove = async (u: FieldUser) => {
    try {
      await removeFieldUser(u);
    } catch {
      // shown by the API client
    }
    setReload((n) => n + 1);
  };

  return (
    <Modal show onHide={onClose} size="lg" data-testid="field-users-dialog">
      <Modal.Header closeButton>
        <Modal.Title>
          {t('contributionAdmin.fieldUser.title')}: {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {users === null && <PageSpinner />}
        {users !== null && users.length === 0 && <RecordNotFound />}
        {users !== null && users.length > 0 && (
          <table className="table table-sm align-middle" data-testid="field-users-table">
            <thead>
              <tr>
                <th>{t('contributionAdmin.fieldUser.user')}</th>
                <th>{t('contributionAdmin.fieldUser.role')}</th>
                <th />
              </tr>
            </thead>
            <tbody>
              {users.map((u) => (
                <tr key={`${u.id}-${u.userRole}`} data-testid={`field-user-${u.login}-${u.userRole}`}>
                  <td>
                    {u.fullName || u.login} <span className="text-muted small">({u.login})</span>
                  </td>
                  <td>{t(roleKey(u.userRole), { defaultValue: u.userRole })}</td>
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => void remove(u)}
                      data-testid={`field-user-remove-${u.login}-${u.userRole}`}
                    >
                      {t('entity.action.delete')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className="row g-2 align-items-end border-top pt-3">
          <div className="col-md-6">
            <span className="form-label d-block">{t('contributionAdmin.fieldUser.user')}</span>
            <UserSearch id="field-user-search" value={picked} onChange={setPicked} />
          </div>
          <div className="col-md-3">
            <label className="form-label" htmlFor="field-user-role">
              {t('contributionAdmin.fieldUser.role')}
            </label>
            <select
              id="field-user-role"
              className="form-select"
              value={role}
              onChange={(e) => setRole(e.target.value)}
              data-testid="field-user-role"
            >
              {FIELD_USER_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(roleKey(r))}
                </option>
              ))}
            </select>
          </div>
          <div className="col-md-3">
            <button
              type="button"
              className="btn btn-primary w-100"
              disabled={busy || picked.length === 0}
              onClick={() => void add()}
              data-testid="field-user-add"
            >
              {t('entity.action.add')}
            </button>
          </div>
        </div>
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="field-users-close">
          {t('entity.action.close')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

export default ContributionFieldPage;
