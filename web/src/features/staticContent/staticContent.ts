/** Static content editing rules (spec 002 §7 "Static content and languages"): the entry form's schema and body. */
import { z } from 'zod';
import { formErrors, text } from '../../shared/form/schema';
import type { FormErrors } from '../../shared/form/validation';
import type { StaticContentBody, StaticContentEntry } from './types';

export const CONTENT_KEY_PATTERN = /^[a-zA-Z0-9._-]+$/;

export const staticContentSchema = z.object({
  id: z.number().nullable(),
  contentKey: text({ required: true, max: 100, pattern: CONTENT_KEY_PATTERN }),
  locale: text({ required: true, max: 10 }),
  title: text({ max: 255 }),
  content: z.string(),
});

export type StaticContentForm = z.infer<typeof staticContentSchema>;

export function validateStaticContent(v: StaticContentForm): FormErrors<StaticContentForm> {
  return formErrors(staticContentSchema, v);
}

export function staticContentPayload(v: StaticContentForm): StaticContentBody {
  const body: StaticContentBody = { contentKey: v.contentKey.trim(), locale: v.locale, title: v.title.trim(), content: v.content };
  if (v.id) body.id = v.id;
  return body;
}

export function emptyEntry(locale: string): StaticContentForm {
  return { id: null, contentKey: '', locale, title: '', content: '' };
}

export function entryToForm(e: StaticContentEntry): StaticContentForm {
  return { id: e.id, contentKey: e.contentKey, locale: e.locale, title: e.title, content: e.content };
}
