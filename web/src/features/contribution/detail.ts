/** What the detail page offers, from the caller's roles and commands (docs/lifecycle.md). */
import type { ContributionDetail, StateOption } from './types';

/** Roles an ASSIGN_{ROLE} command assigns, in the order the page shows them. */
export const ASSIGNABLE_ROLES = [
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
] as const;
export const STATUSES = ['OPEN', 'CLOSED', 'HIDDEN'] as const;
/** The history's forms (002 §4), narrowest first, and the command that grants each (the type's admin reads every form). */
export const HISTORY_FORMS = [
  { form: 'PRIMARY', command: 'VIEW_HISTORY' },
  { form: 'MANAGEMENT', command: 'VIEW_HISTORY_MANAGEMENT' },
  { form: 'AUDIT', command: 'VIEW_HISTORY_AUDIT' },
] as const;
export type HistoryForm = (typeof HISTORY_FORMS)[number]['form'];

/** The history forms the caller may read, as the server decides them. */
export function historyForms(d: Pick<ContributionDetail, 'commands' | 'callerRoles'>): HistoryForm[] {
  const manager = d.callerRoles.includes('MANAGER');
  return HISTORY_FORMS.filter((f) => manager || has(d, f.command)).map((f) => f.form);
}

export function has(d: Pick<ContributionDetail, 'commands'>, command: string): boolean {
  return d.commands.some((c) => c === command);
}

export function isOwner(d: Pick<ContributionDetail, 'callerRoles'>): boolean {
  return d.callerRoles.includes('OWNER');
}

/** The roles the caller may assign here. */
export function assignableRoles(d: Pick<ContributionDetail, 'commands'>): string[] {
  return ASSIGNABLE_ROLES.filter((r) => has(d, `ASSIGN_${r}`));
}

/** The edit form is open to EDIT holders and the type's admins (MANAGER), as the server's. */
export function canEdit(d: Pick<ContributionDetail, 'commands' | 'callerRoles'>): boolean {
  return has(d, 'EDIT') || d.callerRoles.includes('MANAGER');
}

export function canViewHistory(d: Pick<ContributionDetail, 'commands' | 'callerRoles'>): boolean {
  return historyForms(d).length > 0;
}

/** Drafts (NEW, DRAFT) may be deleted by their owners. */
export function canDeleteDraft(stateType: string, d: Pick<ContributionDetail, 'callerRoles'> | null): boolean {
  return (stateType === 'NEW' || stateType === 'DRAFT') && (d === null || isOwner(d));
}

/** Comment status: the other reading's VISIBLE = OPEN, VISIBLE_AND_CLOSED = CLOSED. */
export function normalizeStatus(s: string | null | undefined): string {
  if (s === 'VISIBLE') return 'OPEN';
  if (s === 'VISIBLE_AND_CLOSED') return 'CLOSED';
  return s ?? 'HIDDEN';
}

/** The holders of a role. */
export function holders(d: Pick<ContributionDetail, 'people'>, role: string) {
  return d.people.filter((p) => p.userRole === role);
}

/** A state's name in the language: its own, else English, else any, else 'Undefined'. */
export function stateLabel(s: Pick<StateOption, 'stateDefinitionList'> & Partial<Pick<StateOption, 'id' | 'name'>>, lang: string): string {
  if (s.name) return s.name;
  const defs = s.stateDefinitionList;
  return (defs.find((d) => d.language === lang) ?? defs.find((d) => d.language === 'en') ?? defs[0])?.name ?? 'Undefined';
}

/** Badge colour of a state type. */
export function stateBadge(stateType: string): string {
  switch (stateType) {
    case 'NEW':
    case 'DRAFT':
      return 'text-bg-secondary';
    case 'REJECTION':
    case 'CANCELLATION':
      return 'text-bg-danger';
    case 'ACCEPTANCE':
    case 'COMPLETION':
      return 'text-bg-success';
    case 'SUBMITTED':
      return 'text-bg-primary';
    default:
      return 'text-bg-info';
  }
}
