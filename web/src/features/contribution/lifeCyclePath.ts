/** The life-cycle path of the detail page (docs/design.md "Life-cycle path"). */
import type { ActionView, PathState } from './types';

/** State types that end a contribution off the happy path. */
export const ENDING_TYPES = new Set(['REJECTION', 'CANCELLATION']);

export type StepStatus = 'done' | 'current' | 'upcoming' | 'ended';

export interface PathStep {
  id: number;
  name: string;
  stateType: string;
  status: StepStatus;
}

/**
 * The happy path as steps with the current state marked: the steps before it done, the rest to do.
 * A rejection or cancellation ends the path: the steps up to the state it was reached from
 * (`leftFromId`, from the STATE history) are done and the ending is the last step; without that state
 * the happy steps stay unmarked. Any other off-path state is the current step at its rank.
 */
export function pathSteps(states: readonly PathState[], currentId: number, leftFromId?: number | null): PathStep[] {
  const ordered = [...states].sort((a, b) => a.rank - b.rank || a.id - b.id);
  const current = ordered.find((s) => s.id === currentId);
  if (current && ENDING_TYPES.has(current.stateType)) {
    const happy = ordered.filter((s) => s.isHappyPath && s.id !== currentId);
    const from = happy.findIndex((s) => s.id === leftFromId);
    const before = from < 0 ? happy.map((s) => step(s, 'upcoming')) : happy.slice(0, from + 1).map((s) => step(s, 'done'));
    return [...before, step(current, 'ended')];
  }
  const happy = ordered.filter((s) => s.isHappyPath || s.id === currentId);
  if (!current) return happy.map((s) => step(s, 'upcoming'));
  let reached = false;
  return happy.map((s) => {
    if (s.id === currentId) {
      reached = true;
      return step(s, 'current');
    }
    return step(s, reached ? 'upcoming' : 'done');
  });
}

function step(s: PathState, status: StepStatus): PathStep {
  return { id: s.id, name: s.name || s.code, stateType: s.stateType, status };
}

export type ActionKind = 'primary' | 'secondary' | 'danger';

/**
 * How an action's button looks: danger when it ends the contribution (its target is a rejection or a
 * cancellation; by name when the states are not known), primary when it moves forward on the path,
 * secondary otherwise (back to the owner, sideways).
 */
export function actionKind(
  action: Pick<ActionView, 'name' | 'targetStateId'>,
  states: readonly PathState[],
  currentId: number,
): ActionKind {
  const target = states.find((s) => s.id === action.targetStateId);
  if (target) {
    if (ENDING_TYPES.has(target.stateType)) return 'danger';
    const current = states.find((s) => s.id === currentId);
    if (target.isHappyPath && (!current || target.rank > current.rank)) return 'primary';
    return 'secondary';
  }
  if (/reject|cancel/i.test(action.name)) return 'danger';
  if (/return/i.test(action.name)) return 'secondary';
  return 'primary';
}

/** The actions in the order the header shows them: forward first, then the others, destructive last. */
export function orderedActions<A extends Pick<ActionView, 'name' | 'targetStateId'>>(
  actions: readonly A[],
  states: readonly PathState[],
  currentId: number,
): { action: A; kind: ActionKind }[] {
  const rank: Record<ActionKind, number> = { primary: 0, secondary: 1, danger: 2 };
  return actions
    .map((action, i) => ({ action, kind: actionKind(action, states, currentId), i }))
    .sort((a, b) => rank[a.kind] - rank[b.kind] || a.i - b.i)
    .map(({ action, kind }) => ({ action, kind }));
}
