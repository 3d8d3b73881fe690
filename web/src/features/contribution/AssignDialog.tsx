import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { assignUsers } from './contributionApi';
import { holders } from './detail';
import type { ContributionDetail } from './types';

export interface AssignDialogProps {
  detail: ContributionDetail;
  role: string;
  lang: string;
  onDone: (d: ContributionDetail) => void;
  onClose: () => void;
}

/** ASSIGN_{ROLE}: the chosen users become exactly that role's holders. */
export function AssignDialog({ detail, role, lang, onDone, onClose }: AssignDialogProps) {
  const { t } = useTranslation();
  const [users, setUsers] = useState<SearchUser[]>(() =>
    holders(detail, role).map((p) => ({ id: p.userId, login: p.login, fullName: p.fullName || p.login })),
  );
  const [busy, setBusy] = useState(false);
  const roleLabel = t(`contribution.roles.${role}`, { defaultValue: role });

  const save = async () => {
    setBusy(true);
    try {
      onDone(
        await assignUsers(
          detail.id,
          role,
          users.map((u) => u.id),
          lang,
        ),
      );
    } catch {
      // shown by the API client
    } finally {
      setBusy(false);
    }
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
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => void save()} data-testid="assign-save">
          {t('entity.action.save')}
        </button>
      </Modal.Footer>
    </Modal>
  );
}

export default AssignDialog;
