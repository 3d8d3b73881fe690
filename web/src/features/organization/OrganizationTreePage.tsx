import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { useConfirm } from '../../shared/ConfirmDialog';
import { findNode, nodeUpdate } from './organization';
import { useDeleteOrganizationMutation, useOrganizationTreeQuery, useUpdateOrganizationMutation } from './organizationApi';
import { NodeDialog, type NodeDialogMode } from './NodeDialog';
import { OrgTreeNode, type NodeAction } from './OrgTreeNode';
import { OrgUsers } from './OrgUsers';

/** /admin/organization-tree: the tree with its actions, and the users of the selected node. */
export function OrganizationTreePage() {
  const { t } = useTranslation();
  const tree = useOrganizationTreeQuery();
  // A failed read was shown by the API client's toast; the page then says there is nothing to show.
  const forest = tree.isError ? [] : (tree.data ?? null);
  const [selected, setSelected] = useState<number | null>(null);
  const [dialog, setDialog] = useState<NodeDialogMode | null>(null);
  const [updateOrganization] = useUpdateOrganizationMutation();
  const [deleteOrganization] = useDeleteOrganizationMutation();
  const [confirm, confirmDialog] = useConfirm();

  const remove = async (id: number, name: string) => {
    if (!(await confirm({ message: t('organization.delete.question', { name }) }))) return;
    // organizationInUse and other failures: the API client shows error.<errorKey>
    const result = await deleteOrganization(id);
    if (!('error' in result) && selected === id) setSelected(null);
  };

  const act = (a: NodeAction) => {
    if (a.node === null) return setDialog({ mode: 'create', parent: null });
    const n = a.node;
    switch (a.kind) {
      case 'select':
        return setSelected(n.id);
      case 'create':
        return setDialog({ mode: 'create', parent: n });
      case 'edit':
      case 'move':
        return setDialog({ mode: a.kind, node: n });
      case 'toggle':
        return void updateOrganization(nodeUpdate(n, { isActive: !n.isActive }));
      case 'delete':
        return void remove(n.id, n.name);
    }
  };

  const selectedNode = forest && selected !== null ? findNode(forest, selected) : null;

  return (
    <div className="container-xl" data-testid="organization-tree-page">
      <BreadcrumbBar items={[t('admin.title'), t('organization.tree.title')]} />
      {confirmDialog}
      <div className="d-flex justify-content-between mb-2">
        <h1 className="h4">{t('organization.tree.title')}</h1>
        <button type="button" className="btn btn-primary" onClick={() => act({ kind: 'create', node: null })} data-testid="org-create-root">
          {t('organization.createRoot')}
        </button>
      </div>
      <div className="row">
        <div className="col-lg-8">
          {forest !== null && forest.length === 0 && <RecordNotFound />}
          {forest !== null && (
            <ul className="list-group" data-testid="org-tree">
              {forest.map((n) => (
                <OrgTreeNode key={n.id} node={n} selected={selected} onAction={act} />
              ))}
            </ul>
          )}
        </div>
        <div className="col-lg-4" data-testid="org-users">
          {selectedNode && <OrgUsers node={selectedNode} />}
        </div>
      </div>
      {dialog && forest && <NodeDialog dialog={dialog} forest={forest} onClose={() => setDialog(null)} />}
    </div>
  );
}

export default OrganizationTreePage;
