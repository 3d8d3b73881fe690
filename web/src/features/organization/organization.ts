/** Organization tree rules (spec 002 §7 Organizations): tree walks, the node form's schema and bodies. */
import { z } from 'zod';
import { formErrors, text } from '../../shared/form/schema';
import type { FormErrors } from '../../shared/form/validation';
import { ORG_KINDS, type OrgBody, type OrgKind, type OrgNode } from './types';

export function findNode(nodes: readonly OrgNode[], id: number): OrgNode | null {
  for (const n of nodes) {
    if (n.id === id) return n;
    const hit = findNode(n.children ?? [], id);
    if (hit) return hit;
  }
  return null;
}

/** The node's id and the ids of every node below it. */
export function subtreeIds(node: OrgNode): Set<number> {
  const out = new Set<number>([node.id]);
  for (const c of node.children ?? []) for (const id of subtreeIds(c)) out.add(id);
  return out;
}

export interface ParentOption {
  id: number;
  name: string;
  depth: number;
}

/** Where a node may be moved: every node except itself and its own descendants (a cycle). */
export function moveTargets(forest: readonly OrgNode[], node: OrgNode | null): ParentOption[] {
  const excluded = node ? subtreeIds(node) : new Set<number>();
  const out: ParentOption[] = [];
  const walk = (nodes: readonly OrgNode[], depth: number) => {
    for (const n of nodes) {
      if (excluded.has(n.id)) continue;
      out.push({ id: n.id, name: n.name, depth });
      walk(n.children ?? [], depth + 1);
    }
  };
  walk(forest, 0);
  return out;
}

export interface OrgForm {
  id: number | null;
  name: string;
  code: string;
  kind: OrgKind;
  /** '' = a root */
  parentId: string;
  isActive: boolean;
  sortOrder: string;
}

export function newChildForm(parent: OrgNode | null): OrgForm {
  return {
    id: null,
    name: '',
    code: '',
    kind: parent ? 'UNIT' : 'ORGANIZATION',
    parentId: parent ? String(parent.id) : '',
    isActive: true,
    sortOrder: '0',
  };
}

export function nodeToForm(n: OrgNode): OrgForm {
  return {
    id: n.id,
    name: n.name,
    code: n.code,
    kind: n.kind,
    parentId: n.parentId == null ? '' : String(n.parentId),
    isActive: n.isActive,
    sortOrder: String(n.sortOrder),
  };
}

export const orgSchema = z.object({
  id: z.number().nullable(),
  name: text({ required: true, max: 200 }),
  code: text({ max: 50 }),
  kind: z.enum(ORG_KINDS),
  parentId: z.string(),
  isActive: z.boolean(),
  sortOrder: text({ pattern: /^-?\d+$/ }),
});

export function validateOrg(v: OrgForm): FormErrors<OrgForm> {
  return formErrors(orgSchema, v);
}

export function orgPayload(v: OrgForm): OrgBody {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    name: v.name.trim(),
    code: v.code.trim(),
    kind: v.kind,
    parentId: v.parentId === '' ? null : Number(v.parentId),
    isActive: v.isActive,
    sortOrder: Number.parseInt(v.sortOrder, 10) || 0,
  };
}

/** The PUT body of a node changed in place (activate, move). */
export function nodeUpdate(n: OrgNode, change: Partial<Pick<OrgNode, 'isActive' | 'parentId' | 'name'>>): OrgBody {
  return {
    id: n.id,
    name: n.name,
    code: n.code,
    kind: n.kind,
    parentId: n.parentId,
    isActive: n.isActive,
    sortOrder: n.sortOrder,
    ...change,
  };
}
