/** Content (news, announcements, articles): docs/api-content-campaigns.md and spec 001 §3. */
import type { Schemas } from '../../app/api/types';
import type { Sort } from '../../shared/pager';
import type { PublishablePayload, PublishState } from '../publishing/types';

export const CONTENT_PUBLISH_STATES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const satisfies readonly PublishState[];
export type ContentPublishState = (typeof CONTENT_PUBLISH_STATES)[number];

/** A news item, announcement or article (category: a translation key; language '' = all languages). */
export type Content = Schemas['ContentContent'];

/** What POST/PUT api/v3/contents take (a ContentContentRequest). */
export type ContentPayload = PublishablePayload &
  Pick<Content, 'categoryId' | 'language' | 'lastDate'> & { code?: string; publishState: 'DRAFT' | 'PUBLISHED' };

/** GET api/public/content-categories: a category (name: a translation key; icon: bullhorn, newspaper, file-alt). */
export type ContentCategory = Schemas['Category'];

export const CONTENT_SORT_FIELDS = ['publishDate', 'title', 'dateCreated'] as const;
export type ContentSortField = (typeof CONTENT_SORT_FIELDS)[number];
export const DEFAULT_CONTENT_SORT: Sort<ContentSortField> = { field: 'publishDate', order: 'desc' };
