import type { ReactNode } from 'react';
import { InsufficientAuthority } from '../../app/auth/PrivateRoute';
import { useAppSelector } from '../../app/store';
import { NotFoundPage } from '../../shared/NotFoundPage';
import { parseType } from '../contribution/paths';
import { CONTRIBUTION_TYPES, type ContributionType } from '../contribution/types';
import { isTypeAdmin } from './model';

const NONE: readonly string[] = [];

/**
 * The route guard lets in any type's admin; this one checks the type in the path: an unknown type
 * is not found, and the page of a type the user does not administer is refused before any call
 * (a 403 from the server would end the session).
 */
export function TypeGate({
  value,
  allowed = CONTRIBUTION_TYPES,
  children,
}: {
  value: string | undefined;
  allowed?: readonly ContributionType[];
  children: (type: ContributionType) => ReactNode;
}) {
  const authorities = useAppSelector((s) => s.authentication.account?.authorities ?? NONE);
  const type = parseType(value, allowed);
  if (type === null) return <NotFoundPage />;
  if (!isTypeAdmin(authorities, type)) return <InsufficientAuthority />;
  return <>{children(type)}</>;
}
