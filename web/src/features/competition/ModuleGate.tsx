import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../app/store';
import { isModuleAvailable } from '../../app/layout/menuRules';
import { PageSpinner } from '../../shared/PageSpinner';

/**
 * Competition screens go to /not-found when the COMPETITION module is off (001 §2), once the
 * application's configuration has been read (a spinner until then: before it, every module looks off).
 */
export function ModuleGate({ children }: { children: ReactNode }) {
  const { config, configLoaded } = useAppSelector((s) => s.applicationConfig);
  if (!configLoaded) return <PageSpinner />;
  return isModuleAvailable(config, 'COMPETITION') ? <>{children}</> : <Navigate to="/not-found" replace />;
}
