import type { ComponentType } from 'react';
import type { AppRoute } from '../../app/router/types';
import type { BannerKind } from './types';

/**
 * The routes every publishable kind has (spec 001 §2); who may open each (roles of §6: the list and
 * the detail public, new for authors, manage and edit for authors or editors, delete for editors) is
 * in the access table, app/router/access.ts. Static segments (manage, new) outrank /{entity}/:id.
 */
export function publishableRoutes(
  entity: BannerKind,
  pages: {
    list: ComponentType;
    manage: ComponentType;
    create: ComponentType;
    detail: ComponentType;
    update: ComponentType;
    remove: ComponentType;
  },
): AppRoute[] {
  return [
    { path: `/${entity}`, component: pages.list },
    { path: `/${entity}/manage`, component: pages.manage },
    { path: `/${entity}/new`, component: pages.create },
    { path: `/${entity}/:id`, component: pages.detail },
    { path: `/${entity}/:id/edit`, component: pages.update },
    { path: `/${entity}/:id/delete`, component: pages.remove },
  ];
}
