/** The rules of a life-cycle action run from the contribution (spec 002 §4, docs/lifecycle.md): explanation, refusals, labels. */
import { z } from 'zod';
import { rule } from '../../shared/form/schema';
import { charCount, errorKeyOf, MESSAGES, type FieldMessage } from '../../shared/form/validation';
import type { ActionView } from './types';

type Translate = (k: string, o?: Record<string, unknown>) => string;

export const EXPLANATION_MIN = 3;
export const EXPLANATION_MAX = 1000;

/** The explanation rule of an action: REQUIRED needs 3–1000 characters, OPTIONAL allows them, NONE has no field. */
export function checkExplanation(action: Pick<ActionView, 'explanation'>, text: string): FieldMessage | undefined {
  const v = text.trim();
  if (action.explanation === 'NONE') return undefined;
  if (v === '') return action.explanation === 'REQUIRED' ? { key: MESSAGES.required } : undefined;
  if (charCount(v) < EXPLANATION_MIN) return { key: MESSAGES.minlength, params: { min: EXPLANATION_MIN } };
  if (charCount(v) > EXPLANATION_MAX) return { key: MESSAGES.maxlength, params: { max: EXPLANATION_MAX } };
  return undefined;
}

/** The action form: the explanation by the action's rule (the server's too). */
export function actionSchema(action: Pick<ActionView, 'explanation'>) {
  return z.object({ explanation: z.string().superRefine(rule((v: string) => checkExplanation(action, v))) });
}

/**
 * The role an action waits for: the server refuses a move into a state whose tasks need a role nobody holds
 * while the current state can assign one (400 `roleHolderRequired`, params.role; docs/lifecycle.md).
 */
export function requiredRole(error: unknown): string | null {
  if (errorKeyOf(error) !== 'roleHolderRequired') return null;
  const params = (error as { body?: { params?: { role?: unknown } } }).body?.params;
  return typeof params?.role === 'string' && params.role !== '' ? params.role : null;
}

/** An action's name in the interface language. */
export function actionLabel(t: Translate, name: string): string {
  return t(`contribution.actions.${name}`, { defaultValue: name });
}

/** A contribution role's name in the interface language. */
export function roleName(t: Translate, role: string): string {
  return t(`contribution.roles.${role}`, { defaultValue: role });
}
