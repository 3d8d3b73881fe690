import { describe, expect, it } from 'vitest';
import i18n from '../../i18n';
import {
  approveTarget,
  approveWording,
  editActions,
  isSubmissionOpen,
  manageActions,
  submissionEnded,
  wantedState,
  wordingText,
} from './stateMachine';
import { campaign, DAY } from './testing';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const FUTURE = new Date(NOW + DAY).toISOString();
const PAST = new Date(NOW - 1000).toISOString();
const text = (m: Parameters<typeof wordingText>[1]) => wordingText((k, o) => i18n.t(k, o ?? {}), m);

describe('campaign edit actions (spec 001 §4)', () => {
  it('a new campaign is created as a draft; a draft is saved or published', () => {
    expect(editActions(null, FUTURE, NOW)).toEqual(['CREATE']);
    expect(editActions('DRAFT', FUTURE, NOW)).toEqual(['SAVE_DRAFT', 'PUBLISH']);
  });

  it('a published campaign is saved, and terminated before its end or completed after it', () => {
    expect(editActions('PUBLISHED', FUTURE, NOW)).toEqual(['SAVE', 'TERMINATE']);
    expect(editActions('PUBLISHED', PAST, NOW)).toEqual(['SAVE', 'COMPLETE']);
    // the very moment of the end counts as passed
    expect(editActions('PUBLISHED', new Date(NOW).toISOString(), NOW)).toEqual(['SAVE', 'COMPLETE']);
    expect(submissionEnded(null, NOW)).toBe(false);
  });

  it('closed and archived campaigns are not edited', () => {
    for (const s of ['TERMINATED', 'COMPLETED', 'ARCHIVED'] as const) expect(editActions(s, PAST, NOW)).toEqual([]);
  });

  it('each action asks the server for its state; Save keeps the current one', () => {
    expect(wantedState('CREATE', null)).toBe('DRAFT');
    expect(wantedState('SAVE_DRAFT', 'DRAFT')).toBe('DRAFT');
    expect(wantedState('PUBLISH', 'DRAFT')).toBe('PUBLISHED');
    expect(wantedState('SAVE', 'PUBLISHED')).toBe('PUBLISHED');
    expect(wantedState('COMPLETE', 'PUBLISHED')).toBe('COMPLETED');
    expect(wantedState('TERMINATE', 'PUBLISHED')).toBe('TERMINATED');
    expect(wantedState('ARCHIVE', 'COMPLETED')).toBe('ARCHIVED');
  });
});

describe('manage list actions (spec 001 §2)', () => {
  it('Archive for TERMINATED or COMPLETED, Edit for other non-archived states, nothing when ARCHIVED', () => {
    expect(manageActions('TERMINATED')).toEqual(['ARCHIVE']);
    expect(manageActions('COMPLETED')).toEqual(['ARCHIVE']);
    expect(manageActions('DRAFT')).toEqual(['EDIT']);
    expect(manageActions('PUBLISHED')).toEqual(['EDIT']);
    expect(manageActions('ARCHIVED')).toEqual([]);
  });
});

describe('approve dialog wording (spec 001 §2)', () => {
  it('a save that keeps the state, or a draft save, asks the save question without more information', () => {
    expect(approveTarget('SAVE')).toBeNull();
    expect(approveTarget('CREATE')).toBeNull();
    expect(approveTarget('SAVE_DRAFT')).toBe('DRAFT');
    for (const target of [null, 'DRAFT'] as const) {
      const w = approveWording(target, 'SUGGESTION');
      expect(text(w.question)).toBe('Do you want to save the campaign?');
      expect(w.info).toBeUndefined();
    }
  });

  it('publishing asks the change-of-state question without more information', () => {
    const w = approveWording(approveTarget('PUBLISH'), 'SUGGESTION');
    expect(text(w.question)).toBe('Do you want to change the campaign\'s state to "Published"?');
    expect(w.info).toBeUndefined();
  });

  it('archiving and completing add their information', () => {
    const archived = approveWording(approveTarget('ARCHIVE'), 'IMPROVEMENT');
    expect(text(archived.question)).toBe('Do you want to change the campaign\'s state to "Archived"?');
    expect(text(archived.info!)).toMatch(/no longer listed anywhere/);
    const completed = approveWording(approveTarget('COMPLETE'), 'SUGGESTION');
    expect(text(completed.question)).toContain('"Completed"');
    expect(text(completed.info!)).toMatch(/submission period is over/);
  });

  it('terminating words its information by the campaign type', () => {
    const suggestion = approveWording('TERMINATED', 'SUGGESTION');
    const improvement = approveWording('TERMINATED', 'IMPROVEMENT');
    expect(text(suggestion.question)).toContain('"Terminated"');
    expect(text(suggestion.info!)).toMatch(/no more suggestions can be sent/);
    expect(text(improvement.info!)).toMatch(/no more improvements can be sent/);
  });

  it('reads in Turkish too', async () => {
    await i18n.changeLanguage('tr');
    try {
      i18n.addResourceBundle('tr', 'translation', (await import('../../i18n/tr.json')).default, true, true);
      expect(text(approveWording('TERMINATED', 'SUGGESTION').question)).toBe(
        'Kampanyanın durumunu "Sonlandırıldı" olarak değiştirmek istiyor musunuz?',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('submission window', () => {
  it('is open while published, started, not ended and not terminated', () => {
    const c = campaign({}, NOW);
    expect(isSubmissionOpen(c, NOW)).toBe(true);
    expect(isSubmissionOpen({ ...c, publishState: 'DRAFT' }, NOW)).toBe(false);
    expect(isSubmissionOpen({ ...c, dateSubmissionTerminated: PAST }, NOW)).toBe(false);
    expect(isSubmissionOpen({ ...c, dateSubmissionEnd: PAST }, NOW)).toBe(false);
    expect(isSubmissionOpen({ ...c, dateSubmissionStart: FUTURE }, NOW)).toBe(false);
    expect(isSubmissionOpen({ ...c, dateSubmissionStart: null }, NOW)).toBe(false);
  });
});
