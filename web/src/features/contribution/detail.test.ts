import { describe, expect, it } from 'vitest';
import { assignableRoles, canDeleteDraft, canEdit, canViewHistory, historyForms, holders, normalizeStatus, stateLabel } from './detail';
import { DETAIL } from './testing';

describe('detail rules', () => {
  it('offers the assignments the commands grant, in order', () => {
    expect(
      assignableRoles({ commands: ['ASSIGN_JURY1', 'ASSIGN_EXPERT', 'EDIT', 'ASSIGN_ADVISOR', 'ASSIGN_MENTOR', 'ASSIGN_BOARD2'] }),
    ).toEqual(['MENTOR', 'EXPERT', 'ADVISOR', 'BOARD2', 'JURY1']);
    expect(assignableRoles({ commands: [] })).toEqual([]);
  });

  it('edit needs EDIT or the MANAGER role; history needs VIEW_HISTORY or ownership', () => {
    expect(canEdit({ commands: ['EDIT'], callerRoles: ['OWNER'] })).toBe(true);
    expect(canEdit({ commands: [], callerRoles: ['MANAGER'] })).toBe(true);
    expect(canEdit({ commands: ['VIEW_HISTORY'], callerRoles: ['OWNER'] })).toBe(false);
    expect(canViewHistory({ commands: [], callerRoles: ['OWNER'] })).toBe(false); // the state decides, as on the server
    expect(canViewHistory({ commands: [], callerRoles: ['MANAGER'] })).toBe(true);
    // the forms of 002 §4: each by its command, every one for the type's admin
    expect(historyForms({ commands: ['VIEW_HISTORY'], callerRoles: ['OWNER'] })).toEqual(['PRIMARY']);
    expect(historyForms({ commands: ['VIEW_HISTORY', 'VIEW_HISTORY_AUDIT'], callerRoles: ['AUDITOR'] })).toEqual(['PRIMARY', 'AUDIT']);
    expect(historyForms({ commands: [], callerRoles: ['MANAGER', 'VIEWER'] })).toEqual(['PRIMARY', 'MANAGEMENT', 'AUDIT']);
    expect(canViewHistory({ commands: ['VIEW_HISTORY'], callerRoles: ['VIEWER'] })).toBe(true);
    expect(canViewHistory({ commands: [], callerRoles: ['VIEWER'] })).toBe(false);
  });

  it('only owners delete, and only drafts', () => {
    expect(canDeleteDraft('DRAFT', { callerRoles: ['OWNER'] })).toBe(true);
    expect(canDeleteDraft('SUBMITTED', { callerRoles: ['OWNER'] })).toBe(false);
    expect(canDeleteDraft('NEW', { callerRoles: ['MANAGER'] })).toBe(false);
  });

  it('reads both comment-status spellings', () => {
    expect(normalizeStatus('VISIBLE')).toBe('OPEN');
    expect(normalizeStatus('VISIBLE_AND_CLOSED')).toBe('CLOSED');
    expect(normalizeStatus('HIDDEN')).toBe('HIDDEN');
    expect(normalizeStatus(null)).toBe('HIDDEN');
  });

  it('names states in the language, then English, then any, then Undefined', () => {
    const defs = [
      { language: 'de', name: 'Entwurf' },
      { language: 'en', name: 'Draft' },
      { language: 'tr', name: 'Taslak' },
    ];
    expect(stateLabel({ id: 1, stateDefinitionList: defs }, 'tr')).toBe('Taslak');
    expect(stateLabel({ id: 1, stateDefinitionList: defs }, 'fr')).toBe('Draft');
    expect(stateLabel({ id: 1, stateDefinitionList: [defs[0]] }, 'fr')).toBe('Entwurf');
    expect(stateLabel({ id: 1, stateDefinitionList: [] }, 'fr')).toBe('Undefined');
    expect(stateLabel({ id: 1, name: 'Submitted', stateDefinitionList: defs }, 'tr')).toBe('Submitted');
  });

  it('lists the holders of a role', () => {
    expect(holders(DETAIL, 'OWNER').map((p) => p.login)).toEqual(['user', 'co']);
    expect(holders(DETAIL, 'MENTOR')).toEqual([]);
  });
});
