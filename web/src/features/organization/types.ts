/**
 * The server's shapes of the organization administration (spec 002 §7 Organizations): aliases of the
 * types generated from the OpenAPI document (src/app/api/schema.d.ts).
 */
import type { Schemas } from '../../app/api/types';

export type OrgKind = Schemas['OrgKind'];
export const ORG_KINDS = ['ORGANIZATION', 'UNIT'] as const satisfies readonly OrgKind[];

/** A node of GET /api/v3/organizations/tree (with children) and a row of /api/v3/organizations-list. */
export type OrgNode = Schemas['Node'];

/** The POST/PUT body of /api/v3/organizations. */
export type OrgBody = Schemas['OrganizationInput'];
