import { describe, expect, it } from 'vitest';
import {
  actionPayload,
  commandPointPayload,
  commandPointToForm,
  commandTaskPayload,
  commandTaskToForm,
  newActionForm,
  newCommandPointForm,
  newPostHandlerForm,
  newTaskForm,
  pointPayload,
  postHandlerPayload,
  postHandlerToForm,
  taskPayload,
  validateAction,
  validateCommand,
  validateNotification,
  validatePoint,
  validatePostHandler,
  validateTask,
} from './pieceForms';
import {
  handlerParameters,
  movedRank,
  moveTargets,
  nameLanguages,
  ordered,
  stateInUseOf,
  stateLabel,
  toggleRole,
  toStateCode,
} from './rules';
import {
  lifeCyclePayload,
  lifeCycleToForm,
  moveStatePayload,
  newLifeCycleForm,
  newStateForm,
  statePayload,
  stateServerErrors,
  stateToForm,
  validateLifeCycle,
  validateState,
} from './stateForms';
import type { LifeCycleState } from './types';

const st = (id: number, code: string, rank: number, names: [string, string][] = [['en', code]]): LifeCycleState => ({
  id,
  lifeCycleId: 1,
  code,
  stateType: 'FLOW',
  rank,
  isHappyPath: true,
  isInitial: rank === 1,
  stateDefinitionList: names.map(([language, name]) => ({ language, name })),
  actions: [],
  tasks: [],
  commands: [],
  notifications: [],
});

const STATES = [
  st(3, 'DONE', 3),
  st(1, 'DRAFT', 1, [
    ['en', 'Draft'],
    ['tr', 'Taslak'],
  ]),
  st(2, 'REVIEW', 2),
];

describe('names and order', () => {
  it('names a state in the language, else English, else any, else Undefined', () => {
    expect(stateLabel(STATES[1], 'tr')).toBe('Taslak');
    expect(stateLabel(STATES[1], 'de')).toBe('Draft');
    expect(stateLabel(st(9, 'X', 1, [['de', 'Entwurf']]), 'tr')).toBe('Entwurf');
    expect(stateLabel(st(9, 'X', 1, []), 'en')).toBe('Undefined');
    expect(stateLabel(undefined, 'en')).toBe('Undefined');
  });

  it('orders states and computes moves (none past the edges)', () => {
    expect(ordered(STATES).map((s) => s.code)).toEqual(['DRAFT', 'REVIEW', 'DONE']);
    expect(movedRank(STATES, 2, -1)).toBe(1);
    expect(movedRank(STATES, 2, 1)).toBe(3);
    expect(movedRank(STATES, 1, -1)).toBeNull();
    expect(movedRank(STATES, 3, 1)).toBeNull();
    expect(movedRank(STATES, 99, 1)).toBeNull();
    expect(moveStatePayload(STATES[2], 1)).toEqual({
      id: 2,
      lifeCycleId: 1,
      code: 'REVIEW',
      stateType: 'FLOW',
      rank: 1,
      isHappyPath: true,
      isInitial: false,
      stateDefinitionList: [{ language: 'en', name: 'REVIEW' }],
    });
  });

  it('offers every other state as the target of a deleted one', () => {
    expect(moveTargets(STATES, 2).map((s) => s.code)).toEqual(['DRAFT', 'DONE']);
  });

  it('names states in en and tr plus the configured languages', () => {
    expect(nameLanguages(['en'])).toEqual(['en', 'tr']);
    expect(nameLanguages(['de', 'tr'])).toEqual(['en', 'tr', 'de']);
  });
});

describe('the stateInUse refusal', () => {
  it('reads the counts of a stateInUse answer and nothing else', () => {
    expect(stateInUseOf({ status: 400, body: { errorKey: 'stateInUse', params: { count: 2, actions: 1, tasks: 3 } } })).toEqual({
      count: 2,
      actions: 1,
      tasks: 3,
    });
    expect(stateInUseOf({ body: { errorKey: 'stateInUse' } })).toEqual({ count: 0, actions: 0, tasks: 0 });
    expect(stateInUseOf({ body: { errorKey: 'initialStateRequired' } })).toBeNull();
    expect(stateInUseOf(new Error('x'))).toBeNull();
  });
});

describe('forms, rules and payloads', () => {
  it('life cycle', () => {
    const f = newLifeCycleForm();
    expect(validateLifeCycle(f).name?.key).toBe('entity.validation.required');
    expect(validateLifeCycle({ ...f, name: 'x'.repeat(201) }).name?.key).toBe('entity.validation.maxlength');
    expect(lifeCyclePayload({ ...f, name: ' Fast ' })).toEqual({
      name: 'Fast',
      contributionType: 'SUGGESTION',
      isDefault: false,
      isActive: true,
      isOwnersChatEnabled: false,
      isOwnersMentorChatEnabled: false,
      isOwnersAdvisorsChatEnabled: false,
      isMentorExpertChatEnabled: false,
      isBannerEnabled: true,
      ratingType: 'STAR5',
    });
    const lc = { ...f, id: 4, name: 'Flow', isOwnersChatEnabled: true, contributionType: 'IDEA' as const };
    expect(lifeCyclePayload(lifeCycleToForm(lc))).toMatchObject({
      id: 4,
      name: 'Flow',
      contributionType: 'IDEA',
      isOwnersChatEnabled: true,
    });
  });

  it('state: code pattern and uniqueness, English name required, empty names dropped', () => {
    expect(toStateCode('board review-2 ü')).toBe('BOARD_REVIEW_2_');
    const f = { ...newStateForm(), code: 'REVIEW', names: { en: '', tr: 'x'.repeat(201) } };
    const errors = validateState(f, ['REVIEW']);
    expect(errors.code?.key).toBe('error.Unique');
    expect(errors['name.en']?.key).toBe('entity.validation.required');
    expect(errors['name.tr']?.key).toBe('entity.validation.maxlength');
    expect(validateState({ ...f, code: '9X', names: { en: 'Review' } }).code?.key).toBe('entity.validation.pattern');
    expect(validateState({ ...f, names: { en: 'Review', tr: '' } })).toEqual({});
    const body = statePayload({ ...f, code: ' BOARD ', names: { en: ' Board ', tr: '' } }, 7);
    expect(body).toEqual({
      lifeCycleId: 7,
      code: 'BOARD',
      stateType: 'FLOW',
      rank: 0,
      isHappyPath: true,
      isInitial: false,
      stateDefinitionList: [{ language: 'en', name: 'Board' }],
    });
    expect(stateToForm(STATES[1])).toMatchObject({ id: 1, names: { en: 'Draft', tr: 'Taslak' } });
  });

  it("maps the server's stateDefinitionList errors onto the name fields", () => {
    const sent = statePayload({ ...newStateForm(), code: 'A', names: { en: 'A', tr: 'B' } }, 1);
    expect(
      stateServerErrors(
        {
          'stateDefinitionList[1].name': { key: 'error.Size' },
          code: { key: 'error.Unique' },
          stateDefinitionList: { key: 'error.NotNull' },
        },
        sent,
      ),
    ).toEqual({
      'name.tr': { key: 'error.Size' },
      code: { key: 'error.Unique' },
      'name.en': { key: 'error.NotNull' },
    });
  });

  it('action: name, target and roles required; roles keep the server order', () => {
    const errors = validateAction(newActionForm());
    expect(Object.keys(errors).sort()).toEqual(['name', 'roles', 'targetStateId']);
    expect(validateAction({ ...newActionForm(), name: 'send to board' }).name?.key).toBe('entity.validation.pattern');
    expect(validateAction({ ...newActionForm(), name: 'accept', targetStateId: '3', roles: ['OWNER'] }, ['accept']).name?.key).toBe(
      'error.Unique',
    );
    const roles = toggleRole(toggleRole([], 'MANAGER', ['OWNER', 'EXPERT', 'MANAGER']), 'EXPERT', ['OWNER', 'EXPERT', 'MANAGER']);
    expect(roles).toEqual(['EXPERT', 'MANAGER']);
    expect(toggleRole(roles, 'EXPERT', ['OWNER', 'EXPERT', 'MANAGER'])).toEqual(['MANAGER']);
    expect(
      actionPayload({ id: null, name: ' send-to-board ', targetStateId: '12', roles, explanation: 'OPTIONAL', requiredEvaluation: '' }, 4),
    ).toEqual({
      stateId: 4,
      name: 'send-to-board',
      targetStateId: 12,
      roles: ['EXPERT', 'MANAGER'],
      explanation: 'OPTIONAL',
      requiredEvaluation: '',
    });
  });

  it('points, tasks, commands and notifications', () => {
    expect(validatePoint({ role: '', points: 'x', share: false })).toMatchObject({
      role: { key: 'entity.validation.required' },
      points: { key: 'entity.validation.pattern' },
    });
    expect(validatePoint({ role: 'OWNER', points: '200000', share: false }, ['OWNER'])).toMatchObject({
      role: { key: 'error.Unique' },
      points: { key: 'error.Size' },
    });
    expect(pointPayload({ role: 'OWNER', points: '-5', share: true }, 3)).toEqual({ actionId: 3, role: 'OWNER', points: -5, share: true });
    expect(validateTask({ id: null, name: '', role: '', deadlineDays: '0', sendEmail: false })).toMatchObject({
      name: { key: 'entity.validation.required' },
      role: { key: 'entity.validation.required' },
      deadlineDays: { key: 'error.Size' },
    });
    expect(taskPayload({ id: 5, name: ' decide ', role: 'MANAGER', deadlineDays: '14', sendEmail: true }, 2)).toEqual({
      id: 5,
      stateId: 2,
      name: 'decide',
      role: 'MANAGER',
      deadlineDays: 14,
      sendEmail: true,
    });
    expect(validateCommand({ id: null, command: 'EDIT', roles: [] }, ['EDIT'])).toMatchObject({
      command: { key: 'error.Unique' },
      roles: { key: 'entity.validation.required' },
    });
    expect(validateNotification({ id: null, role: 'OWNER', sendEmail: true }, ['OWNER']).role?.key).toBe('error.Unique');
    expect(validateNotification({ id: null, role: 'MENTOR', sendEmail: true }, ['OWNER'])).toEqual({});
  });

  it('post handlers: a known handler, and a parameter from its list or none', () => {
    const handlers = { ASSIGN_FIELD_MENTORS: [], CHANGE_COMMENT_STATUS: ['OPEN', 'CLOSED', 'HIDDEN'], NOTIFY_ROLE: ['OWNER', 'MENTOR'] };
    expect(handlerParameters(handlers, 'NOTIFY_ROLE')).toEqual(['OWNER', 'MENTOR']);
    expect(handlerParameters(handlers, 'constructor')).toEqual([]);
    expect(validatePostHandler(newPostHandlerForm(), handlers)).toEqual({ handler: { key: 'entity.validation.required' } });
    expect(validatePostHandler({ id: null, handler: 'LAUNCH_ROCKET', parameter: '' }, handlers)).toEqual({
      handler: { key: 'entity.validation.pattern' },
    });
    expect(validatePostHandler({ id: null, handler: 'CHANGE_COMMENT_STATUS', parameter: '' }, handlers)).toEqual({
      parameter: { key: 'entity.validation.required' },
    });
    expect(validatePostHandler({ id: null, handler: 'CHANGE_COMMENT_STATUS', parameter: 'MAYBE' }, handlers)).toEqual({
      parameter: { key: 'entity.validation.pattern' },
    });
    expect(validatePostHandler({ id: null, handler: 'ASSIGN_FIELD_MENTORS', parameter: '' }, handlers)).toEqual({});
    // a parameter left over from another handler is not sent
    expect(postHandlerPayload({ id: null, handler: 'ASSIGN_FIELD_MENTORS', parameter: 'OWNER' }, 7, handlers)).toEqual({
      actionId: 7,
      handler: 'ASSIGN_FIELD_MENTORS',
      parameter: '',
    });
    const form = postHandlerToForm({ id: 3, actionId: 7, handler: 'NOTIFY_ROLE', parameter: 'MENTOR', rank: 2 });
    expect(form).toEqual({ id: 3, handler: 'NOTIFY_ROLE', parameter: 'MENTOR' });
    expect(postHandlerPayload(form, 7, handlers)).toEqual({ id: 3, actionId: 7, handler: 'NOTIFY_ROLE', parameter: 'MENTOR' });
  });

  it("a command's task and point definitions", () => {
    const task = commandTaskToForm({ id: 4, commandId: 5, name: 'briefExpert', role: 'MENTOR', deadlineDays: 2, sendEmail: false });
    expect(task).toEqual({ id: 4, name: 'briefExpert', role: 'MENTOR', deadlineDays: '2', sendEmail: false });
    expect(commandTaskPayload({ ...task, name: ' brief ', deadlineDays: '3' }, 5)).toEqual({
      id: 4,
      commandId: 5,
      name: 'brief',
      role: 'MENTOR',
      deadlineDays: 3,
      sendEmail: false,
    });
    expect(commandTaskPayload({ ...newTaskForm(), name: 'x', role: 'OWNER' }, 5)).toEqual({
      commandId: 5,
      name: 'x',
      role: 'OWNER',
      deadlineDays: 7,
      sendEmail: false,
    });
    expect(newCommandPointForm()).toEqual({ id: null, role: '', points: '', share: false });
    const point = commandPointToForm({ id: 6, commandId: 5, role: 'MENTOR', points: -3, share: true });
    expect(point).toEqual({ id: 6, role: 'MENTOR', points: '-3', share: true });
    expect(commandPointPayload(point, 5)).toEqual({ id: 6, commandId: 5, role: 'MENTOR', points: -3, share: true });
    expect(commandPointPayload({ ...newCommandPointForm(), role: 'OWNER', points: '2' }, 5)).toEqual({
      commandId: 5,
      role: 'OWNER',
      points: 2,
      share: false,
    });
  });
});
