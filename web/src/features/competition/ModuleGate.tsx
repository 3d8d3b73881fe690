import type { ReactNode } from 'react';
import { useAppSelector } from '../../app/store';
import { isModuleAvailable } from '../../app/layout/menuRules';
import { NotFoundPage } from '../../shared/NotFoundPage';

/** Competition screens show the page-not-found screen when the COMPETITION module is off (001 §2). */
export function ModuleGate({ children }: { children: ReactNode }) {
  const config = useAppSelector((s) => s.applicationConfig.config);
  return isModuleAvailable(config, 'COMPETITION') ? <>{children}</> : <NotFoundPage />;
}
