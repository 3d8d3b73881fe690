/** Date and number formats of spec 000 §9. */
import dayjs, { type Dayjs } from 'dayjs';

export const APP_DATE_FORMAT = 'DD/MM/YY HH:mm';
export const APP_SHORT_DATE_FORMAT = 'DD/MM/YY';
export const APP_TIMESTAMP_FORMAT = 'DD/MM/YY HH:mm:ss';
export const APP_LOCAL_DATE_FORMAT = 'DD/MM/YYYY';
export const APP_LOCAL_DATETIME_FORMAT = 'YYYY-MM-DDTHH:mm';
export const APP_DOT_DATE_FORMAT = 'YYYY.MM.DD';
export const APP_WHOLE_NUMBER_FORMAT = '0,0';
export const APP_TWO_DIGITS_AFTER_POINT_NUMBER_FORMAT = '0,0.[00]';

export type DateInput = string | number | Date | Dayjs | null | undefined;

/** Formats a date with one of the formats above; '' for empty or invalid input. */
export function formatDate(value: DateInput, format: string = APP_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(format) : '';
}

export const formatDateTime = (v: DateInput) => formatDate(v, APP_DATE_FORMAT);
export const formatShortDate = (v: DateInput) => formatDate(v, APP_SHORT_DATE_FORMAT);
export const formatTimestamp = (v: DateInput) => formatDate(v, APP_TIMESTAMP_FORMAT);
export const formatLocalDate = (v: DateInput) => formatDate(v, APP_LOCAL_DATE_FORMAT);
/** value for an <input type="datetime-local"> */
export const formatLocalDateTime = (v: DateInput) => formatDate(v, APP_LOCAL_DATETIME_FORMAT);
export const formatDotDate = (v: DateInput) => formatDate(v, APP_DOT_DATE_FORMAT);

/** <input type="datetime-local"> value → ISO instant (null when empty). */
export function localDateTimeToIso(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = dayjs(value);
  return d.isValid() ? d.toISOString() : null;
}

const NUMBER_LOCALE = 'en-US';
const wholeFormat = new Intl.NumberFormat(NUMBER_LOCALE, { maximumFractionDigits: 0 });
const twoDigitsFormat = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 0, maximumFractionDigits: 2 });
const currencyFormat = new Intl.NumberFormat(NUMBER_LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** '0,0': 1234.5 → '1,235' */
export function formatWholeNumber(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : wholeFormat.format(n);
}

/** '0,0.[00]': 1234.5 → '1,234.5', 1234 → '1,234', 1.005 → '1.01' */
export function formatDecimal(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : twoDigitsFormat.format(n);
}

/** Currency: 2 decimals with a thousands separator: 1234.5 → '1,234.50' */
export function formatCurrency(value: number | string | null | undefined): string {
  const n = toNumber(value);
  return n === null ? '' : currencyFormat.format(n);
}

/** Phone digits grouped 3-3-2-2 with dashes: '5321234567' → '532-123-45-67'. */
export function formatPhone(value: string | null | undefined): string {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, 10);
  const groups = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 8), digits.slice(8, 10)];
  return groups.filter((g) => g !== '').join('-');
}

/** Truncates to `max` characters with an ellipsis (sliders: 200, expanded 500, competition list 375). */
export function truncate(text: string | null | undefined, max: number): string {
  const s = text ?? '';
  return s.length > max ? `${s.slice(0, max).trimEnd()}…` : s;
}
