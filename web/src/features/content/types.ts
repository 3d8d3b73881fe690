/** Content (news, announcements, articles): docs/api-content-campaigns.md and spec 001 §3. */
import type { Schemas } from '../../app/api/types';
import type { PublishableItem, PublishablePayload } from '../publishing/types';

export const CONTENT_PUBLISH_STATES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type ContentPublishState = (typeof CONTENT_PUBLISH_STATES)[number];

export interface Content extends PublishableItem<ContentPublishState> {
  categoryId: number;
  /** a translation key (contentCategory.news …) */
  category: string;
  categoryIcon: string;
  /** '' = all languages */
  language: string;
  lastDate: string;
}

/** What POST/PUT api/v3/contents take. */
export interface ContentPayload extends PublishablePayload {
  code?: string;
  categoryId: number;
  language: string;
  publishState: 'DRAFT' | 'PUBLISHED';
  lastDate: string;
}

/** GET api/public/content-categories: a category (name: a translation key; icon: bullhorn, newspaper, file-alt). */
export type ContentCategory = Schemas['Category'];

export const CONTENT_SORT_FIELDS = ['publishDate', 'title', 'dateCreated'] as const;
export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number];
export const DEFAULT_CONTENT_SORT = 'publishDate,desc';
