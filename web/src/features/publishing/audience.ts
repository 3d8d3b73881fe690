/**
 * Who an item is for (docs/api-content-campaigns.md "Audience"): the access level and the
 * target nodes of the organization tree, split by kind into organizations and units.
 */
import type { TreeSelectNode } from '../../shared/organizationTree';
import type { AccessLevel, Targets } from './types';

/** The form offers these two (spec 001 §6); the others are shown when an item already has one. */
export const FORM_ACCESS_LEVELS: readonly AccessLevel[] = ['PUBLIC', 'REGISTERED'];

function kindsById(nodes: readonly TreeSelectNode[] | undefined, out: Map<number, string>): Map<number, string> {
  for (const n of nodes ?? []) {
    out.set(n.value, n.kind);
    kindsById(n.children, out);
  }
  return out;
}

/** Splits the checked node ids by the node's kind (ORGANIZATION → organizations, anything else → units). */
export function splitTargets(checked: Iterable<number>, tree: readonly TreeSelectNode[]): Targets {
  const kinds = kindsById(tree, new Map());
  const targetOrganizations: number[] = [];
  const targetUnits: number[] = [];
  for (const id of checked) {
    if (kinds.get(id) === 'ORGANIZATION') targetOrganizations.push(id);
    else targetUnits.push(id);
  }
  return { targetOrganizations: targetOrganizations.sort((a, b) => a - b), targetUnits: targetUnits.sort((a, b) => a - b) };
}

export function checkedIds(t: Targets): number[] {
  return [...t.targetOrganizations, ...t.targetUnits];
}

/** A non-draft item needs at least one checked organization or unit (targetUnitValidation). */
export function hasTarget(t: Targets): boolean {
  return t.targetOrganizations.length + t.targetUnits.length > 0;
}
