/**
 * Life-cycle administration (spec 002 §7 "Life cycles and configuration", docs/api-lifecycle.md):
 * the shapes the server answers, and the editor's rules as pure functions (forms, validation,
 * payloads, ordering, names, the stateInUse refusal).
 */
import { checkText, compact, type FieldMessage, type FormErrors } from '../../shared/form/validation';

export type ContributionType = 'SUGGESTION' | 'IMPROVEMENT' | 'IDEA';
export type Explanation = 'NONE' | 'OPTIONAL' | 'REQUIRED';

export interface StateName {
  language: string;
  name: string;
}

export interface PointDef {
  id: number;
  actionId: number;
  role: string;
  points: number;
  share: boolean;
}

export interface StateAction {
  id: number;
  stateId: number;
  name: string;
  targetStateId: number;
  roles: string[];
  explanation: Explanation;
  rank: number;
  points: PointDef[];
  postHandlers: PostHandler[];
}

/** Work an action does after it moved a contribution (stored; the engine does not run it yet). */
export interface PostHandler {
  id: number;
  actionId: number;
  handler: string;
  /** '' for a handler without a parameter */
  parameter: string;
  rank: number;
}

export interface TaskDef {
  id: number;
  stateId: number;
  name: string;
  role: string;
  deadlineDays: number;
  sendEmail: boolean;
}

export interface StateCommand {
  id: number;
  stateId: number;
  command: string;
  roles: string[];
  taskDefinitions: CommandTaskDef[];
  pointDefinitions: CommandPointDef[];
}

/** A task a command opens for a role (stored; the engine does not run it yet). */
export interface CommandTaskDef {
  id: number;
  commandId: number;
  name: string;
  role: string;
  deadlineDays: number;
  sendEmail: boolean;
}

/** Points a command gives to a role (stored; the engine does not run them yet). */
export interface CommandPointDef {
  id: number;
  commandId: number;
  role: string;
  points: number;
  share: boolean;
}

export interface StateNotification {
  id: number;
  stateId: number;
  role: string;
  sendEmail: boolean;
}

export interface LifeCycleState {
  id: number;
  lifeCycleId: number;
  code: string;
  stateType: string;
  rank: number;
  isHappyPath: boolean;
  isInitial: boolean;
  stateDefinitionList: StateName[];
  actions: StateAction[];
  tasks: TaskDef[];
  commands: StateCommand[];
  notifications: StateNotification[];
}

export interface LifeCycleFlags {
  isOwnersChatEnabled: boolean;
  isOwnersMentorChatEnabled: boolean;
  isOwnersAdvisorsChatEnabled: boolean;
  isMentorExpertChatEnabled: boolean;
  isBannerEnabled: boolean;
}

export const FLAG_KEYS: readonly (keyof LifeCycleFlags)[] = [
  'isOwnersChatEnabled',
  'isOwnersMentorChatEnabled',
  'isOwnersAdvisorsChatEnabled',
  'isMentorExpertChatEnabled',
  'isBannerEnabled',
];

export interface LifeCycle extends LifeCycleFlags {
  id: number;
  name: string;
  contributionType: ContributionType;
  isDefault: boolean;
  isActive: boolean;
  createdDate?: string | null;
  stateCount?: number;
  contributionCount?: number;
  states?: LifeCycleState[];
}

export interface StateUsage {
  stateId: number;
  code: string;
  contributionCount: number;
  targetedBy: number;
}

export interface LifeCycleConfig extends LifeCycle {
  usage: StateUsage[];
}

export interface DefinedTypes {
  stateTypes: string[];
  contributionRoles: string[];
  commands: string[];
  explanationModes: Explanation[];
  contributionTypes: ContributionType[];
  /** post handler → the parameter values it accepts (empty: none) */
  postHandlers: Record<string, string[]>;
}

export const CONTRIBUTION_TYPES: readonly ContributionType[] = ['SUGGESTION', 'IMPROVEMENT', 'IDEA'];
export const EXPLANATION_MODES: readonly Explanation[] = ['NONE', 'OPTIONAL', 'REQUIRED'];

/** Languages a state is named in: en and tr always, plus the configured ones. */
export function nameLanguages(configured: readonly string[]): string[] {
  const out = ['en', 'tr'];
  for (const l of configured) if (!out.includes(l)) out.push(l);
  return out;
}

/** The state's name in lang, else English, else any, else 'Undefined' (spec 002 §3). */
export function stateLabel(state: Pick<LifeCycleState, 'stateDefinitionList'> | undefined, lang: string): string {
  const list = state?.stateDefinitionList ?? [];
  for (const want of [lang, 'en']) {
    const hit = list.find((n) => n.language === want && n.name.trim() !== '');
    if (hit) return hit.name;
  }
  return list.find((n) => n.name.trim() !== '')?.name ?? 'Undefined';
}

/** States in their order (rank, then id). */
export function ordered(states: readonly LifeCycleState[]): LifeCycleState[] {
  return [...states].sort((a, b) => a.rank - b.rank || a.id - b.id);
}

/** The 1-based position a state moves to one step up or down, or null at the edge. */
export function movedRank(states: readonly LifeCycleState[], stateId: number, direction: -1 | 1): number | null {
  const list = ordered(states);
  const i = list.findIndex((s) => s.id === stateId);
  if (i < 0) return null;
  const j = i + direction;
  if (j < 0 || j >= list.length) return null;
  return j + 1;
}

/** Where the contributions of a deleted state may go: the other states of its life cycle. */
export function moveTargets(states: readonly LifeCycleState[], deletingId: number): LifeCycleState[] {
  return ordered(states).filter((s) => s.id !== deletingId);
}

export interface StateInUse {
  count: number;
  actions: number;
  tasks: number;
}

function bodyOf(e: unknown): Record<string, unknown> | null {
  const body = e && typeof e === 'object' ? (e as { body?: unknown }).body : undefined;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
}

function num(v: unknown): number {
  return typeof v === 'number' && Number.isFinite(v) ? v : 0;
}

/** The server's stateInUse refusal (400) with its counts, or null for any other failure. */
export function stateInUseOf(e: unknown): StateInUse | null {
  const body = bodyOf(e);
  if (!body || body.errorKey !== 'stateInUse') return null;
  const p = body.params && typeof body.params === 'object' ? (body.params as Record<string, unknown>) : {};
  return { count: num(p.count), actions: num(p.actions), tasks: num(p.tasks) };
}

// ---- the life cycle's own form ----

export interface LifeCycleForm extends LifeCycleFlags {
  id: number | null;
  name: string;
  contributionType: ContributionType;
  isDefault: boolean;
  isActive: boolean;
}

export function newLifeCycleForm(): LifeCycleForm {
  return {
    id: null,
    name: '',
    contributionType: 'SUGGESTION',
    isDefault: false,
    isActive: true,
    isOwnersChatEnabled: false,
    isOwnersMentorChatEnabled: false,
    isOwnersAdvisorsChatEnabled: false,
    isMentorExpertChatEnabled: false,
    isBannerEnabled: true,
  };
}

export function lifeCycleToForm(lc: LifeCycle): LifeCycleForm {
  const form: LifeCycleForm = {
    ...newLifeCycleForm(),
    id: lc.id,
    name: lc.name,
    contributionType: lc.contributionType,
    isDefault: lc.isDefault,
    isActive: lc.isActive,
  };
  for (const k of FLAG_KEYS) form[k] = lc[k];
  return form;
}

export function validateLifeCycle(v: LifeCycleForm): FormErrors<LifeCycleForm> {
  return compact<LifeCycleForm>({ name: checkText(v.name, { required: true, max: 200 }) });
}

export function lifeCyclePayload(v: LifeCycleForm) {
  const { id, name, ...rest } = v;
  return { ...(id !== null ? { id } : {}), name: name.trim(), ...rest };
}

// ---- states ----

export const STATE_CODE = /^[A-Z][A-Z0-9_]*$/;

export interface StateForm {
  id: number | null;
  code: string;
  stateType: string;
  isHappyPath: boolean;
  isInitial: boolean;
  /** language → name ('' = none) */
  names: Record<string, string>;
}

export type StateFormErrors = FormErrors<StateForm> & Partial<Record<`name.${string}`, FieldMessage>>;

export function newStateForm(): StateForm {
  return { id: null, code: '', stateType: 'FLOW', isHappyPath: true, isInitial: false, names: {} };
}

export function stateToForm(s: LifeCycleState): StateForm {
  const names: Record<string, string> = {};
  for (const n of s.stateDefinitionList) names[n.language] = n.name;
  return { id: s.id, code: s.code, stateType: s.stateType, isHappyPath: s.isHappyPath, isInitial: s.isInitial, names };
}

/** Codes are upper case with underscores: what is typed is turned into one. */
export function toStateCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^A-Z0-9_]/g, '');
}

export function validateState(v: StateForm, takenCodes: readonly string[] = []): StateFormErrors {
  const out: Record<string, FieldMessage | undefined> = {
    code:
      checkText(v.code, { required: true, max: 50, pattern: STATE_CODE }) ??
      (takenCodes.includes(v.code.trim()) ? { key: 'error.Unique' } : undefined),
    stateType: checkText(v.stateType, { required: true }),
    'name.en': checkText(v.names.en, { required: true, max: 200 }),
  };
  for (const [lang, name] of Object.entries(v.names)) {
    if (lang !== 'en') out[`name.${lang}`] = checkText(name, { max: 200 });
  }
  return compact(out) as StateFormErrors;
}

/** The POST/PUT body; rank 0 keeps the position (or appends a new state). */
export function statePayload(v: StateForm, lifeCycleId: number, rank = 0) {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    lifeCycleId,
    code: v.code.trim(),
    stateType: v.stateType,
    rank,
    isHappyPath: v.isHappyPath,
    isInitial: v.isInitial,
    stateDefinitionList: Object.entries(v.names)
      .map(([language, name]) => ({ language, name: name.trim() }))
      .filter((n) => n.name !== ''),
  };
}

/** The PUT body that moves a state to another position and changes nothing else. */
export function moveStatePayload(s: LifeCycleState, rank: number) {
  return statePayload(stateToForm(s), s.lifeCycleId, rank);
}

/** Server field errors of a state (stateDefinitionList[i].name) mapped onto the form's fields. */
export function stateServerErrors(
  errors: Record<string, FieldMessage>,
  sent: ReturnType<typeof statePayload>,
): Record<string, FieldMessage> {
  const out: Record<string, FieldMessage> = {};
  for (const [field, message] of Object.entries(errors)) {
    const m = field.match(/^stateDefinitionList\[(\d+)\]\.(name|language)$/);
    if (m) {
      const lang = sent.stateDefinitionList[Number(m[1])]?.language ?? 'en';
      out[`name.${lang}`] = message;
    } else if (field === 'stateDefinitionList') {
      out['name.en'] = message;
    } else {
      out[field] = message;
    }
  }
  return out;
}

// ---- actions and their point definitions ----

export const ACTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface ActionForm {
  id: number | null;
  name: string;
  /** '' = not chosen */
  targetStateId: string;
  roles: string[];
  explanation: Explanation;
}

export function newActionForm(): ActionForm {
  return { id: null, name: '', targetStateId: '', roles: [], explanation: 'NONE' };
}

export function actionToForm(a: StateAction): ActionForm {
  return { id: a.id, name: a.name, targetStateId: String(a.targetStateId), roles: [...a.roles], explanation: a.explanation };
}

export function validateAction(v: ActionForm, takenNames: readonly string[] = []): FormErrors<ActionForm> {
  return compact<ActionForm>({
    name:
      checkText(v.name, { required: true, max: 50, pattern: ACTION_NAME }) ??
      (takenNames.includes(v.name.trim()) ? { key: 'error.Unique' } : undefined),
    targetStateId: v.targetStateId === '' ? { key: 'entity.validation.required' } : undefined,
    roles: v.roles.length === 0 ? { key: 'entity.validation.required' } : undefined,
  });
}

export function actionPayload(v: ActionForm, stateId: number) {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    stateId,
    name: v.name.trim(),
    targetStateId: Number(v.targetStateId),
    roles: v.roles,
    explanation: v.explanation,
  };
}

export interface PointForm {
  role: string;
  points: string;
  share: boolean;
}

export function newPointForm(): PointForm {
  return { role: '', points: '', share: false };
}

export function validatePoint(v: PointForm, takenRoles: readonly string[] = []): FormErrors<PointForm> {
  const n = Number(v.points);
  return compact<PointForm>({
    role: v.role === '' ? { key: 'entity.validation.required' } : takenRoles.includes(v.role) ? { key: 'error.Unique' } : undefined,
    points: checkText(v.points, { required: true, pattern: /^-?\d+$/ }) ?? (Math.abs(n) > 100000 ? { key: 'error.Size' } : undefined),
  });
}

export function pointPayload(v: PointForm, actionId: number) {
  return { actionId, role: v.role, points: Number.parseInt(v.points, 10), share: v.share };
}

// ---- action post handlers ----

export interface PostHandlerForm {
  id: number | null;
  handler: string;
  parameter: string;
}

export function newPostHandlerForm(): PostHandlerForm {
  return { id: null, handler: '', parameter: '' };
}

export function postHandlerToForm(h: PostHandler): PostHandlerForm {
  return { id: h.id, handler: h.handler, parameter: h.parameter };
}

/** The parameter values a handler accepts (get-defined-types); empty when it takes none. */
export function handlerParameters(handlers: Readonly<Record<string, readonly string[]>>, handler: string): readonly string[] {
  return Object.hasOwn(handlers, handler) ? handlers[handler] : [];
}

/** A known handler; a parameter from its list, or none when the handler takes none. */
export function validatePostHandler(
  v: PostHandlerForm,
  handlers: Readonly<Record<string, readonly string[]>>,
): FormErrors<PostHandlerForm> {
  const known = Object.hasOwn(handlers, v.handler);
  const allowed = handlerParameters(handlers, v.handler);
  return compact<PostHandlerForm>({
    handler: v.handler === '' ? { key: 'entity.validation.required' } : known ? undefined : { key: 'entity.validation.pattern' },
    parameter:
      !known || allowed.length === 0
        ? undefined
        : v.parameter === ''
          ? { key: 'entity.validation.required' }
          : allowed.includes(v.parameter)
            ? undefined
            : { key: 'entity.validation.pattern' },
  });
}

/** The POST/PUT body; the rank is left to the server (last on POST, unchanged on PUT). */
export function postHandlerPayload(v: PostHandlerForm, actionId: number, handlers: Readonly<Record<string, readonly string[]>>) {
  const parameter = handlerParameters(handlers, v.handler).length === 0 ? '' : v.parameter;
  return { ...(v.id !== null ? { id: v.id } : {}), actionId, handler: v.handler, parameter };
}

// ---- task definitions ----

export interface TaskForm {
  id: number | null;
  name: string;
  role: string;
  deadlineDays: string;
  sendEmail: boolean;
}

export function newTaskForm(): TaskForm {
  return { id: null, name: '', role: '', deadlineDays: '7', sendEmail: false };
}

export function taskToForm(t: TaskDef): TaskForm {
  return { id: t.id, name: t.name, role: t.role, deadlineDays: String(t.deadlineDays), sendEmail: t.sendEmail };
}

export function validateTask(v: TaskForm): FormErrors<TaskForm> {
  const days = Number(v.deadlineDays);
  return compact<TaskForm>({
    name: checkText(v.name, { required: true, max: 100 }),
    role: v.role === '' ? { key: 'entity.validation.required' } : undefined,
    deadlineDays:
      checkText(v.deadlineDays, { required: true, pattern: /^\d+$/ }) ?? (days < 1 || days > 3650 ? { key: 'error.Size' } : undefined),
  });
}

export function taskPayload(v: TaskForm, stateId: number) {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    stateId,
    name: v.name.trim(),
    role: v.role,
    deadlineDays: Number.parseInt(v.deadlineDays, 10),
    sendEmail: v.sendEmail,
  };
}

// ---- commands ----

export interface CommandForm {
  id: number | null;
  command: string;
  roles: string[];
}

export function newCommandForm(): CommandForm {
  return { id: null, command: '', roles: [] };
}

export function commandToForm(c: StateCommand): CommandForm {
  return { id: c.id, command: c.command, roles: [...c.roles] };
}

export function validateCommand(v: CommandForm, takenCommands: readonly string[] = []): FormErrors<CommandForm> {
  return compact<CommandForm>({
    command:
      v.command === '' ? { key: 'entity.validation.required' } : takenCommands.includes(v.command) ? { key: 'error.Unique' } : undefined,
    roles: v.roles.length === 0 ? { key: 'entity.validation.required' } : undefined,
  });
}

export function commandPayload(v: CommandForm, stateId: number) {
  return { ...(v.id !== null ? { id: v.id } : {}), stateId, command: v.command, roles: v.roles };
}

// ---- a command's task and point definitions ----

/** A command's task definition has the fields and rules of a state's (validateTask). */
export function commandTaskToForm(t: CommandTaskDef): TaskForm {
  return { id: t.id, name: t.name, role: t.role, deadlineDays: String(t.deadlineDays), sendEmail: t.sendEmail };
}

export function commandTaskPayload(v: TaskForm, commandId: number) {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    commandId,
    name: v.name.trim(),
    role: v.role,
    deadlineDays: Number.parseInt(v.deadlineDays, 10),
    sendEmail: v.sendEmail,
  };
}

/** A command's point definition: the fields and rules of an action's (validatePoint), editable. */
export interface CommandPointForm extends PointForm {
  id: number | null;
}

export function newCommandPointForm(): CommandPointForm {
  return { id: null, ...newPointForm() };
}

export function commandPointToForm(p: CommandPointDef): CommandPointForm {
  return { id: p.id, role: p.role, points: String(p.points), share: p.share };
}

export function commandPointPayload(v: CommandPointForm, commandId: number) {
  return { ...(v.id !== null ? { id: v.id } : {}), commandId, role: v.role, points: Number.parseInt(v.points, 10), share: v.share };
}

// ---- notifications ----

export interface NotificationForm {
  id: number | null;
  role: string;
  sendEmail: boolean;
}

export function newNotificationForm(): NotificationForm {
  return { id: null, role: '', sendEmail: true };
}

export function notificationToForm(n: StateNotification): NotificationForm {
  return { id: n.id, role: n.role, sendEmail: n.sendEmail };
}

export function validateNotification(v: NotificationForm, takenRoles: readonly string[] = []): FormErrors<NotificationForm> {
  return compact<NotificationForm>({
    role: v.role === '' ? { key: 'entity.validation.required' } : takenRoles.includes(v.role) ? { key: 'error.Unique' } : undefined,
  });
}

export function notificationPayload(v: NotificationForm, stateId: number) {
  return { ...(v.id !== null ? { id: v.id } : {}), stateId, role: v.role, sendEmail: v.sendEmail };
}

/** Toggles a role in a multi-select, keeping the order of `all`. */
export function toggleRole(selected: readonly string[], role: string, all: readonly string[]): string[] {
  const next = selected.includes(role) ? selected.filter((r) => r !== role) : [...selected, role];
  return all.filter((r) => next.includes(r));
}
