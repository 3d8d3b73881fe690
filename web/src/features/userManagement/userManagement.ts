/** User management (spec 002 §3 user filters, §7 Users): filters, sorting, form rules and payloads. */
import { z } from 'zod';
import { encodeMessage, formErrors, text } from '../../shared/form/schema';
import { checkText, type FormErrors } from '../../shared/form/validation';
import type { Sort } from '../../shared/pager';
import type { ManagedUserBody } from './types';

export interface UserFilters {
  searchStr: string;
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  userOrg: string;
  unitId: string;
  roleList: string[];
  /** '' = any, 'true' / 'false' */
  activated: string;
  registrationStatus: string;
}

export const EMPTY_FILTERS: UserFilters = {
  searchStr: '',
  login: '',
  firstName: '',
  lastName: '',
  email: '',
  userOrg: '',
  unitId: '',
  roleList: [],
  activated: '',
  registrationStatus: '',
};

export const REGISTRATION_STATUSES = ['PENDING_ACTIVATION', 'ACTIVATED', 'APPROVED', 'DEACTIVATED'] as const;
export const SORT_FIELDS = [
  'id',
  'login',
  'firstName',
  'lastName',
  'email',
  'activated',
  'langKey',
  'createdDate',
  'lastModifiedDate',
  'registrationStatus',
] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export type UserSort = Sort<SortField>;

export const DEFAULT_SORT: UserSort = { field: 'id', order: 'asc' };

/** Only the filters that are set, in the server's parameter names. */
export function filterParams(f: UserFilters): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const key of [
    'searchStr',
    'login',
    'firstName',
    'lastName',
    'email',
    'userOrg',
    'unitId',
    'activated',
    'registrationStatus',
  ] as const) {
    const v = f[key].trim();
    if (v !== '') out[key] = v;
  }
  if (f.roleList.length > 0) out.roleList = [...f.roleList];
  return out;
}

export interface UserForm {
  id: number | null;
  login: string;
  firstName: string;
  lastName: string;
  email: string;
  langKey: string;
  authorities: string[];
  activated: boolean;
  organizationUnitId: string;
  password: string;
}

export function emptyUserForm(langKey: string): UserForm {
  return {
    id: null,
    login: '',
    firstName: '',
    lastName: '',
    email: '',
    langKey,
    authorities: ['ROLE_USER', 'ROLE_INTERNAL'],
    activated: true,
    organizationUnitId: '',
    password: '',
  };
}

/** The form of a user: the server's (ManagedUser) or a body built earlier. */
export function userToForm(u: ManagedUserBody, defaultLang: string): UserForm {
  return {
    id: u.id ?? null,
    login: u.login ?? '',
    firstName: u.firstName ?? '',
    lastName: u.lastName ?? '',
    email: u.email ?? '',
    langKey: u.langKey || defaultLang,
    authorities: [...(u.authorities ?? [])],
    activated: u.activated !== false,
    organizationUnitId: u.organizationUnitId == null ? '' : String(u.organizationUnitId),
    password: '',
  };
}

/** Same login pattern as the server's (letters, digits, _ . @ -). */
export const LOGIN_PATTERN = /^[_.@A-Za-z0-9-]+$/;

export const userSchema = z
  .object({
    id: z.number().nullable(),
    login: text({ required: true, max: 100, pattern: LOGIN_PATTERN }),
    firstName: text({ max: 50 }),
    lastName: text({ max: 50 }),
    email: text({ required: true, min: 5, max: 254, email: true }),
    langKey: z.string(),
    authorities: z.array(z.string()),
    activated: z.boolean(),
    organizationUnitId: z.string(),
    password: z.string(),
  })
  // the password is only asked for on create
  .superRefine((v, ctx) => {
    const m = v.id === null ? checkText(v.password, { min: 4, max: 50 }) : undefined;
    if (m) ctx.addIssue({ code: 'custom', message: encodeMessage(m), path: ['password'] });
  });

export function validateUser(v: UserForm): FormErrors<UserForm> {
  return formErrors(userSchema, v);
}

/** The POST/PUT body: the loaded user's other fields kept, the form's laid over them. */
export function userPayload(v: UserForm, original: ManagedUserBody | null): ManagedUserBody {
  const body: ManagedUserBody = {
    ...(original ?? {}),
    login: v.login.trim(),
    firstName: v.firstName.trim(),
    lastName: v.lastName.trim(),
    email: v.email.trim(),
    langKey: v.langKey,
    authorities: [...v.authorities],
    activated: v.activated,
    organizationUnitId: v.organizationUnitId === '' ? null : Number(v.organizationUnitId),
  };
  if (v.id !== null) body.id = v.id;
  else delete body.id;
  if (v.id === null && v.password.trim() !== '') body.password = v.password;
  return body;
}

export function toggleRole(list: readonly string[], role: string, on: boolean): string[] {
  return on ? (list.includes(role) ? [...list] : [...list, role]) : list.filter((r) => r !== role);
}

/** Role label key: ROLE_APP_ADMIN → userManagement.roles.ROLE_APP_ADMIN */
export function roleKey(role: string): string {
  return `userManagement.roles.${role}`;
}

/**
 * Only an ADMIN may change a user who holds ROLE_ADMIN or hand that role out (the server answers
 * 403, which the web app treats as a lost session), so the page does not offer it to others.
 */
export function canManage(viewer: readonly string[], target: ManagedUserBody | null): boolean {
  if (viewer.includes('ROLE_ADMIN')) return true;
  return !(target?.authorities ?? []).includes('ROLE_ADMIN');
}

/** Roles the viewer may tick. */
export function canGrant(viewer: readonly string[], role: string): boolean {
  return role !== 'ROLE_ADMIN' || viewer.includes('ROLE_ADMIN');
}
