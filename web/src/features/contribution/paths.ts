/** Routes of the contribution pages (spec 002 §2; the detail route is ours: docs/decisions.md). */
import { CONTRIBUTION_TYPES, type ContributionType, type Scope } from './types';

export const SCOPES: readonly Scope[] = ['all', 'mine', 'assigned'];

/** 'suggestion' → 'SUGGESTION'; null for an unknown type (or one not in `allowed`). */
export function parseType(raw: string | undefined, allowed: readonly ContributionType[] = CONTRIBUTION_TYPES): ContributionType | null {
  const t = (raw ?? '').toUpperCase();
  return (allowed as readonly string[]).includes(t) ? (t as ContributionType) : null;
}

export function parseScope(raw: string | undefined): Scope | null {
  const s = (raw ?? '').toLowerCase();
  return (SCOPES as readonly string[]).includes(s) ? (s as Scope) : null;
}

/** A non-negative whole number from a path segment or query value; null otherwise ('null', '', 'x'). */
export function parseId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) ? n : null;
}

/** The Contribute control's target: /contribution/{type}/null (?campaignId=… when started from a campaign). */
export function startPath(type: string, campaignId?: number | null): string {
  return campaignId ? `/contribution/${type}/null?campaignId=${campaignId}` : `/contribution/${type}/null`;
}

/**
 * The edit route after creating (spec 002 §2): /contribution/{type}/{campaignId}/{id}/edit when a
 * campaign (or, for ideas, a competition) is known, else /contribution/{type}/{id}/edit.
 */
export function editPath(type: string, id: number, parentId?: number | null): string {
  return parentId ? `/contribution/${type}/${parentId}/${id}/edit` : `/contribution/${type}/${id}/edit`;
}

export function listPath(type: string, parentId: number | string = 0, scope: Scope = 'all'): string {
  return `/contribution/list/${type}/${parentId}/${scope}`;
}

export function detailPath(id: number): string {
  return `/contribution/view/${id}`;
}

const IMAGE_PREFIX = 'contribution-images/';

/**
 * Banner and preview images are served publicly under their random path. The server's paths
 * already start with 'contribution-images/' (GET api/v3/contribution-images/{id}/{name});
 * a bare '{id}/{name}' gets the prefix.
 */
export function imageUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  const p = path.replace(/^\/+/, '').replace(/^api\/v3\//, '');
  return `/api/v3/${p.startsWith(IMAGE_PREFIX) ? p : IMAGE_PREFIX + p}`;
}
