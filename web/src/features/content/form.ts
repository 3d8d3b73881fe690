/** The content form (spec 001 §5 "Content form") as pure functions: values, rules, payload. */
import dayjs from 'dayjs';
import { checkText, compact, type FieldMessage, type FormErrors } from '../../shared/form/validation';
import { formatLocalDateTime, localDateTimeToIso } from '../../shared/format';
import { hasTarget, type AccessLevel, type Targets } from './common/audience';
import { atLeastOneDayAfter } from './common/dates';
import { NO_BANNER, type BannerValue } from './common/BannerUploader';
import type { Content, ContentPayload, ContentPublishState } from './types';

export const TITLE_MIN = 3;
export const TITLE_MAX = 100;
export const SUMMARY_MIN = 10;
export const SUMMARY_MAX = 500;

export interface ContentForm {
  id: number | null;
  code: string;
  title: string;
  summary: string;
  body: string;
  /** the select's value; '' until chosen */
  categoryId: string;
  language: string;
  accessLevel: AccessLevel;
  targets: Targets;
  /** <input type="datetime-local"> value */
  lastDate: string;
  /** null for a new item */
  publishState: ContentPublishState | null;
  publishDate: string | null;
  banner: BannerValue;
}

/** Save as draft, or publish (a published item is saved as published). */
export type ContentIntent = 'DRAFT' | 'PUBLISHED';

export function emptyContentForm(now: number = Date.now()): ContentForm {
  return {
    id: null,
    code: '',
    title: '',
    summary: '',
    body: '',
    categoryId: '',
    language: '',
    accessLevel: 'REGISTERED',
    targets: { targetOrganizations: [], targetUnits: [] },
    lastDate: formatLocalDateTime(dayjs(now).add(1, 'month').startOf('minute')),
    publishState: null,
    publishDate: null,
    banner: NO_BANNER,
  };
}

export function toContentForm(c: Content): ContentForm {
  return {
    id: c.id,
    code: c.code ?? '',
    title: c.title ?? '',
    summary: c.summary ?? '',
    body: c.body ?? '',
    categoryId: c.categoryId ? String(c.categoryId) : '',
    language: c.language ?? '',
    accessLevel: c.accessLevel ?? 'REGISTERED',
    targets: { targetOrganizations: c.targetOrganizations ?? [], targetUnits: c.targetUnits ?? [] },
    lastDate: formatLocalDateTime(c.lastDate),
    publishState: c.publishState,
    publishDate: c.publishDate,
    banner: { bannerId: c.bannerId, bannerPreviewId: c.bannerPreviewId, bannerPath: c.bannerPath, bannerPreviewPath: c.bannerPreviewPath },
  };
}

/** Field rules: title 3–100, summary 10–500, category and last date required. */
export function validateContentForm(v: ContentForm): FormErrors<ContentForm> {
  return compact<ContentForm>({
    title: checkText(v.title, { required: true, min: TITLE_MIN, max: TITLE_MAX }),
    summary: checkText(v.summary, { required: true, min: SUMMARY_MIN, max: SUMMARY_MAX }),
    categoryId: checkText(v.categoryId, { required: true }),
    lastDate: checkText(v.lastDate, { required: true }),
  });
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
    title: v.title.trim(),
    summary: v.summary.trim(),
    body: v.body,
    categoryId: Number(v.categoryId),
    language: v.language,
    accessLevel: v.accessLevel,
    targetOrganizations: v.targets.targetOrganizations,
    targetUnits: v.targets.targetUnits,
    publishState: intent,
    publishDate: v.publishDate,
    lastDate: localDateTimeToIso(v.lastDate) ?? '',
    bannerId: v.banner.bannerId,
    bannerPreviewId: v.banner.bannerPreviewId,
  };
  if (v.id !== null) body.id = v.id;
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
