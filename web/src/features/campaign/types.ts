/** Campaigns: docs/api-content-campaigns.md and spec 001 §3. */
import type { Schemas } from '../../app/api/types';
import type { PublishablePayload, PublishState } from '../publishing/types';

export type CampaignType = Schemas['CampaignType'];
export const CAMPAIGN_TYPES = ['SUGGESTION', 'IMPROVEMENT'] as const satisfies readonly CampaignType[];
export const CAMPAIGN_STATES = ['DRAFT', 'PUBLISHED', 'TERMINATED', 'COMPLETED', 'ARCHIVED'] as const satisfies readonly PublishState[];
export type CampaignPublishState = (typeof CAMPAIGN_STATES)[number];

/** A campaign (canSubmit: computed for the caller). */
export type Campaign = Schemas['Campaign'];

/** The dates a campaign's submission window is made of. */
type SubmissionDates = Pick<Campaign, 'announceDate' | 'dateSubmissionStart' | 'dateSubmissionEnd' | 'dateSubmissionTerminated'>;

/** What POST/PUT api/v3/campaigns take (a CampaignRequest); on PUT `publishState` is the wanted state. */
export type CampaignPayload = PublishablePayload &
  SubmissionDates & {
    code: string;
    campaignType: CampaignType;
    publishState: CampaignPublishState;
  };
