import type { ComponentType } from 'react';
import type { AppRoute } from '../../app/router/types';
import type { BannerKind } from './types';

/**
 * The routes every publishable kind has (spec 001 §2, roles of §6): the list and the detail are public;
 * /{entity}/manage takes its guard from the prefix table; new needs the author role, edit the author or
 * the editor role, delete the editor role. Static segments (manage, new) outrank /{entity}/:id.
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
  roles: { author: string; editor: string },
): AppRoute[] {
  return [
    { path: `/${entity}`, component: pages.list, authorities: null },
    { path: `/${entity}/manage`, component: pages.manage },
    { path: `/${entity}/new`, component: pages.create, authorities: [roles.author] },
    { path: `/${entity}/:id`, component: pages.detail, authorities: null },
    { path: `/${entity}/:id/edit`, component: pages.update, authorities: [roles.author, roles.editor] },
    { path: `/${entity}/:id/delete`, component: pages.remove, authorities: [roles.editor] },
  ];
}
