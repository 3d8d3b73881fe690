import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { useZodForm } from '../../shared/form/useZodForm';
import { CheckField, FieldFeedback, TextField } from '../../shared/form/FormField';
import { moveTargets, newChildForm, nodeToForm, orgPayload, orgSchema, type OrgForm } from './organization';
import { useCreateOrganizationMutation, useUpdateOrganizationMutation } from './organizationApi';
import type { OrgNode } from './types';

export type NodeDialogMode = { mode: 'create'; parent: OrgNode | null } | { mode: 'edit'; node: OrgNode } | { mode: 'move'; node: OrgNode };

/** Create a node (under a parent or as a root), rename/edit one, or move one; a save refreshes the tree. */
export function NodeDialog({ dialog, forest, onClose }: { dialog: NodeDialogMode; forest: OrgNode[]; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm(orgSchema, dialog.mode === 'create' ? newChildForm(dialog.parent) : nodeToForm(dialog.node), {
    invalidToast: 'organization.messages.invalid',
  });
  const v = form.values;
  const [createOrganization] = useCreateOrganizationMutation();
  const [updateOrganization] = useUpdateOrganizationMutation();
  const targets = moveTargets(forest, dialog.mode === 'create' ? null : dialog.node);
  const title =
    dialog.mode === 'create' ? t('organization.addChild') : dialog.mode === 'edit' ? t('organization.rename') : t('organization.move');

  const onSubmit = form.submit(
    async (values) => {
      if (values.id === null) await createOrganization(orgPayload(values)).unwrap();
      else await updateOrganization(orgPayload(values)).unwrap();
      onClose();
    },
    { errorKeys: { organizationCycle: 'parentId', organizationParentNotFound: 'parentId' } },
  );

  return (
    <Modal show onHide={onClose} data-testid="org-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {dialog.mode !== 'move' && (
            <>
              <TextField {...form.text('name')} id="org-name" label={t('organization.name')} required maxLength={200} />
              <TextField {...form.text('code')} id="org-code" label={t('organization.code')} maxLength={50} />
              <div className="mb-3">
                <label htmlFor="org-kind" className="form-label">
                  {t('organization.kindLabel')}
                </label>
                <select
                  id="org-kind"
                  className="form-select"
                  value={v.kind}
                  onChange={(e) => form.set('kind', e.target.value as OrgForm['kind'])}
                  data-testid="org-kind"
                >
                  <option value="ORGANIZATION">{t('organization.kinds.ORGANIZATION')}</option>
                  <option value="UNIT">{t('organization.kinds.UNIT')}</option>
                </select>
              </div>
              <TextField {...form.text('sortOrder')} id="org-sortOrder" label={t('organization.sortOrder')} inputMode="numeric" />
              <CheckField {...form.check('isActive')} id="org-isActive" label={t('organization.isActive')}>
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
                className={`form-select${form.errorOf('parentId') ? ' is-invalid' : ''}`}
                value={v.parentId}
                onChange={(e) => form.set('parentId', e.target.value)}
                data-testid="org-parent"
              >
                <option value="">{t('organization.noParent')}</option>
                {targets.map((o) => (
                  <option key={o.id} value={o.id}>
                    {`${'\u00a0\u00a0'.repeat(o.depth)}${o.name}`}
                  </option>
                ))}
              </select>
              <FieldFeedback id="org-parent" message={form.errorOf('parentId')} label={t('organization.parent')} />
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
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
