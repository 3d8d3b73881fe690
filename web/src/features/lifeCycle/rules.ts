/**
 * The life-cycle editor's rules as pure functions: state names and order, moves, the stateInUse
 * refusal, typed codes, role choices and post-handler parameters.
 */
import type { LifeCycleState, StateInUse } from './types';

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

/** Codes are upper case with underscores: what is typed is turned into one. */
export function toStateCode(typed: string): string {
  return typed
    .toUpperCase()
    .replace(/[\s-]+/g, '_')
    .replace(/[^A-Z0-9_]/g, '');
}

/** The parameter values a handler accepts (get-defined-types); empty when it takes none. */
export function handlerParameters(handlers: Readonly<Record<string, readonly string[]>>, handler: string): readonly string[] {
  return Object.hasOwn(handlers, handler) ? handlers[handler] : [];
}

/** Toggles a role in a multi-select, keeping the order of `all`. */
export function toggleRole(selected: readonly string[], role: string, all: readonly string[]): string[] {
  const next = selected.includes(role) ? selected.filter((r) => r !== role) : [...selected, role];
  return all.filter((r) => next.includes(r));
}
