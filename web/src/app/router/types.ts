import type { ComponentType } from 'react';

/** One route of a feature. Features export `routes: AppRoute[]`; the router does the rest. */
export interface AppRoute {
  /** react-router path, absolute ('/campaign/:id/edit', '/admin/*') */
  path: string;
  /** usually a lazyPage(() => import('./SomePage')) */
  component: ComponentType;
  /**
   * Required authorities (any one is enough; [] = any signed-in user).
   * undefined: taken from the private-route table (spec 000 §2) by path prefix.
   * null: public, even under a private prefix.
   */
  authorities?: readonly string[] | null;
}
