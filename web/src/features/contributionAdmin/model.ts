/**
 * Contribution administration (issue 5, spec 002 §2–§7, docs/api-contributions.md): what its
 * screens share (roles, languages, sorting, form messages) and the tag form. The tasks, fields,
 * extra inputs and their order have their own modules (tasks.ts, fieldForm.ts, extraInputForm.ts,
 * extraInputOrder.ts); the server's shapes are in types.ts and ../contribution/types.ts.
 */
import { z } from 'zod';
import type { Schemas } from '../../app/api/types';
import { AUTHORITIES as A, hasAnyAuthority } from '../../app/auth/authorities';
import { encodeMessage, formErrors, text } from '../../shared/form/schema';
import { charCount, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import type { ContributionType, Tag } from '../contribution/types';

// ---------------------------------------------------------------------------------------------
// Roles

/** The role that administers a type (IDEA belongs to the competition module). */
export function adminRoleOf(type: ContributionType): string {
  switch (type) {
    case 'SUGGESTION':
      return A.SUGGESTION_ADMIN;
    case 'IMPROVEMENT':
      return A.IMPROVEMENT_ADMIN;
    case 'IDEA':
      return A.COMPETITION_ADMIN;
  }
}

/** true when the user administers the type (the server checks the same; ADMIN alone is not enough). */
export function isTypeAdmin(authorities: readonly string[] | undefined, type: ContributionType): boolean {
  return hasAnyAuthority(authorities, [adminRoleOf(type)]);
}

/** Contribution roles of spec 002 §4. */
export const CONTRIBUTION_ROLES = [
  'OWNER',
  'AUDITOR',
  'MANAGER',
  'RESPONSIBLE',
  'MENTOR',
  'EXPERT',
  'ADVISOR',
  'IMPLEMENTER',
  'BOARD1',
  'BOARD2',
  'BOARD3',
  'JURY1',
  'JURY2',
  'JURY3',
  'COMPETITION_MODERATOR',
  'SYSTEM',
  'VIEWER',
] as const;

/** The roles the server attaches to a field (internal/contribution/fields.go fieldRoles). */
export const FIELD_USER_ROLES = ['MENTOR', 'RESPONSIBLE', 'EXPERT', 'ADVISOR', 'AUDITOR'] as const;
export type FieldUserRole = (typeof FIELD_USER_ROLES)[number];

export function roleKey(role: string): string {
  return `contributionAdmin.roles.${role}`;
}

export function typeKey(type: string): string {
  return `contributionAdmin.types.${type}`;
}

// ---------------------------------------------------------------------------------------------
// Localized texts

export interface Localized {
  language: string;
}

/** The entry of the current language, else English, else the first one. */
export function pickLanguage<T extends Localized>(list: readonly T[] | null | undefined, lang: string): T | null {
  const all = list ?? [];
  return all.find((d) => d.language === lang) ?? all.find((d) => d.language === 'en') ?? all[0] ?? null;
}

/** The languages a localized form offers: the configured ones, en and tr, and any the record already has. */
export function formLanguages(configured: readonly string[], existing: readonly Localized[] = []): string[] {
  const out: string[] = [];
  for (const l of [...configured, 'en', 'tr', ...existing.map((d) => d.language)]) {
    if (l && !out.includes(l)) out.push(l);
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Form messages

/**
 * Puts a rule list's messages on a schema (for rules that span fields): each under its key, as the
 * form shows it (`label-en`, `selectionValue-1-tr`, …).
 */
export function addIssues(ctx: z.RefinementCtx, messages: Record<string, FieldMessage | undefined>): void {
  for (const [key, m] of Object.entries(messages)) if (m) ctx.addIssue({ code: 'custom', path: [key], message: encodeMessage(m) });
}

// ---------------------------------------------------------------------------------------------
// Tags

export interface TagForm {
  id: number | null;
  name: string;
  description: string;
  isActive: boolean;
}

export function tagToForm(t: Tag | null): TagForm {
  return { id: t?.id ?? null, name: t?.name ?? '', description: t?.description ?? '', isActive: t?.isActive ?? true };
}

/** The server's tag rules (name 2–50 characters, description up to 255). */
export const tagSchema = z.object({
  id: z.number().nullable(),
  name: text({ required: true, min: 2, max: 50 }),
  description: text({ max: 255 }),
  isActive: z.boolean(),
});

/** A tag as the server takes it (create: no id; update: with id), generated from the OpenAPI document. */
export type TagBody = Schemas['TagRequest'];

export function validateTag(v: TagForm): FormErrors<TagForm> {
  return formErrors(tagSchema, v);
}

export function tagPayload(v: TagForm): TagBody {
  const body: TagBody = {
    name: v.name.trim(),
    description: v.description.trim(),
    isActive: v.isActive,
  };
  if (v.id !== null) body.id = v.id;
  return body;
}

export const TAG_SORT_FIELDS = ['id', 'name', 'isActive'] as const;
export type TagSortField = (typeof TAG_SORT_FIELDS)[number];

/** Character counter text 'n/max'. */
export function counter(text: string, max: number): string {
  return `${charCount(text)}/${max}`;
}
