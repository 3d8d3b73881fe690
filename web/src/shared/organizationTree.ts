/** Organization tree helpers shared by the admin screens. */
import type { Schemas } from '../app/api/types';

/** A node of GET /api/v3/organizations/treeSelect. */
export type TreeSelectNode = Schemas['SelectNode'];

export interface TreeOption {
  value: number;
  title: string;
  depth: number;
  disabled: boolean;
}

/** Depth-first list of the tree for a <select>, with the depth for indentation. */
export function flattenTreeSelect(nodes: readonly TreeSelectNode[] | null | undefined, depth = 0): TreeOption[] {
  const out: TreeOption[] = [];
  for (const n of nodes ?? []) {
    out.push({ value: n.value, title: n.title, depth, disabled: !!n.disabled });
    out.push(...flattenTreeSelect(n.children, depth + 1));
  }
  return out;
}

/** The option label indented by depth (non-breaking spaces). */
export function indentedTitle(o: TreeOption): string {
  return `${'\u00a0\u00a0'.repeat(o.depth)}${o.title}`;
}
