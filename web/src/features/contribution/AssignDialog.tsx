import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { useAssignUsersMutation } from './contributionApi';
import { holders } from './detail';
import type { ContributionDetail } from './types';

export interface AssignDialogProps {
  detail: ContributionDetail;
  role: string;
  lang: string;
  onClose: () => void;
}

/** ASSIGN_{ROLE}: the chosen users become exactly that role's holders; closes once the server took them. */
export function AssignDialog({ detail, role, lang, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<SearchUser[]>(() =>
    holders(detail, role).map((p) => ({ id: p.userId, login: p.login, fullName: p.fullName || p.login })),
  );
  const [assign, { isLoading }] = useAssignUsersMutation();
  const roleLabel = t(`contribution.roles.${role}`, { defaultValue: role });

  const save = async () => {
    const result = await assign({ id: detail.id, langkey: lang, role, userIds: users.map((u) => u.id) });
    if ('data' in result) onClose();
  };

  return (
    <Modal show onHide={onClose} data-testid="assign-dialog">
      <Modal.Header closeButton>
        <Modal.Title>{t('contribution.command.assignTitle', { role: roleLabel })}</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <p className="form-text">{t('contribution.command.assignUsers')}</p>
        <UserSearch id="assign-users" multiple value={users} onChange={setUsers} />
      </Modal.Body>
      <Modal.Footer>
        <button type="button" className="btn btn-secondary" onClick={onClose}>
          {t('entity.action.cancel')}
        </button>
        <button type="button" className="btn btn-primary" disabled={isLoading} onClick={() => void save()} data-testid="assign-save">
          {t('entity.action.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

export default AssignDialog;
