/** Campaigns: docs/api-content-campaigns.md and spec 001 §3. */
import type { AccessLevel } from '../content/common/audience';

export type CampaignPublishState = 'DRAFT' | 'PUBLISHED' | 'TERMINATED' | 'COMPLETED' | 'ARCHIVED';
export type CampaignType = 'SUGGESTION' | 'IMPROVEMENT';
export const CAMPAIGN_TYPES: readonly CampaignType[] = ['SUGGESTION', 'IMPROVEMENT'];
export const CAMPAIGN_STATES: readonly CampaignPublishState[] = ['DRAFT', 'PUBLISHED', 'TERMINATED', 'COMPLETED', 'ARCHIVED'];

export interface Campaign {
  id: number;
  code: string;
  title: string;
  summary: string;
  /** sanitized HTML */
  body: string;
  campaignType: CampaignType;
  announceDate: string | null;
  dateSubmissionStart: string | null;
  dateSubmissionEnd: string;
  dateSubmissionTerminated: string | null;
  publishDate: string | null;
  publishState: CampaignPublishState;
  accessLevel: AccessLevel;
  targetOrganizations: number[];
  targetUnits: number[];
  bannerId: number | null;
  bannerPreviewId: number | null;
  bannerPath: string | null;
  bannerPreviewPath: string | null;
  /** computed for the caller */
  canSubmit: boolean;
  authorName: string;
  dateCreated: string;
  dateUpdated: string;
}

/** What POST/PUT api/v3/campaigns take; on PUT `publishState` is the wanted state. */
export interface CampaignPayload {
  id?: number;
  code: string;
  title: string;
  summary: string;
  body: string;
  campaignType: CampaignType;
  announceDate: string | null;
  dateSubmissionStart: string | null;
  dateSubmissionEnd: string;
  dateSubmissionTerminated: string | null;
  publishDate: string | null;
  publishState: CampaignPublishState;
  accessLevel: AccessLevel;
  targetOrganizations: number[];
  targetUnits: number[];
  bannerId: number | null;
  bannerPreviewId: number | null;
  sendEmailToUser?: boolean;
}
