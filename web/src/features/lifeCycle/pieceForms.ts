/**
 * The forms of a state's pieces (spec 002 §7): actions with their points and post handlers, task
 * definitions, commands with their tasks and points, notifications. Values, zod rules with the spec's
 * message keys (mirroring the server's checks), and the POST/PUT bodies.
 */
import { z } from 'zod';
import { encodeMessage, formErrors, rule, text } from '../../shared/form/schema';
import { checkText, MESSAGES, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import { handlerParameters } from './rules';
import { REQUIRED, someRoles, uniqueChoice, uniqueText } from './stateForms';
import {
  EXPLANATION_MODES,
  type CommandPointDef,
  type CommandTaskDef,
  type Explanation,
  type PostHandler,
  type StateAction,
  type StateCommand,
  type StateNotification,
  type TaskDef,
} from './types';

const SIZE: FieldMessage = { key: 'error.Size' };
const PATTERN: FieldMessage = { key: MESSAGES.pattern };
const id = z.number().nullable();

// ---- actions and their point definitions ----

export const ACTION_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

export interface ActionForm {
  id: number | null;
  name: string;
  /** '' = not chosen */
  targetStateId: string;
  roles: string[];
  explanation: Explanation;
  /** an eval type whose evaluation must be complete before the action runs; '' = none */
  requiredEvaluation: string;
}

/** A name unique in the state (at most 50, letters, digits, '_' and '-'), a target, at least one role. */
export function actionSchema(takenNames: readonly string[] = []) {
  return z.object({
    id,
    name: uniqueText({ required: true, max: 50, pattern: ACTION_NAME }, takenNames),
    targetStateId: uniqueChoice(),
    roles: someRoles,
    explanation: z.enum(EXPLANATION_MODES),
    requiredEvaluation: z.string(),
  }) satisfies z.ZodType<ActionForm, ActionForm>;
}

export function validateAction(v: ActionForm, takenNames: readonly string[] = []): FormErrors<ActionForm> {
  return formErrors(actionSchema(takenNames), v);
}

export function newActionForm(): ActionForm {
  return { id: null, name: '', targetStateId: '', roles: [], explanation: 'NONE', requiredEvaluation: '' };
}

export function actionToForm(a: StateAction): ActionForm {
  return {
    id: a.id,
    name: a.name,
    targetStateId: String(a.targetStateId),
    roles: [...a.roles],
    explanation: a.explanation,
    requiredEvaluation: a.requiredEvaluation ?? '',
  };
}

export function actionPayload(v: ActionForm, stateId: number) {
  return {
    ...(v.id !== null ? { id: v.id } : {}),
    stateId,
    name: v.name.trim(),
    targetStateId: Number(v.targetStateId),
    roles: v.roles,
    explanation: v.explanation,
    requiredEvaluation: v.requiredEvaluation,
  };
}

export interface PointForm {
  role: string;
  points: string;
  share: boolean;
}

/** Points: a whole number from -100000 to 100000. */
const points = z
  .string()
  .superRefine(
    rule((v: string) => checkText(v, { required: true, pattern: /^-?\d+$/ }) ?? (Math.abs(Number(v)) > 100000 ? SIZE : undefined)),
  );

/** A role (one definition per role) and its points. */
export function pointSchema(takenRoles: readonly string[] = []) {
  return z.object({ role: uniqueChoice(takenRoles), points, share: z.boolean() }) satisfies z.ZodType<PointForm, PointForm>;
}

export function validatePoint(v: PointForm, takenRoles: readonly string[] = []): FormErrors<PointForm> {
  return formErrors(pointSchema(takenRoles), v);
}

export function newPointForm(): PointForm {
  return { role: '', points: '', share: false };
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

/** A known handler; a parameter from its list, or none when the handler takes none. */
export function postHandlerSchema(handlers: Readonly<Record<string, readonly string[]>>) {
  return z.object({ id, handler: z.string(), parameter: z.string() }).superRefine((v, ctx) => {
    const problem = (field: string, m: FieldMessage) => ctx.addIssue({ code: 'custom', path: [field], message: encodeMessage(m) });
    const known = Object.hasOwn(handlers, v.handler);
    if (v.handler === '') problem('handler', REQUIRED);
    else if (!known) problem('handler', PATTERN);
    const allowed = handlerParameters(handlers, v.handler);
    if (!known || allowed.length === 0) return;
    if (v.parameter === '') problem('parameter', REQUIRED);
    else if (!allowed.includes(v.parameter)) problem('parameter', PATTERN);
  }) satisfies z.ZodType<PostHandlerForm, PostHandlerForm>;
}

export function validatePostHandler(
  v: PostHandlerForm,
  handlers: Readonly<Record<string, readonly string[]>>,
): FormErrors<PostHandlerForm> {
  return formErrors(postHandlerSchema(handlers), v);
}

export function newPostHandlerForm(): PostHandlerForm {
  return { id: null, handler: '', parameter: '' };
}

export function postHandlerToForm(h: PostHandler): PostHandlerForm {
  return { id: h.id, handler: h.handler, parameter: h.parameter };
}

/** The POST/PUT body; the rank is left to the server (last on POST, unchanged on PUT). */
export function postHandlerPayload(v: PostHandlerForm, actionId: number, handlers: Readonly<Record<string, readonly string[]>>) {
  const parameter = handlerParameters(handlers, v.handler).length === 0 ? '' : v.parameter;
  return { ...(v.id !== null ? { id: v.id } : {}), actionId, handler: v.handler, parameter };
}

// ---- task definitions (of a state or of a command) ----

export interface TaskForm {
  id: number | null;
  name: string;
  role: string;
  deadlineDays: string;
  sendEmail: boolean;
}

/** A name of at most 100, a role, a deadline of 1 to 3650 days. */
export const taskSchema = z.object({
  id,
  name: text({ required: true, max: 100 }),
  role: uniqueChoice(),
  deadlineDays: z.string().superRefine(
    rule((v: string) => {
      const days = Number(v);
      return checkText(v, { required: true, pattern: /^\d+$/ }) ?? (days < 1 || days > 3650 ? SIZE : undefined);
    }),
  ),
  sendEmail: z.boolean(),
}) satisfies z.ZodType<TaskForm, TaskForm>;

export function validateTask(v: TaskForm): FormErrors<TaskForm> {
  return formErrors(taskSchema, v);
}

export function newTaskForm(): TaskForm {
  return { id: null, name: '', role: '', deadlineDays: '7', sendEmail: false };
}

/** A state's or a command's task definition as the form holds it. */
export function taskToForm(t: TaskDef | CommandTaskDef): TaskForm {
  return { id: t.id, name: t.name, role: t.role, deadlineDays: String(t.deadlineDays), sendEmail: t.sendEmail };
}

/** A command's task definition has the fields and rules of a state's. */
export const commandTaskToForm = taskToForm;

function taskBody(v: TaskForm) {
  return { name: v.name.trim(), role: v.role, deadlineDays: Number.parseInt(v.deadlineDays, 10), sendEmail: v.sendEmail };
}

export function taskPayload(v: TaskForm, stateId: number) {
  return { ...(v.id !== null ? { id: v.id } : {}), stateId, ...taskBody(v) };
}

export function commandTaskPayload(v: TaskForm, commandId: number) {
  return { ...(v.id !== null ? { id: v.id } : {}), commandId, ...taskBody(v) };
}

// ---- commands and their point definitions ----

export interface CommandForm {
  id: number | null;
  command: string;
  roles: string[];
}

/** A command not yet configured in the state, and at least one role. */
export function commandSchema(takenCommands: readonly string[] = []) {
  return z.object({ id, command: uniqueChoice(takenCommands), roles: someRoles }) satisfies z.ZodType<CommandForm, CommandForm>;
}

export function validateCommand(v: CommandForm, takenCommands: readonly string[] = []): FormErrors<CommandForm> {
  return formErrors(commandSchema(takenCommands), v);
}

export function newCommandForm(): CommandForm {
  return { id: null, command: '', roles: [] };
}

export function commandToForm(c: StateCommand): CommandForm {
  return { id: c.id, command: c.command, roles: [...c.roles] };
}

export function commandPayload(v: CommandForm, stateId: number) {
  return { ...(v.id !== null ? { id: v.id } : {}), stateId, command: v.command, roles: v.roles };
}

/** A command's point definition: the fields and rules of an action's, editable. */
export interface CommandPointForm extends PointForm {
  id: number | null;
}

export function commandPointSchema(takenRoles: readonly string[] = []) {
  return pointSchema(takenRoles).extend({ id }) satisfies z.ZodType<CommandPointForm, CommandPointForm>;
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

/** One notification per role and state. */
export function notificationSchema(takenRoles: readonly string[] = []) {
  return z.object({ id, role: uniqueChoice(takenRoles), sendEmail: z.boolean() }) satisfies z.ZodType<NotificationForm, NotificationForm>;
}

export function validateNotification(v: NotificationForm, takenRoles: readonly string[] = []): FormErrors<NotificationForm> {
  return formErrors(notificationSchema(takenRoles), v);
}

export function newNotificationForm(): NotificationForm {
  return { id: null, role: '', sendEmail: true };
}

export function notificationToForm(n: StateNotification): NotificationForm {
  return { id: n.id, role: n.role, sendEmail: n.sendEmail };
}

export function notificationPayload(v: NotificationForm, stateId: number) {
  return { ...(v.id !== null ? { id: v.id } : {}), stateId, role: v.role, sendEmail: v.sendEmail };
}
