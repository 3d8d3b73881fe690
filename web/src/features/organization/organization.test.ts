import { describe, expect, it } from 'vitest';
import { findNode, moveTargets, newChildForm, nodeToForm, nodeUpdate, orgPayload, subtreeIds, validateOrg } from './organization';
import { orgNode } from './testing';
import type { OrgNode } from './types';

const leaf = (id: number, parentId: number, name: string, children?: OrgNode[]) => orgNode(id, parentId, name, children);
const forest: OrgNode[] = [orgNode(1, null, 'Inno', [leaf(3, 1, 'Production', [leaf(4, 3, 'Quality')]), leaf(2, 1, 'R&D')])];

describe('organization rules', () => {
  it('finds nodes and subtrees', () => {
    expect(findNode(forest, 4)?.name).toBe('Quality');
    expect(findNode(forest, 99)).toBeNull();
    expect([...subtreeIds(findNode(forest, 3)!)].sort()).toEqual([3, 4]);
  });

  it('a node cannot move below itself', () => {
    expect(moveTargets(forest, findNode(forest, 3))).toEqual([
      { id: 1, name: 'Inno', depth: 0 },
      { id: 2, name: 'R&D', depth: 1 },
    ]);
    expect(moveTargets(forest, null).map((o) => o.id)).toEqual([1, 3, 4, 2]);
  });

  it('forms and payloads', () => {
    const child = newChildForm(findNode(forest, 3));
    expect(child).toMatchObject({ kind: 'UNIT', parentId: '3', isActive: true });
    expect(validateOrg(child).name?.key).toBe('entity.validation.required');
    expect(validateOrg({ ...child, name: 'X', sortOrder: 'a' }).sortOrder?.key).toBe('entity.validation.pattern');
    expect(orgPayload({ ...child, name: ' Lab ', code: 'LAB' })).toEqual({
      name: 'Lab',
      code: 'LAB',
      kind: 'UNIT',
      parentId: 3,
      isActive: true,
      sortOrder: 0,
    });
    expect(orgPayload(nodeToForm(findNode(forest, 1)!))).toMatchObject({ id: 1, parentId: null, kind: 'ORGANIZATION' });
    expect(nodeUpdate(findNode(forest, 4)!, { parentId: 2 })).toMatchObject({ id: 4, parentId: 2, name: 'Quality' });
  });
});
