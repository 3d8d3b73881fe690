import { describe, expect, it } from 'vitest';
import { sortParam, toggleSort } from '../../shared/pager';
import {
  canGrant,
  canManage,
  DEFAULT_SORT,
  EMPTY_FILTERS,
  emptyUserForm,
  filterParams,
  toggleRole,
  userPayload,
  userToForm,
  validateUser,
} from './userManagement';

describe('user management rules', () => {
  it('sends only the filters that are set', () => {
    expect(filterParams(EMPTY_FILTERS)).toEqual({});
    expect(
      filterParams({ ...EMPTY_FILTERS, searchStr: ' umut ', unitId: '4', roleList: ['ROLE_ADMIN', 'ROLE_USER'], activated: 'false' }),
    ).toEqual({ searchStr: 'umut', unitId: '4', roleList: ['ROLE_ADMIN', 'ROLE_USER'], activated: 'false' });
  });

  it('sorting toggles on the same column', () => {
    expect(sortParam(DEFAULT_SORT)).toBe('id,asc');
    const s = toggleSort(DEFAULT_SORT, 'login');
    expect(s).toEqual({ field: 'login', order: 'asc' });
    expect(toggleSort(s, 'login')).toEqual({ field: 'login', order: 'desc' });
  });

  it('validates the form with the spec message keys', () => {
    const empty = validateUser({ ...emptyUserForm('en') });
    expect(empty.login?.key).toBe('entity.validation.required');
    expect(empty.email?.key).toBe('entity.validation.required');
    const bad = validateUser({ ...emptyUserForm('en'), login: 'a b', email: 'nope-mail', password: 'abc' });
    expect(bad.login?.key).toBe('entity.validation.pattern');
    expect(bad.email?.key).toBe('global.messages.validate.email.invalid');
    expect(bad.password?.key).toBe('entity.validation.minlength');
    expect(validateUser({ ...emptyUserForm('en'), login: 'ok', email: 'ok@x.io' })).toEqual({});
    // the password is only asked for on create
    expect(validateUser({ ...emptyUserForm('en'), id: 3, login: 'ok', email: 'ok@x.io', password: 'x' })).toEqual({});
  });

  it('builds the payload from the form and keeps other fields', () => {
    const original = {
      id: 2,
      login: 'user',
      email: 'u@x.io',
      activated: true,
      authorities: ['ROLE_USER'],
      phone: '555',
      organizationUnitId: 7,
    };
    const form = { ...userToForm(original, 'en'), organizationUnitId: '4', firstName: ' Umut ' };
    expect(userPayload(form, original)).toEqual({
      id: 2,
      login: 'user',
      email: 'u@x.io',
      firstName: 'Umut',
      lastName: '',
      langKey: 'en',
      activated: true,
      authorities: ['ROLE_USER'],
      phone: '555',
      organizationUnitId: 4,
    });
    const created = userPayload({ ...emptyUserForm('tr'), login: 'new', email: 'n@x.io', password: 'secret' }, null);
    expect(created.password).toBe('secret');
    expect(created.id).toBeUndefined();
    expect(created.organizationUnitId).toBeNull();
  });

  it('toggles roles', () => {
    expect(toggleRole(['A'], 'B', true)).toEqual(['A', 'B']);
    expect(toggleRole(['A', 'B'], 'A', false)).toEqual(['B']);
    expect(toggleRole(['A'], 'A', true)).toEqual(['A']);
  });
});

describe('ADMIN role guard', () => {
  const admin = { id: 1, login: 'admin', email: 'a@x.io', activated: true, authorities: ['ROLE_ADMIN', 'ROLE_USER'] };
  const plain = { id: 2, login: 'user', email: 'u@x.io', activated: true, authorities: ['ROLE_USER'] };
  it('an APP_ADMIN cannot manage administrators or grant ROLE_ADMIN', () => {
    expect(canManage(['ROLE_APP_ADMIN'], admin)).toBe(false);
    expect(canManage(['ROLE_APP_ADMIN'], plain)).toBe(true);
    expect(canManage(['ROLE_APP_ADMIN'], null)).toBe(true);
    expect(canManage(['ROLE_ADMIN'], admin)).toBe(true);
    expect(canGrant(['ROLE_APP_ADMIN'], 'ROLE_ADMIN')).toBe(false);
    expect(canGrant(['ROLE_APP_ADMIN'], 'ROLE_USER')).toBe(true);
    expect(canGrant(['ROLE_ADMIN'], 'ROLE_ADMIN')).toBe(true);
  });
});
