/** Campaigns: docs/api-content-campaigns.md and spec 001 §3. */
import type { PublishableItem, PublishablePayload } from '../publishing/types';

export const CAMPAIGN_TYPES = ['SUGGESTION', 'IMPROVEMENT'] as const;
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];
export const CAMPAIGN_STATES = ['DRAFT', 'PUBLISHED', 'TERMINATED', 'COMPLETED', 'ARCHIVED'] as const;
export type CampaignPublishState = (typeof CAMPAIGN_STATES)[number];

/** The dates a campaign's submission window is made of. */
interface SubmissionDates {
  announceDate: string | null;
  dateSubmissionStart: string | null;
  dateSubmissionEnd: string;
  dateSubmissionTerminated: string | null;
}

export interface Campaign extends PublishableItem<CampaignPublishState>, SubmissionDates {
  campaignType: CampaignType;
  /** computed for the caller */
  canSubmit: boolean;
}

/** What POST/PUT api/v3/campaigns take; on PUT `publishState` is the wanted state. */
export interface CampaignPayload extends PublishablePayload, SubmissionDates {
  code: string;
  campaignType: CampaignType;
  publishState: CampaignPublishState;
}
