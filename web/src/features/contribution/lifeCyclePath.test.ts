import { describe, expect, it } from 'vitest';
import { actionKind, orderedActions, pathSteps } from './lifeCyclePath';
import type { PathState } from './types';

const S = (id: number, code: string, stateType: PathState['stateType'], rank: number, isHappyPath = true): PathState => ({
  id,
  code,
  stateType,
  rank,
  isHappyPath,
  isInitial: rank === 1,
  name: code.toLowerCase(),
});
const STATES = [
  S(1, 'DRAFT', 'NEW', 1),
  S(2, 'SUBMITTED', 'SUBMITTED', 2),
  S(3, 'PRE', 'EVALUATION', 3),
  S(4, 'ACCEPTED', 'ACCEPTANCE', 4),
  S(5, 'COMPLETED', 'COMPLETION', 5),
  S(8, 'REJECTED', 'REJECTION', 8, false),
  S(9, 'CANCELLED', 'CANCELLATION', 9, false),
  S(7, 'ON_HOLD', 'FLOW', 3, false),
];
const statuses = (steps: ReturnType<typeof pathSteps>) => steps.map((s) => `${s.name}:${s.status}`);

describe('life-cycle path', () => {
  it('marks the steps before the current state done and the rest to do', () => {
    expect(statuses(pathSteps(STATES, 3))).toEqual([
      'draft:done',
      'submitted:done',
      'pre:current',
      'accepted:upcoming',
      'completed:upcoming',
    ]);
  });
  it('a rejection ends the path after the state it came from, shown as such', () => {
    expect(statuses(pathSteps(STATES, 8, 3))).toEqual(['draft:done', 'submitted:done', 'pre:done', 'rejected:ended']);
    expect(statuses(pathSteps(STATES, 9, 1))).toEqual(['draft:done', 'cancelled:ended']);
    // not known where from: the happy steps stay unmarked
    expect(statuses(pathSteps(STATES, 8))).toEqual([
      'draft:upcoming',
      'submitted:upcoming',
      'pre:upcoming',
      'accepted:upcoming',
      'completed:upcoming',
      'rejected:ended',
    ]);
  });
  it('an off-path state that is not an ending is the current step among the happy ones', () => {
    expect(statuses(pathSteps(STATES, 7))).toEqual([
      'draft:done',
      'submitted:done',
      'pre:done',
      'on_hold:current',
      'accepted:upcoming',
      'completed:upcoming',
    ]);
  });
  it('an unknown current state leaves every step to do', () => {
    expect(pathSteps(STATES, 99).every((s) => s.status === 'upcoming')).toBe(true);
  });
  it('classes actions: forward primary, back secondary, reject and cancel danger (last)', () => {
    expect(actionKind({ name: 'accept', targetStateId: 4 }, STATES, 3)).toBe('primary');
    expect(actionKind({ name: 'return-to-owner', targetStateId: 1 }, STATES, 3)).toBe('secondary');
    expect(actionKind({ name: 'reject', targetStateId: 8 }, STATES, 3)).toBe('danger');
    // without the states, by name
    expect(actionKind({ name: 'cancel', targetStateId: 9 }, [], 2)).toBe('danger');
    expect(actionKind({ name: 'return-to-owner', targetStateId: 1 }, [], 2)).toBe('secondary');
    const order = orderedActions(
      [
        { name: 'cancel', targetStateId: 9 },
        { name: 'return-to-owner', targetStateId: 1 },
        { name: 'start', targetStateId: 3 },
      ],
      STATES,
      2,
    );
    expect(order.map((o) => `${o.action.name}:${o.kind}`)).toEqual(['start:primary', 'return-to-owner:secondary', 'cancel:danger']);
  });
});
