/** The contribution field form (spec 002 §5): a title per language, the sort order, active. */
import { z } from 'zod';
import { formErrors, text } from '../../shared/form/schema';
import { checkText, type FieldMessage } from '../../shared/form/validation';
import { addIssues, pickLanguage } from './model';
import type { ContributionField, ContributionFieldPayload } from './types';

export const FIELD_TITLE_MAX = 200;

export function fieldTitle(f: Pick<ContributionField, 'definitionList'>, lang: string, undefinedText = 'Undefined'): string {
  return pickLanguage(f.definitionList, lang)?.title || undefinedText;
}

export interface FieldForm {
  id: number | null;
  isActive: boolean;
  sortOrder: string;
  /** language → title */
  titles: Record<string, string>;
}

export function fieldToForm(f: Pick<ContributionField, 'id' | 'isActive' | 'sortOrder' | 'definitionList'> | null): FieldForm {
  const titles: Record<string, string> = {};
  for (const d of f?.definitionList ?? []) titles[d.language] = d.title;
  return { id: f?.id ?? null, isActive: f?.isActive ?? true, sortOrder: String(f?.sortOrder ?? 0), titles };
}

/** At least one title; each title ≤ 200; the sort order a whole number. Messages under `titles` and `title-{lang}`. */
export const fieldSchema: z.ZodType<FieldForm, FieldForm> = z
  .object({
    id: z.number().nullable(),
    isActive: z.boolean(),
    sortOrder: text({ required: true, pattern: /^-?\d{1,9}$/ }),
    titles: z.record(z.string(), z.string()),
  })
  .superRefine((v, ctx) => {
    const filled = Object.entries(v.titles).filter(([, t]) => t.trim() !== '');
    const messages: Record<string, FieldMessage | undefined> = {};
    if (filled.length === 0) messages.titles = { key: 'entity.validation.required' };
    for (const [lang, t] of filled) messages[`title-${lang}`] = checkText(t, { max: FIELD_TITLE_MAX });
    addIssues(ctx, messages);
  });

export function validateField(v: FieldForm): Record<string, FieldMessage> {
  return formErrors(fieldSchema, v);
}

export function fieldPayload(v: FieldForm): ContributionFieldPayload {
  const body = {
    isActive: v.isActive,
    sortOrder: Number.parseInt(v.sortOrder, 10) || 0,
    definitionList: Object.entries(v.titles)
      .filter(([, t]) => t.trim() !== '')
      .map(([language, title]) => ({ language, title: title.trim() })),
  };
  return v.id === null ? body : { id: v.id, ...body };
}
