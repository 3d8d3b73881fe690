/** Content (news, announcements, articles): docs/api-content-campaigns.md and spec 001 §3. */
import type { AccessLevel } from './common/audience';

export type ContentPublishState = 'DRAFT' | 'PUBLISHED' | 'ARCHIVED';

export interface Content {
  id: number;
  code: string;
  title: string;
  summary: string;
  /** sanitized HTML */
  body: string;
  categoryId: number;
  /** a translation key (contentCategory.news …) */
  category: string;
  categoryIcon: string;
  /** '' = all languages */
  language: string;
  accessLevel: AccessLevel;
  targetOrganizations: number[];
  targetUnits: number[];
  publishState: ContentPublishState;
  publishDate: string | null;
  lastDate: string;
  dateCreated: string;
  dateUpdated: string;
  bannerId: number | null;
  bannerPreviewId: number | null;
  bannerPath: string | null;
  bannerPreviewPath: string | null;
  authorName: string;
}

/** What POST/PUT api/v3/contents take. */
export interface ContentPayload {
  id?: number;
  code?: string;
  title: string;
  summary: string;
  body: string;
  categoryId: number;
  language: string;
  accessLevel: AccessLevel;
  targetOrganizations: number[];
  targetUnits: number[];
  publishState: 'DRAFT' | 'PUBLISHED';
  publishDate: string | null;
  lastDate: string;
  bannerId: number | null;
  bannerPreviewId: number | null;
  sendEmailToUser?: boolean;
}

export interface ContentCategory {
  id: number;
  name: string;
  icon: string;
}

export const CONTENT_SORT_FIELDS = ['publishDate', 'title', 'dateCreated'] as const;
export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number];
export const DEFAULT_CONTENT_SORT = 'publishDate,desc';
