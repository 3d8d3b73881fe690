/**
 * The date format of the date inputs: the interface language's (spec 000 §9 shows dates day first,
 * DD/MM/YY in the lists), so a filter reads as the data it filters. The value the forms and the API use
 * stays ISO (YYYY-MM-DD), as the browser's date input answered it.
 */
import dayjs from 'dayjs';

export interface DateInputFormat {
  /** dayjs format of the shown text */
  format: string;
  /** what the empty field shows (the format in the language's own letters) */
  placeholder: string;
}

const FORMATS: Record<string, DateInputFormat> = {
  en: { format: 'DD/MM/YYYY', placeholder: 'dd/mm/yyyy' },
  tr: { format: 'DD.MM.YYYY', placeholder: 'gg.aa.yyyy' },
};

/** The format of a language (its base: 'tr-TR' → 'tr'); English's for languages without one. */
export function dateInputFormat(language: string | undefined): DateInputFormat {
  const base = (language ?? '').toLowerCase().split(/[-_]/)[0];
  return FORMATS[base] ?? FORMATS.en;
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

function isoOf(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || day > 31 || year < 1000 || year > 9999) return null;
  const d = new Date(Date.UTC(year, month - 1, day));
  // 31/02 and the like roll over: refused
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * What the user typed → ISO date, '' for an empty field, null when it is no date. Day first in every
 * language; any of / . - or space between the parts; a two-digit year is 20YY; an ISO date (pasted) is
 * taken as it is.
 */
export function parseDateText(text: string): string | null {
  const s = text.trim();
  if (s === '') return '';
  const iso = ISO.exec(s);
  if (iso) return isoOf(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const m = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{2}|\d{4})$/.exec(s);
  if (!m) return null;
  const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  return isoOf(year, Number(m[2]), Number(m[1]));
}

/** ISO date → the text shown in the language's format ('' for empty or not a date). */
export function formatDateText(iso: string | null | undefined, language: string | undefined): string {
  if (!iso) return '';
  const m = ISO.exec(iso);
  if (!m || isoOf(Number(m[1]), Number(m[2]), Number(m[3])) === null) return '';
  return dayjs(iso).format(dateInputFormat(language).format);
}

/** The ISO date `days` after (or before) `iso`. */
export function shiftDate(iso: string, days: number): string {
  return dayjs(iso).add(days, 'day').format('YYYY-MM-DD');
}
