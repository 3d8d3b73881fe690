import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../store';
import { hasAnyAuthority } from './authorities';
import { PageSpinner } from '../../shared/PageSpinner';

export interface PrivateRouteProps {
  /** any one is enough; empty = any signed-in user */
  authorities?: readonly string[];
  children: ReactNode;
}

export function InsufficientAuthority() {
  const { t } = useTranslation();
  return (
    <div className="alert alert-danger my-4" role="alert" data-testid="insufficient-authority">
      {/* the page's one heading: what the user reads instead of the page */}
      <h1 className="h6 mb-0">{t('error.http.403', { defaultValue: 'You are not authorized to access this page.' })}</h1>
    </div>
  );
}

/**
 * Waits for the session; signed out → /login carrying the location; signed in without
 * any required authority → insufficient-authority message.
 */
export function PrivateRoute({ authorities = [], children }: PrivateRouteProps) {
  const { sessionHasBeenFetched, isAuthenticated, account } = useAppSelector((s) => s.authentication);
  const location = useLocation();

  if (!sessionHasBeenFetched) return <PageSpinner />;
  if (!isAuthenticated) return <Navigate to="/login" replace state={{ from: location }} />;
  if (!hasAnyAuthority(account?.authorities, authorities)) return <InsufficientAuthority />;
  return <>{children}</>;
}

export default PrivateRoute;
