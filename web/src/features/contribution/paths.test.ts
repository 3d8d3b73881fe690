import { describe, expect, it } from 'vitest';
import { matchRoutes } from 'react-router';
import { resolveAuthorities } from '../../app/router/routes';
import { detailPath, editPath, imageUrl, listPath, parseId, parseScope, parseType, startPath } from './paths';
import { routes } from './routes';

describe('contribution paths', () => {
  it('parses types case-insensitively and refuses unknown ones', () => {
    expect(parseType('suggestion')).toBe('SUGGESTION');
    expect(parseType('IDEA')).toBe('IDEA');
    expect(parseType('CAMPAIGN')).toBeNull();
    expect(parseType(undefined)).toBeNull();
  });

  it('parses scopes and ids', () => {
    expect(parseScope('Mine')).toBe('mine');
    expect(parseScope('edit')).toBeNull();
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBe(0);
    expect(parseId('null')).toBeNull();
    expect(parseId('-1')).toBeNull();
    expect(parseId(null)).toBeNull();
  });

  it('builds the start, edit, list and detail routes of spec 002 §2', () => {
    expect(startPath('SUGGESTION')).toBe('/contribution/SUGGESTION/null');
    expect(startPath('SUGGESTION', 5)).toBe('/contribution/SUGGESTION/null?campaignId=5');
    expect(editPath('SUGGESTION', 7)).toBe('/contribution/SUGGESTION/7/edit');
    expect(editPath('SUGGESTION', 7, 5)).toBe('/contribution/SUGGESTION/5/7/edit');
    expect(editPath('IDEA', 7, 3)).toBe('/contribution/IDEA/3/7/edit');
    expect(listPath('IMPROVEMENT', 0, 'mine')).toBe('/contribution/list/IMPROVEMENT/0/mine');
    expect(detailPath(7)).toBe('/contribution/view/7');
  });

  it("serves images under api/v3 whether or not the path carries the 'contribution-images/' prefix", () => {
    expect(imageUrl('contribution-images/7/abc-preview.jpg')).toBe('/api/v3/contribution-images/7/abc-preview.jpg');
    expect(imageUrl('7/abc.png')).toBe('/api/v3/contribution-images/7/abc.png');
    expect(imageUrl('/api/v3/contribution-images/7/abc.png')).toBe('/api/v3/contribution-images/7/abc.png');
    expect(imageUrl(null)).toBeNull();
  });
});

describe('contribution routes', () => {
  const table = routes.map((r) => ({ path: r.path }));
  const matched = (url: string) => matchRoutes(table, url)?.[0].route.path;

  it('sends each URL to the right page', () => {
    expect(matched('/contribution/SUGGESTION/null')).toBe('/contribution/:type/null');
    expect(matched('/contribution/SUGGESTION/7/edit')).toBe('/contribution/:type/:id/edit');
    expect(matched('/contribution/SUGGESTION/5/7/edit')).toBe('/contribution/:type/:parentId/:id/edit');
    expect(matched('/contribution/IDEA/3/7/edit')).toBe('/contribution/:type/:parentId/:id/edit');
    expect(matched('/contribution/list/SUGGESTION/0/all')).toBe('/contribution/list/:type/:parentId/:scope');
    expect(matched('/contribution/SUGGESTION/0/all')).toBe('/contribution/:type/:parentId/:scope');
    expect(matched('/contribution/view/7')).toBe('/contribution/view/:id');
  });

  it('are for INTERNAL and EXTERNAL users', () => {
    for (const r of routes) expect(resolveAuthorities(r)).toEqual(['ROLE_EXTERNAL', 'ROLE_INTERNAL']);
  });
});
