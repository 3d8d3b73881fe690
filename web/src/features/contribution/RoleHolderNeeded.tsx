import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { roleName } from './actions';
import { useAssignUsersMutation, useContributionQuery } from './contributionApi';
import { has } from './detail';

/** The refusal's message, with the role's assignment when the current state lets the caller assign it. */
export function RoleHolderNeeded({
  contributionId,
  role,
  lang,
  onAssigned,
}: {
  contributionId: number;
  role: string;
  lang: string;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  // the detail page has it in the cache; the commands tell whether the caller may assign the role here
  const detail = useContributionQuery({ id: contributionId, langkey: lang }).data;
  const [users, setUsers] = useState<SearchUser[]>([]);
  const [assign, { isLoading }] = useAssignUsersMutation();
  const name = roleName(t, role);
  const canAssign = !!detail && has(detail, `ASSIGN_${role}`);

  const save = async () => {
    const result = await assign({ id: contributionId, langkey: lang, role, userIds: users.map((u) => u.id) });
    if ('data' in result) onAssigned();
  };

  return (
    <div className="alert alert-warning" role="alert" data-testid="action-role-required">
      <p className="mb-2">{t('contribution.action.roleRequired', { role: name })}</p>
      {canAssign && (
        <div data-testid="action-assign">
          <p className="form-text mt-0">{t('contribution.command.assign', { role: name })}</p>
          <UserSearch id="action-assign-users" multiple value={users} onChange={setUsers} />
          <button
            type="button"
            className="btn btn-sm btn-primary mt-2"
            disabled={isLoading || users.length === 0}
            onClick={() => void save()}
            data-testid="action-assign-save"
          >
            {t('contribution.command.assign', { role: name })}
          </button>
        </div>
      )}
      {detail && !canAssign && (
        <p className="mb-0 small" data-testid="action-role-ask">
          {t('contribution.action.roleAsk')}
        </p>
      )}
    </div>
  );
}
