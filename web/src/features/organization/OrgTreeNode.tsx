import { useTranslation } from 'react-i18next';
import type { OrgNode } from './types';
import './organizationTree.css';

/** What a node's buttons ask the page to do. */
export type NodeAction =
  { kind: 'select' | 'create' | 'edit' | 'move' | 'toggle' | 'delete'; node: OrgNode } | { kind: 'create'; node: null };

/** One node of the organization tree with its children; the buttons only for an editable node. */
export function OrgTreeNode({ node, selected, onAction }: { node: OrgNode; selected: number | null; onAction: (a: NodeAction) => void }) {
  const { t } = useTranslation();
  const n = node;
  // each button says which unit it acts on ("Rename Quality"), not only "Rename"
  const button = (kind: NodeAction['kind'], className: string, label: string, testId: string) => (
    <button
      type="button"
      className={`btn ${className}`}
      onClick={() => onAction({ kind, node: n })}
      aria-label={`${label}: ${n.name}`}
      data-testid={`${testId}-${n.name}`}
    >
      {label}
    </button>
  );
  return (
    <li className="list-group-item" data-testid={`org-node-${n.id}`}>
      <div className="d-flex flex-wrap align-items-center gap-2">
        <button
          type="button"
          className={`btn btn-link p-0 inno-org-select ${selected === n.id ? 'fw-bold' : ''}`}
          onClick={() => onAction({ kind: 'select', node: n })}
          aria-pressed={selected === n.id}
          data-testid={`org-select-${n.name}`}
        >
          {n.name}
        </button>
        {n.code && <span className="text-muted small">({n.code})</span>}
        <span className="badge inno-org-kind">{t(`organization.kinds.${n.kind}`)}</span>
        {!n.isActive && <span className="badge text-bg-warning">{t('organization.inactive')}</span>}
        <span className="badge text-bg-secondary" title={t('organization.userCount')}>
          {n.userCount}
        </span>
        {n.isEditable && (
          <span className="ms-auto btn-group btn-group-sm flex-wrap" role="group" aria-label={n.name}>
            {button('create', 'btn-outline-primary', t('organization.addChild'), 'org-add')}
            {button('edit', 'btn-outline-secondary', t('organization.rename'), 'org-edit')}
            {button('move', 'btn-outline-secondary', t('organization.move'), 'org-move')}
            {button(
              'toggle',
              'btn-outline-secondary inno-org-toggle',
              n.isActive ? t('organization.deactivate') : t('organization.activate'),
              'org-toggle',
            )}
            {button('delete', 'btn-outline-danger', t('entity.action.delete'), 'org-delete')}
          </span>
        )}
      </div>
      {n.children && n.children.length > 0 && (
        <ul className="list-group mt-2 ms-3">
          {n.children.map((c) => (
            <OrgTreeNode key={c.id} node={c} selected={selected} onAction={onAction} />
          ))}
        </ul>
      )}
    </li>
  );
}
