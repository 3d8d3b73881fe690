import type { ComponentType } from 'react';

/**
 * One route of a feature. Features export `routes: AppRoute[]`; the router does the rest. Who may
 * open it is not said here: the access table (access.ts) has an entry for every route path.
 */
export interface AppRoute {
  /** react-router path, absolute ('/campaign/:id/edit', '/admin/*'), as in the access table */
  path: string;
  /** usually a lazyPage(() => import('./SomePage')) */
  component: ComponentType;
}
