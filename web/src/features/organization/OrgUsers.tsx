import { useTranslation } from 'react-i18next';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { useOrganizationUsersQuery } from './organizationApi';
import type { OrgNode } from './types';

/** The users of the selected node (GET /api/users/organizationId/{id}). */
export function OrgUsers({ node }: { node: OrgNode }) {
  const { t } = useTranslation();
  const users = useOrganizationUsersQuery(node.id);
  const rows = users.isError ? [] : (users.data ?? null);
  return (
    <>
      <h3 className="h5">{t('organization.usersOf', { name: node.name })}</h3>
      {rows !== null && rows.length === 0 && <RecordNotFound />}
      <ul className="list-group">
        {(rows ?? []).map((u) => (
          <li key={u.id} className="list-group-item" data-testid={`org-user-${u.login}`}>
            {[u.firstName, u.lastName].filter(Boolean).join(' ') || u.login} <span className="text-muted small">{u.email}</span>
          </li>
        ))}
      </ul>
    </>
  );
}
