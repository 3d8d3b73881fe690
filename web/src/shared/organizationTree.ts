/** Organization tree helpers shared by the admin screens (GET /api/v3/organizations/treeSelect and /tree). */
import api from '../app/api';

export interface TreeSelectNode {
  key: number;
  value: number;
  title: string;
  kind?: string;
  disabled?: boolean;
  children?: TreeSelectNode[];
}

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

/**
 * The tree for a select, outside RTK Query: kept for the screens that have not moved to
 * `useTreeSelectQuery` (./organizationTreeApi.ts) yet; removed with its last user.
 */
export async function fetchTreeSelect(): Promise<TreeSelectNode[]> {
  const res = await api.get<TreeSelectNode[]>('/api/v3/organizations/treeSelect');
  return Array.isArray(res.data) ? res.data : [];
}
