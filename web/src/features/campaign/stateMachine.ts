/**
 * The campaign state machine of spec 001 §4 as the web app offers it, and the wording of the
 * approve dialog (spec 001 §2). The server enforces the same moves (PUT api/v3/campaigns).
 */
import dayjs from 'dayjs';
import type { FieldMessage } from '../../shared/form/validation';
import type { Campaign, CampaignPublishState, CampaignType } from './types';

/** The buttons of the edit page. */
export type CampaignAction = 'CREATE' | 'SAVE_DRAFT' | 'PUBLISH' | 'SAVE' | 'COMPLETE' | 'TERMINATE' | 'ARCHIVE';

function ms(date: string | null | undefined): number | null {
  if (!date) return null;
  const d = dayjs(date);
  return d.isValid() ? d.valueOf() : null;
}

/** true once the submission end has passed. */
export function submissionEnded(end: string | null | undefined, now: number): boolean {
  const e = ms(end);
  return e !== null && e <= now;
}

/**
 * What the edit page offers: a new campaign is created as a draft; a draft is saved as a draft
 * or published; a published one is saved, and completed once the end has passed or terminated
 * before it. Terminated and completed campaigns are archived from the manage list; archived
 * ones are final.
 */
export function editActions(state: CampaignPublishState | null, end: string | null | undefined, now: number): CampaignAction[] {
  switch (state) {
    case null:
      return ['CREATE'];
    case 'DRAFT':
      return ['SAVE_DRAFT', 'PUBLISH'];
    case 'PUBLISHED':
      return ['SAVE', submissionEnded(end, now) ? 'COMPLETE' : 'TERMINATE'];
    default:
      return [];
  }
}

/** The manage list: Archive for TERMINATED or COMPLETED, Edit for any other non-archived state, nothing for ARCHIVED. */
export function manageActions(state: CampaignPublishState): ('EDIT' | 'ARCHIVE')[] {
  if (state === 'TERMINATED' || state === 'COMPLETED') return ['ARCHIVE'];
  if (state === 'ARCHIVED') return [];
  return ['EDIT'];
}

/** The state a PUT asks for. */
export function wantedState(action: CampaignAction, current: CampaignPublishState | null): CampaignPublishState {
  switch (action) {
    case 'CREATE':
    case 'SAVE_DRAFT':
      return 'DRAFT';
    case 'PUBLISH':
      return 'PUBLISHED';
    case 'SAVE':
      return current ?? 'DRAFT';
    case 'COMPLETE':
      return 'COMPLETED';
    case 'TERMINATE':
      return 'TERMINATED';
    case 'ARCHIVE':
      return 'ARCHIVED';
  }
}

/** The target the approve dialog is asked about: null for a save that keeps the state. */
export function approveTarget(action: CampaignAction): CampaignPublishState | null {
  switch (action) {
    case 'CREATE':
    case 'SAVE':
      return null;
    case 'SAVE_DRAFT':
      return 'DRAFT';
    default:
      return wantedState(action, null);
  }
}

export interface ApproveWording {
  question: FieldMessage;
  info?: FieldMessage;
}

/**
 * The approve dialog: for a null or DRAFT target a save question; otherwise a change-of-state
 * question, with more to read for ARCHIVED, COMPLETED and TERMINATED (whose wording depends on
 * the campaign's type).
 */
export function approveWording(target: CampaignPublishState | null, type: CampaignType): ApproveWording {
  if (target === null || target === 'DRAFT') return { question: { key: 'campaign.approve.saveQuestion' } };
  const question: FieldMessage = { key: 'campaign.approve.changeQuestion', params: { state: `campaign.publishState.${target}` } };
  switch (target) {
    case 'ARCHIVED':
      return { question, info: { key: 'campaign.approve.info.ARCHIVED' } };
    case 'COMPLETED':
      return { question, info: { key: 'campaign.approve.info.COMPLETED' } };
    case 'TERMINATED':
      return { question, info: { key: `campaign.approve.info.TERMINATED.${type}` } };
    default:
      return { question };
  }
}

/** The text of a wording part; a `state` parameter is a translation key itself. */
export function wordingText(t: (key: string, options?: Record<string, unknown>) => string, m: FieldMessage): string {
  const params: Record<string, unknown> = { ...m.params };
  if (typeof params.state === 'string') params.state = t(params.state);
  return t(m.key, params);
}

/** Submission is open: published, not terminated, and now between the start and the end. */
export function isSubmissionOpen(
  c: Pick<Campaign, 'publishState' | 'dateSubmissionStart' | 'dateSubmissionEnd' | 'dateSubmissionTerminated'>,
  now: number,
): boolean {
  if (c.publishState !== 'PUBLISHED' || c.dateSubmissionTerminated) return false;
  const start = ms(c.dateSubmissionStart);
  const end = ms(c.dateSubmissionEnd);
  return start !== null && end !== null && start <= now && now < end;
}
