/** The campaign form (spec 001 §5) as pure functions: values, rules, payload. */
import dayjs from 'dayjs';
import { checkText, compact, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import { formatLocalDateTime, localDateTimeToIso } from '../../shared/format';
import { hasTarget, type AccessLevel, type Targets } from '../content/common/audience';
import { atLeastOneDayAfter } from '../content/common/dates';
import { NO_BANNER, type BannerValue } from '../content/common/BannerUploader';
import { wantedState, type CampaignAction } from './stateMachine';
import type { Campaign, CampaignPayload, CampaignPublishState, CampaignType } from './types';

export const CODE_MIN = 3;
export const CODE_MAX = 16;
/** Letters (Turkish ones too), digits, dot and hyphen. */
export const CAMPAIGN_CODE_PATTERN = /^[\p{L}0-9.-]+$/u;
export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const SUMMARY_MIN = 10;
export const SUMMARY_MAX = 500;

export interface CampaignForm {
  id: number | null;
  code: string;
  title: string;
  summary: string;
  body: string;
  campaignType: CampaignType;
  /** <input type="datetime-local"> value */
  dateSubmissionEnd: string;
  accessLevel: AccessLevel;
  targets: Targets;
  /** null for a new campaign */
  publishState: CampaignPublishState | null;
  announceDate: string | null;
  dateSubmissionStart: string | null;
  dateSubmissionTerminated: string | null;
  publishDate: string | null;
  banner: BannerValue;
}

export function emptyCampaignForm(type: CampaignType = 'SUGGESTION', now: number = Date.now()): CampaignForm {
  return {
    id: null,
    code: '',
    title: '',
    summary: '',
    body: '',
    campaignType: type,
    dateSubmissionEnd: formatLocalDateTime(dayjs(now).add(1, 'month').startOf('minute')),
    accessLevel: 'REGISTERED',
    targets: { targetOrganizations: [], targetUnits: [] },
    publishState: null,
    announceDate: null,
    dateSubmissionStart: null,
    dateSubmissionTerminated: null,
    publishDate: null,
    banner: NO_BANNER,
  };
}

export function toCampaignForm(c: Campaign): CampaignForm {
  return {
    id: c.id,
    code: c.code ?? '',
    title: c.title ?? '',
    summary: c.summary ?? '',
    body: c.body ?? '',
    campaignType: c.campaignType ?? 'SUGGESTION',
    dateSubmissionEnd: formatLocalDateTime(c.dateSubmissionEnd),
    accessLevel: c.accessLevel ?? 'REGISTERED',
    targets: { targetOrganizations: c.targetOrganizations ?? [], targetUnits: c.targetUnits ?? [] },
    publishState: c.publishState,
    announceDate: c.announceDate,
    dateSubmissionStart: c.dateSubmissionStart,
    dateSubmissionTerminated: c.dateSubmissionTerminated,
    publishDate: c.publishDate,
    banner: { bannerId: c.bannerId, bannerPreviewId: c.bannerPreviewId, bannerPath: c.bannerPath, bannerPreviewPath: c.bannerPreviewPath },
  };
}

/** Field rules: code 3–16 (pattern entity.validation.patternCampaign), title 3–100, summary 10–500, end date and type required. */
export function validateCampaignForm(v: CampaignForm): FormErrors<CampaignForm> {
  return compact<CampaignForm>({
    code: checkText(v.code, {
      required: true,
      min: CODE_MIN,
      max: CODE_MAX,
      pattern: CAMPAIGN_CODE_PATTERN,
      patternMessage: { key: 'entity.validation.patternCampaign' },
    }),
    title: checkText(v.title, { required: true, min: TITLE_MIN, max: TITLE_MAX }),
    summary: checkText(v.summary, { required: true, min: SUMMARY_MIN, max: SUMMARY_MAX }),
    dateSubmissionEnd: checkText(v.dateSubmissionEnd, { required: true }),
    campaignType: checkText(v.campaignType, { required: true }),
  });
}

/**
 * The rules shown as a toast (spec 001 §5, §8) for the action about to run:
 * - creating or saving a draft: the end at least one day after now (dateValidateOneDayError);
 * - publishing: the start becomes now, so the same, and a target (targetUnitValidation);
 * - saving a published campaign: the end at least one day after its kept start
 *   (dateValidateOneDayErrorAfterPublished), and a target.
 * Completing, terminating and archiving change no date the user entered.
 */
export function campaignSaveProblem(v: CampaignForm, action: CampaignAction, now: number = Date.now()): FieldMessage | null {
  const end = localDateTimeToIso(v.dateSubmissionEnd) ?? '';
  switch (action) {
    case 'CREATE':
    case 'SAVE_DRAFT':
      return atLeastOneDayAfter(end, now) ? null : { key: 'error.dateValidateOneDayError' };
    case 'PUBLISH':
      if (!atLeastOneDayAfter(end, now)) return { key: 'error.dateValidateOneDayError' };
      return hasTarget(v.targets) ? null : { key: 'error.targetUnitValidation' };
    case 'SAVE':
      if (!atLeastOneDayAfter(end, v.dateSubmissionStart ?? now)) return { key: 'error.dateValidateOneDayErrorAfterPublished' };
      return hasTarget(v.targets) ? null : { key: 'error.targetUnitValidation' };
    default:
      return null;
  }
}

export function campaignPayload(v: CampaignForm, action: CampaignAction, sendEmail = false): CampaignPayload {
  const body: CampaignPayload = {
    code: v.code.trim(),
    title: v.title.trim(),
    summary: v.summary.trim(),
    body: v.body,
    campaignType: v.campaignType,
    announceDate: v.announceDate,
    dateSubmissionStart: v.dateSubmissionStart,
    dateSubmissionEnd: localDateTimeToIso(v.dateSubmissionEnd) ?? '',
    dateSubmissionTerminated: v.dateSubmissionTerminated,
    publishDate: v.publishDate,
    publishState: wantedState(action, v.publishState),
    accessLevel: v.accessLevel,
    targetOrganizations: v.targets.targetOrganizations,
    targetUnits: v.targets.targetUnits,
    bannerId: v.banner.bannerId,
    bannerPreviewId: v.banner.bannerPreviewId,
  };
  if (v.id !== null) body.id = v.id;
  if (action === 'PUBLISH') body.sendEmailToUser = sendEmail;
  return body;
}

/** The payload that archives a campaign as the server returned it (manage list). */
export function archivePayload(c: Campaign): CampaignPayload {
  return { ...campaignPayload(toCampaignForm(c), 'ARCHIVE'), dateSubmissionEnd: c.dateSubmissionEnd };
}
