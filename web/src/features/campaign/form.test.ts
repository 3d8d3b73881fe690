import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from '../../shared/format';
import {
  archivePayload,
  campaignPayload,
  campaignSaveProblem,
  emptyCampaignForm,
  toCampaignForm,
  validateCampaignForm,
  type CampaignForm,
} from './form';
import { campaign, DAY } from './testing';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const local = (ms: number) => formatLocalDateTime(ms);

function valid(over: Partial<CampaignForm> = {}): CampaignForm {
  return {
    ...emptyCampaignForm('SUGGESTION', NOW),
    code: 'GREEN-25',
    title: 'Green office',
    summary: 'Ideas that save energy.',
    targets: { targetOrganizations: [1], targetUnits: [] },
    dateSubmissionEnd: local(NOW + 3 * DAY),
    ...over,
  };
}

describe('campaign field rules (spec 001 §5)', () => {
  it('code: required, 3 to 16 letters (Turkish too), digits, dot or hyphen', () => {
    expect(validateCampaignForm(valid({ code: '' })).code?.key).toBe('entity.validation.required');
    expect(validateCampaignForm(valid({ code: 'AB' })).code).toEqual({ key: 'entity.validation.minlength', params: { min: 3 } });
    expect(validateCampaignForm(valid({ code: 'A'.repeat(17) })).code).toEqual({ key: 'entity.validation.maxlength', params: { max: 16 } });
    expect(validateCampaignForm(valid({ code: 'YEŞİL.ÇĞ-1' })).code).toBeUndefined();
    for (const bad of ['GREEN 25', 'GREEN_25', 'GREEN/25', 'A#B'])
      expect(validateCampaignForm(valid({ code: bad })).code?.key, bad).toBe('entity.validation.patternCampaign');
  });

  it('title 3–100, summary 10–500, end date required', () => {
    expect(validateCampaignForm(valid())).toEqual({});
    expect(validateCampaignForm(valid({ title: 'ab' })).title?.key).toBe('entity.validation.minlength');
    expect(validateCampaignForm(valid({ title: 'x'.repeat(101) })).title?.key).toBe('entity.validation.maxlength');
    expect(validateCampaignForm(valid({ summary: 'too short' })).summary?.key).toBe('entity.validation.minlength');
    expect(validateCampaignForm(valid({ summary: 'x'.repeat(501) })).summary?.key).toBe('entity.validation.maxlength');
    expect(validateCampaignForm(valid({ dateSubmissionEnd: '' })).dateSubmissionEnd?.key).toBe('entity.validation.required');
  });

  it('defaults to SUGGESTION, the REGISTERED audience and an end a month away', () => {
    const f = emptyCampaignForm(undefined, NOW);
    expect(f.campaignType).toBe('SUGGESTION');
    expect(f.accessLevel).toBe('REGISTERED');
    expect(f.dateSubmissionEnd).toBe(local(NOW + 30 * DAY));
  });
});

describe('campaign date and target rules per action', () => {
  it('creating or saving a draft: the end at least one day after now', () => {
    for (const action of ['CREATE', 'SAVE_DRAFT'] as const) {
      expect(campaignSaveProblem(valid({ dateSubmissionEnd: local(NOW + DAY - 60_000) }), action, NOW)).toEqual({
        key: 'error.dateValidateOneDayError',
      });
      expect(campaignSaveProblem(valid({ dateSubmissionEnd: local(NOW + DAY) }), action, NOW)).toBeNull();
      // a draft needs no target yet
      expect(campaignSaveProblem(valid({ targets: { targetOrganizations: [], targetUnits: [] } }), action, NOW)).toBeNull();
    }
  });

  it('publishing: the end at least one day after now (the new start), and a target', () => {
    expect(campaignSaveProblem(valid({ dateSubmissionEnd: local(NOW + 60_000) }), 'PUBLISH', NOW)).toEqual({
      key: 'error.dateValidateOneDayError',
    });
    expect(campaignSaveProblem(valid({ targets: { targetOrganizations: [], targetUnits: [] } }), 'PUBLISH', NOW)).toEqual({
      key: 'error.targetUnitValidation',
    });
    expect(campaignSaveProblem(valid({ targets: { targetOrganizations: [], targetUnits: [4] } }), 'PUBLISH', NOW)).toBeNull();
  });

  it('saving a published campaign: the end at least one day after its kept start', () => {
    const start = new Date(NOW - 5 * DAY).toISOString();
    const published = valid({ publishState: 'PUBLISHED', dateSubmissionStart: start });
    expect(campaignSaveProblem({ ...published, dateSubmissionEnd: local(NOW - 5 * DAY + 12 * 3600_000) }, 'SAVE', NOW)).toEqual({
      key: 'error.dateValidateOneDayErrorAfterPublished',
    });
    // an end in the past is fine as long as it is a day after the start
    expect(campaignSaveProblem({ ...published, dateSubmissionEnd: local(NOW - 3 * DAY) }, 'SAVE', NOW)).toBeNull();
    expect(campaignSaveProblem({ ...published, targets: { targetOrganizations: [], targetUnits: [] } }, 'SAVE', NOW)).toEqual({
      key: 'error.targetUnitValidation',
    });
  });

  it('completing, terminating and archiving check no date', () => {
    const ended = valid({ publishState: 'PUBLISHED', dateSubmissionEnd: local(NOW - DAY) });
    for (const action of ['COMPLETE', 'TERMINATE', 'ARCHIVE'] as const) expect(campaignSaveProblem(ended, action, NOW)).toBeNull();
  });
});

describe('campaign payloads', () => {
  it("asks for the action's state and sends the e-mail flag only when publishing", () => {
    const f = toCampaignForm(campaign({ publishState: 'DRAFT', dateSubmissionTerminated: null }, NOW));
    const draft = campaignPayload(f, 'SAVE_DRAFT');
    expect(draft.publishState).toBe('DRAFT');
    expect(draft).not.toHaveProperty('sendEmailToUser');
    const published = campaignPayload(f, 'PUBLISH', true);
    expect(published).toMatchObject({
      id: 7,
      code: 'GREEN-25',
      publishState: 'PUBLISHED',
      sendEmailToUser: true,
      targetOrganizations: [1],
      targetUnits: [],
      bannerId: 3,
    });
    expect(campaignPayload(f, 'PUBLISH', false).sendEmailToUser).toBe(false);
    expect(campaignPayload(f, 'TERMINATE').publishState).toBe('TERMINATED');
  });

  it('trims the texts, leaves the id out of a new campaign and sends the end as an instant', () => {
    const body = campaignPayload(valid({ code: ' GREEN-25 ', title: ' Green office ' }), 'CREATE');
    expect(body).not.toHaveProperty('id');
    expect(body.code).toBe('GREEN-25');
    expect(body.title).toBe('Green office');
    expect(body.publishState).toBe('DRAFT');
    expect(body.dateSubmissionEnd).toMatch(/Z$/);
    expect(Date.parse(body.dateSubmissionEnd)).toBe(new Date(local(NOW + 3 * DAY)).getTime());
  });

  it('archiving keeps the campaign as the server returned it', () => {
    const c = campaign({ publishState: 'COMPLETED', dateSubmissionEnd: '2025-06-01T10:00:30.123Z' }, NOW);
    const body = archivePayload(c);
    expect(body).toMatchObject({ id: 7, publishState: 'ARCHIVED', dateSubmissionEnd: '2025-06-01T10:00:30.123Z', code: 'GREEN-25' });
  });
});
