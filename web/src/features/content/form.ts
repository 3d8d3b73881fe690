/** The content form (spec 001 §5 "Content form"): the shared publishable fields plus category, language and last date. */
import dayjs from 'dayjs';
import { z } from 'zod';
import { formErrors, text } from '../../shared/form/schema';
import type { FieldMessage, FormErrors } from '../../shared/form/validation';
import { formatLocalDateTime, localDateTimeToIso } from '../../shared/format';
import { hasTarget } from '../publishing/audience';
import { atLeastOneDayAfter } from '../publishing/dates';
import { emptyPublishable, publishablePayload, publishableShape, publishableToForm, type PublishableForm } from '../publishing/form';
import { CONTENT_PUBLISH_STATES, type Content, type ContentPayload, type ContentPublishState } from './types';

export { SUMMARY_MAX, SUMMARY_MIN, TITLE_MAX, TITLE_MIN } from '../publishing/form';

export interface ContentForm extends PublishableForm<ContentPublishState> {
  /** the select's value; '' until chosen */
  categoryId: string;
  language: string;
  /** <input type="datetime-local"> value */
  lastDate: string;
}

/** Save as draft, or publish (a published item is saved as published). */
export type ContentIntent = 'DRAFT' | 'PUBLISHED';

/** Field rules: title 3–100, summary 10–500, category and last date required. */
export const contentSchema = z.object({
  ...publishableShape(CONTENT_PUBLISH_STATES),
  categoryId: text({ required: true }),
  language: z.string(),
  lastDate: text({ required: true }),
}) satisfies z.ZodType<ContentForm, ContentForm>;

export function validateContentForm(v: ContentForm): FormErrors<ContentForm> {
  return formErrors(contentSchema, v);
}

export function emptyContentForm(now: number = Date.now()): ContentForm {
  return {
    ...emptyPublishable<ContentPublishState>(),
    categoryId: '',
    language: '',
    lastDate: formatLocalDateTime(dayjs(now).add(1, 'month').startOf('minute')),
  };
}

export function toContentForm(c: Content): ContentForm {
  return {
    ...publishableToForm(c),
    categoryId: c.categoryId ? String(c.categoryId) : '',
    language: c.language ?? '',
    lastDate: formatLocalDateTime(c.lastDate),
  };
}

/**
 * The rules shown as a toast (spec 001 §5, §8): the last date at least one day after the
 * publish date (now when publishing or for a draft, the kept date of a published item), and a
 * target when the item is not a draft.
 */
export function contentSaveProblem(v: ContentForm, intent: ContentIntent, now: number = Date.now()): FieldMessage | null {
  const reference = v.publishState === 'PUBLISHED' && v.publishDate ? v.publishDate : now;
  if (!atLeastOneDayAfter(localDateTimeToIso(v.lastDate) ?? '', reference)) return { key: 'error.dateValidateOneDayError' };
  if (intent === 'PUBLISHED' && !hasTarget(v.targets)) return { key: 'error.targetUnitValidation' };
  return null;
}

export function contentPayload(v: ContentForm, intent: ContentIntent, sendEmail = false): ContentPayload {
  const body: ContentPayload = {
    ...publishablePayload(v),
    categoryId: Number(v.categoryId),
    language: v.language,
    publishState: intent,
    lastDate: localDateTimeToIso(v.lastDate) ?? '',
  };
  if (v.code) body.code = v.code;
  if (intent === 'PUBLISHED' && v.publishState !== 'PUBLISHED') body.sendEmailToUser = sendEmail;
  return body;
}

/** What the edit page offers: a new item is saved first ("Next"); a draft is saved or published; a published item is saved. */
export function contentActions(state: ContentPublishState | null): ('NEXT' | 'SAVE_DRAFT' | 'PUBLISH' | 'SAVE')[] {
  switch (state) {
    case null:
      return ['NEXT'];
    case 'DRAFT':
      return ['SAVE_DRAFT', 'PUBLISH'];
    case 'PUBLISHED':
      return ['SAVE'];
    default:
      return [];
  }
}

/** Grid when the page holds more than two items, cards otherwise (spec 001 §2). */
export function contentLayout(count: number): 'grid' | 'cards' {
  return count > 2 ? 'grid' : 'cards';
}
