import { describe, expect, it } from 'vitest';
import { resolveAuthorities } from '../../app/router/routes';
import { routes as campaignRoutes } from './routes';
import { routes as contentRoutes } from '../content/routes';

const guard = (path: string) => {
  const route = [...campaignRoutes, ...contentRoutes].find((r) => r.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return resolveAuthorities(route);
};

describe('content and campaign routes (spec 001 §6, 000 §2)', () => {
  it('lists and details are public', () => {
    for (const path of ['/content', '/content/:id', '/campaign', '/campaign/:id']) expect(guard(path), path).toBeNull();
  });

  it('content: new for authors, edit and manage for authors or editors, delete for editors', () => {
    expect(guard('/content/new')).toEqual(['ROLE_CONTENT_AUTHOR']);
    expect(guard('/content/:id/edit')).toEqual(['ROLE_CONTENT_AUTHOR', 'ROLE_CONTENT_EDITOR']);
    expect([...(guard('/content/manage') ?? [])].sort()).toEqual(['ROLE_CONTENT_AUTHOR', 'ROLE_CONTENT_EDITOR']);
    expect(guard('/content/:id/delete')).toEqual(['ROLE_CONTENT_EDITOR']);
  });

  it('campaign: new for authors, edit and manage for authors or editors, delete for editors', () => {
    expect(guard('/campaign/new')).toEqual(['ROLE_CAMPAIGN_AUTHOR']);
    expect(guard('/campaign/:id/edit')).toEqual(['ROLE_CAMPAIGN_AUTHOR', 'ROLE_CAMPAIGN_EDITOR']);
    expect([...(guard('/campaign/manage') ?? [])].sort()).toEqual(['ROLE_CAMPAIGN_AUTHOR', 'ROLE_CAMPAIGN_EDITOR']);
    expect(guard('/campaign/:id/delete')).toEqual(['ROLE_CAMPAIGN_EDITOR']);
  });
});
