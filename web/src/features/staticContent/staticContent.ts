/** Static content editing rules (spec 002 §7 "Static content and languages"). */
import { checkText, compact, type FormErrors } from '../../shared/form/validation';

export interface StaticContentEntry {
  id?: number | null;
  contentKey: string;
  locale: string;
  title: string;
  content: string;
  lastModifiedBy?: string;
  lastModifiedDate?: string | null;
}

export const CONTENT_KEY_PATTERN = /^[a-zA-Z0-9._-]+$/;

export function validateStaticContent(v: StaticContentEntry): FormErrors<StaticContentEntry> {
  return compact<StaticContentEntry>({
    contentKey: checkText(v.contentKey, { required: true, max: 100, pattern: CONTENT_KEY_PATTERN }),
    locale: checkText(v.locale, { required: true, max: 10 }),
    title: checkText(v.title, { max: 255 }),
  });
}

export function staticContentPayload(v: StaticContentEntry): StaticContentEntry {
  const body: StaticContentEntry = { contentKey: v.contentKey.trim(), locale: v.locale, title: v.title.trim(), content: v.content };
  if (v.id) body.id = v.id;
  return body;
}

export function emptyEntry(locale: string): StaticContentEntry {
  return { id: null, contentKey: '', locale, title: '', content: '' };
}
