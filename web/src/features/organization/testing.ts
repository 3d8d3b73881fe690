/** Fixtures for the organization tests (not part of the app bundle). */
import type { OrgNode } from './types';

/** A node as the server answers it: a root is an organization, the others units. */
export function orgNode(id: number, parentId: number | null, name: string, children?: OrgNode[]): OrgNode {
  return {
    id,
    parentId,
    name,
    kind: parentId === null ? 'ORGANIZATION' : 'UNIT',
    isActive: true,
    isEditable: true,
    code: '',
    sortOrder: 0,
    userCount: 0,
    createdDate: '2024-01-01T00:00:00Z',
    children,
  };
}
