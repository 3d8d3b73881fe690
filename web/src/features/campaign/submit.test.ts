import { describe, expect, it } from 'vitest';
import { defaultAppConfig } from '../../app/config/configSlice';
import { submitButton, submitPath } from './submit';
import { campaign, DAY, MODULES_CONFIG } from './testing';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const internal = { authorities: ['ROLE_USER', 'ROLE_INTERNAL'] };

describe('campaign submit button (spec 001 §2, §6)', () => {
  it('a visitor sees it while submission is open and is sent to sign in', () => {
    expect(submitButton(campaign({ canSubmit: false }, NOW), null, MODULES_CONFIG, NOW)).toBe('login');
  });

  it('a signed-in user needs the server flag and the module submit setting', () => {
    expect(submitButton(campaign({}, NOW), internal, MODULES_CONFIG, NOW)).toBe('submit');
    expect(submitButton(campaign({ canSubmit: false }, NOW), internal, MODULES_CONFIG, NOW)).toBe('hidden');
    const internalOnly = {
      ...MODULES_CONFIG,
      moduleSubmitListSettings: { SUGGESTION: { listingEnabled: 'BOTH', submitEnabled: 'EXTERNAL' } },
    } as typeof defaultAppConfig;
    expect(submitButton(campaign({}, NOW), internal, internalOnly, NOW)).toBe('hidden');
    expect(submitButton(campaign({}, NOW), internal, { ...MODULES_CONFIG, availableModules: ['CAMPAIGN'] }, NOW)).toBe('hidden');
  });

  it('nobody sees it once submission is closed', () => {
    const ended = campaign({ dateSubmissionEnd: new Date(NOW - DAY).toISOString() }, NOW);
    const terminated = campaign({ publishState: 'TERMINATED', dateSubmissionTerminated: new Date(NOW - 1000).toISOString() }, NOW);
    for (const c of [ended, terminated]) {
      expect(submitButton(c, null, MODULES_CONFIG, NOW)).toBe('hidden');
      expect(submitButton(c, internal, MODULES_CONFIG, NOW)).toBe('hidden');
    }
  });

  it('starts a contribution of the campaign type bound to the campaign', () => {
    expect(submitPath({ id: 7, campaignType: 'SUGGESTION' })).toBe('/contribution/SUGGESTION/null?campaignId=7');
    expect(submitPath({ id: 9, campaignType: 'IMPROVEMENT' })).toBe('/contribution/IMPROVEMENT/null?campaignId=9');
  });
});
