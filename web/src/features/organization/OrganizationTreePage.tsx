import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import api, { isApiError } from '../../app/api';
import { showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { useForm } from '../../shared/form/useForm';
import { CheckField, TextField } from '../../shared/form/FormField';
import { serverFieldErrors } from '../../shared/form/validation';
import {
  findNode,
  moveTargets,
  newChildForm,
  nodeToForm,
  nodeUpdate,
  orgPayload,
  validateOrg,
  type OrgForm,
  type OrgNode,
} from './organization';

interface OrgUser {
  id: number;
  login: string;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

type Dialog = { mode: 'create'; parent: OrgNode | null } | { mode: 'edit'; node: OrgNode } | { mode: 'move'; node: OrgNode };

export function OrganizationTreePage() {
  const { t } = useTranslation();
  const [forest, setForest] = useState<OrgNode[] | null>(null);
  const [selected, setSelected] = useState<number | null>(null);
  const [users, setUsers] = useState<OrgUser[] | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [reload, setReload] = useState(0);
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    void api.get<OrgNode[]>('/api/v3/organizations/tree').then(
      (r) => setForest(Array.isArray(r.data) ? r.data : []),
      () => setForest([]),
    );
  }, [reload]);

  useEffect(() => {
    if (selected === null) return;
    void api.get<OrgUser[]>(`/api/users/organizationId/${selected}`).then(
      (r) => setUsers(Array.isArray(r.data) ? r.data : []),
      () => setUsers([]),
    );
  }, [selected, reload]);

  const update = async (n: OrgNode, change: Parameters<typeof nodeUpdate>[1]) => {
    try {
      await api.put('/api/v3/organizations', nodeUpdate(n, change));
      refresh();
    } catch {
      // shown by the API client
    }
  };

  const remove = async (n: OrgNode) => {
    if (!window.confirm(t('organization.delete.question', { name: n.name }))) return;
    try {
      await api.del(`/api/v3/organizations/${n.id}`);
      if (selected === n.id) setSelected(null);
      refresh();
    } catch {
      // organizationInUse and others: the API client shows error.<errorKey>
    }
  };

  const renderNode = (n: OrgNode) => (
    <li key={n.id} className="list-group-item" data-testid={`org-node-${n.id}`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button
          type="button"
          className={`btn btn-link p-0 ${selected === n.id ? 'fw-bold' : ''}`}
          onClick={() => setSelected(n.id)}
          data-testid={`org-select-${n.name}`}
        >
          {n.name}
        </button>
        {n.code && <span className="text-muted small">({n.code})</span>}
        <span className="badge text-bg-light">{t(`organization.kinds.${n.kind}`)}</span>
        {!n.isActive && <span className="badge text-bg-warning">{t('organization.inactive')}</span>}
        <span className="badge text-bg-secondary" title={t('organization.userCount')}>
          {n.userCount ?? 0}
        </span>
        {n.isEditable && (
          <span className="ms-auto btn-group btn-group-sm">
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => setDialog({ mode: 'create', parent: n })}
              data-testid={`org-add-${n.name}`}
            >
              {t('organization.addChild')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setDialog({ mode: 'edit', node: n })}
              data-testid={`org-edit-${n.name}`}
            >
              {t('organization.rename')}
            </button>
            <button
              type="button"
              className="btn btn-outline-secondary"
              onClick={() => setDialog({ mode: 'move', node: n })}
              data-testid={`org-move-${n.name}`}
            >
              {t('organization.move')}
            </button>
            <button
              type="button"
              className="btn btn-outline-warning"
              onClick={() => void update(n, { isActive: !n.isActive })}
              data-testid={`org-toggle-${n.name}`}
            >
              {n.isActive ? t('organization.deactivate') : t('organization.activate')}
            </button>
            <button type="button" className="btn btn-outline-danger" onClick={() => void remove(n)} data-testid={`org-delete-${n.name}`}>
              {t('entity.action.delete')}
            </button>
          </span>
        )}
      </div>
      {n.children && n.children.length > 0 && <ul className="list-group mt-2 ms-3">{n.children.map(renderNode)}</ul>}
    </li>
  );

  const selectedNode = forest && selected !== null ? findNode(forest, selected) : null;

  return (
    <div className="container-xl" data-testid="organization-tree-page">
      <BreadcrumbBar items={[t('admin.title'), t('organization.tree.title')]} />
      <div className="d-flex justify-content-between mb-2">
        <h2 className="h4">{t('organization.tree.title')}</h2>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setDialog({ mode: 'create', parent: null })}
          data-testid="org-create-root"
        >
          {t('organization.createRoot')}
        </button>
      </div>
      <div className="row">
        <div className="col-lg-8">
          {forest !== null && forest.length === 0 && <RecordNotFound />}
          {forest !== null && (
            <ul className="list-group" data-testid="org-tree">
              {forest.map(renderNode)}
            </ul>
          )}
        </div>
        <div className="col-lg-4" data-testid="org-users">
          {selectedNode && (
            <>
              <h3 className="h5">{t('organization.usersOf', { name: selectedNode.name })}</h3>
              {users !== null && users.length === 0 && <RecordNotFound />}
              <ul className="list-group">
                {(users ?? []).map((u) => (
                  <li key={u.id} className="list-group-item" data-testid={`org-user-${u.login}`}>
                    {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.login} <span className="text-muted small">{u.email}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      </div>
      {dialog && forest && (
        <NodeDialog
          dialog={dialog}
          forest={forest}
          onClose={(saved) => {
            setDialog(null);
            if (saved) refresh();
          }}
        />
      )}
    </div>
  );
}

function NodeDialog({ dialog, forest, onClose }: { dialog: Dialog; forest: OrgNode[]; onClose: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const initial = dialog.mode === 'create' ? newChildForm(dialog.parent) : nodeToForm(dialog.node);
  const form = useForm<OrgForm>(initial, validateOrg);
  const { values: v, errors, set } = form;
  const targets = moveTargets(forest, dialog.mode === 'create' ? null : dialog.node);
  const title =
    dialog.mode === 'create' ? t('organization.addChild') : dialog.mode === 'edit' ? t('organization.rename') : t('organization.move');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    try {
      if (v.id === null) await api.post('/api/v3/organizations', orgPayload(v));
      else await api.put('/api/v3/organizations', orgPayload(v));
      onClose(true);
    } catch (err) {
      if (isApiError(err)) form.setServerErrors(serverFieldErrors(err));
    }
  };

  return (
    <Modal show onHide={() => onClose(false)} data-testid="org-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {dialog.mode !== 'move' && (
            <>
              <TextField
                id="org-name"
                label={t('organization.name')}
                value={v.name}
                onChange={(x) => set('name', x)}
                error={errors.name}
                required
                maxLength={200}
              />
              <TextField
                id="org-code"
                label={t('organization.code')}
                value={v.code}
                onChange={(x) => set('code', x)}
                error={errors.code}
                maxLength={50}
              />
              <div className="mb-3">
                <label htmlFor="org-kind" className="form-label">
                  {t('organization.kindLabel')}
                </label>
                <select
                  id="org-kind"
                  className="form-select"
                  value={v.kind}
                  onChange={(e) => set('kind', e.target.value as OrgForm['kind'])}
                  data-testid="org-kind"
                >
                  <option value="ORGANIZATION">{t('organization.kinds.ORGANIZATION')}</option>
                  <option value="UNIT">{t('organization.kinds.UNIT')}</option>
                </select>
              </div>
              <TextField
                id="org-sortOrder"
                label={t('organization.sortOrder')}
                value={v.sortOrder}
                onChange={(x) => set('sortOrder', x)}
                error={errors.sortOrder}
                inputMode="numeric"
              />
              <CheckField id="org-isActive" checked={v.isActive} onChange={(x) => set('isActive', x)} label={t('organization.isActive')}>
                {t('organization.isActive')}
              </CheckField>
            </>
          )}
          {dialog.mode !== 'edit' && (
            <div className="mb-3">
              <label htmlFor="org-parent" className="form-label">
                {t('organization.parent')}
              </label>
              <select
                id="org-parent"
                className="form-select"
                value={v.parentId}
                onChange={(e) => set('parentId', e.target.value)}
                data-testid="org-parent"
              >
                <option value="">{t('organization.noParent')}</option>
                {targets.map((o) => (
                  <option key={o.id} value={o.id}>
                    {`${'\u00a0\u00a0'.repeat(o.depth)}${o.name}`}
                  </option>
                ))}
              </select>
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={() => onClose(false)}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" data-testid="org-save">
            {t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

export default OrganizationTreePage;
