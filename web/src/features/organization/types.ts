/** The server's shapes of the organization administration (spec 002 §7 Organizations). */

export type OrgKind = 'ORGANIZATION' | 'UNIT';

/** A node of GET /api/v3/organizations/tree (with children) and a row of /api/v3/organizations-list. */
export interface OrgNode {
  id: number;
  parentId: number | null;
  name: string;
  code?: string | null;
  kind: OrgKind;
  isActive: boolean;
  isEditable: boolean;
  sortOrder?: number;
  userCount?: number;
  createdDate?: string | null;
  children?: OrgNode[];
}

/** The POST/PUT body of /api/v3/organizations. */
export interface OrgBody {
  id?: number;
  name: string;
  code: string;
  kind: OrgKind;
  parentId: number | null;
  isActive: boolean;
  sortOrder: number;
}
