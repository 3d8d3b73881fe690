/** The campaign form (spec 001 §5): the shared publishable fields plus code, type and the submission dates. */
import dayjs from 'dayjs';
import { z } from 'zod';
import { formErrors, text } from '../../shared/form/schema';
import type { FieldMessage, FormErrors } from '../../shared/form/validation';
import { formatLocalDateTime, localDateTimeToIso } from '../../shared/format';
import { hasTarget } from '../publishing/audience';
import { atLeastOneDayAfter } from '../publishing/dates';
import { emptyPublishable, oneOf, publishablePayload, publishableShape, publishableToForm, type PublishableForm } from '../publishing/form';
import { wantedState, type CampaignAction } from './stateMachine';
import {
  CAMPAIGN_STATES,
  CAMPAIGN_TYPES,
  type Campaign,
  type CampaignPayload,
  type CampaignPublishState,
  type CampaignType,
} from './types';

export { SUMMARY_MAX, SUMMARY_MIN, TITLE_MAX, TITLE_MIN } from '../publishing/form';

export const CODE_MIN = 3;
export const CODE_MAX = 16;
/** Letters (Turkish ones too), digits, dot and hyphen. */
export const CAMPAIGN_CODE_PATTERN = /^[\p{L}0-9.-]+$/u;

export interface CampaignForm extends PublishableForm<CampaignPublishState> {
  campaignType: CampaignType;
  /** <input type="datetime-local"> value */
  dateSubmissionEnd: string;
  announceDate: string | null;
  dateSubmissionStart: string | null;
  dateSubmissionTerminated: string | null;
}

/** Field rules: code 3–16 (pattern entity.validation.patternCampaign), title 3–100, summary 10–500, end date and type required. */
export const campaignSchema = z.object({
  ...publishableShape(CAMPAIGN_STATES),
  code: text({
    required: true,
    min: CODE_MIN,
    max: CODE_MAX,
    pattern: CAMPAIGN_CODE_PATTERN,
    patternMessage: { key: 'entity.validation.patternCampaign' },
  }),
  campaignType: oneOf(CAMPAIGN_TYPES),
  dateSubmissionEnd: text({ required: true }),
  announceDate: z.string().nullable(),
  dateSubmissionStart: z.string().nullable(),
  dateSubmissionTerminated: z.string().nullable(),
}) satisfies z.ZodType<CampaignForm, CampaignForm>;

export function validateCampaignForm(v: CampaignForm): FormErrors<CampaignForm> {
  return formErrors(campaignSchema, v);
}

export function emptyCampaignForm(type: CampaignType = 'SUGGESTION', now: number = Date.now()): CampaignForm {
  return {
    ...emptyPublishable<CampaignPublishState>(),
    campaignType: type,
    dateSubmissionEnd: formatLocalDateTime(dayjs(now).add(1, 'month').startOf('minute')),
    announceDate: null,
    dateSubmissionStart: null,
    dateSubmissionTerminated: null,
  };
}

export function toCampaignForm(c: Campaign): CampaignForm {
  return {
    ...publishableToForm(c),
    campaignType: c.campaignType ?? 'SUGGESTION',
    dateSubmissionEnd: formatLocalDateTime(c.dateSubmissionEnd),
    announceDate: c.announceDate,
    dateSubmissionStart: c.dateSubmissionStart,
    dateSubmissionTerminated: c.dateSubmissionTerminated,
  };
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
    ...publishablePayload(v),
    code: v.code.trim(),
    campaignType: v.campaignType,
    announceDate: v.announceDate,
    dateSubmissionStart: v.dateSubmissionStart,
    dateSubmissionEnd: localDateTimeToIso(v.dateSubmissionEnd) ?? '',
    dateSubmissionTerminated: v.dateSubmissionTerminated,
    publishState: wantedState(action, v.publishState),
  };
  if (action === 'PUBLISH') body.sendEmailToUser = sendEmail;
  return body;
}

/** The payload that archives a campaign as the server returned it (manage list). */
export function archivePayload(c: Campaign): CampaignPayload {
  return { ...campaignPayload(toCampaignForm(c), 'ARCHIVE'), dateSubmissionEnd: c.dateSubmissionEnd };
}
