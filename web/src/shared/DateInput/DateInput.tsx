/**
 * The one date input of the app: a text field in the interface language's format (dd/mm/yyyy,
 * gg.aa.yyyy) with a button that opens the browser's calendar. The value in and out is ISO (YYYY-MM-DD,
 * '' for none), as <input type="date"> answered it, so a form or filter only swaps the element.
 *
 * Keyboard: type the date (any of / . - between day, month and year; a two-digit year is 20YY), ↑ and ↓
 * move it by a day; the calendar button is a normal button. Text that is no date is kept as typed, marked
 * invalid once the field is left, and not handed on (the value stays the last valid one, '' when cleared).
 */
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputFormat, formatDateText, parseDateText, shiftDate } from './dateInput';
import './DateInput.css';

export interface DateInputProps {
  id: string;
  /** ISO date or '' */
  value: string;
  onChange: (value: string) => void;
  size?: 'sm';
  /** marked invalid from outside (a form's rule) */
  invalid?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** ISO bounds for the calendar and the arrows */
  min?: string;
  max?: string;
  /** id of the element that describes the field (its error or help text) */
  describedBy?: string;
  'data-testid'?: string;
}

export function DateInput({ id, value, onChange, size, invalid, disabled, required, min, max, describedBy, ...rest }: DateInputProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const { placeholder } = dateInputFormat(language);
  const testId = rest['data-testid'] ?? id;
  const [draft, setDraft] = useState(() => formatDateText(value, language));
  const [shown, setShown] = useState({ value, language });
  const [touched, setTouched] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // a value or language from outside (a reset, a pick, a language switch) replaces the text, unless the text already means it
  if (shown.value !== value || shown.language !== language) {
    setShown({ value, language });
    if (parseDateText(draft) !== value || shown.language !== language) setDraft(formatDateText(value, language));
  }

  const parsed = parseDateText(draft);
  const wrong = parsed === null && touched;
  const within = (iso: string) => (!min || iso >= min) && (!max || iso <= max);

  const type = (text: string) => {
    setDraft(text);
    const iso = parseDateText(text);
    if (iso !== null && iso !== value) onChange(iso);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
    const base = parsed || value;
    if (!base) return;
    e.preventDefault();
    const next = shiftDate(base, e.key === 'ArrowUp' ? 1 : -1);
    if (!within(next)) return;
    setDraft(formatDateText(next, language));
    onChange(next);
  };

  const openPicker = () => {
    const el = picker.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      // no showPicker (older browsers): the text field still takes the date
      el.focus();
    }
  };

  const sizeClass = size === 'sm' ? ' input-group-sm' : '';
  const errorId = `${id}-format-error`;
  const describedByIds = [describedBy, wrong ? errorId : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`input-group inno-date-input${sizeClass}${wrong || invalid ? ' has-validation' : ''}`}>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        className={`form-control${wrong || invalid ? ' is-invalid' : ''}`}
        value={draft}
        placeholder={placeholder}
        disabled={disabled}
        required={required}
        aria-invalid={wrong || invalid || undefined}
        aria-describedby={describedByIds}
        onChange={(e) => type(e.target.value)}
        onBlur={() => setTouched(true)}
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
      <button
        type="button"
        className="btn btn-outline-secondary"
        onClick={openPicker}
        disabled={disabled}
        aria-label={t('dateInput.pick')}
        title={t('dateInput.pick')}
        data-testid={`${testId}-pick`}
      >
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16" fill="currentColor">
          <path d="M4 0a.5.5 0 0 1 .5.5V1h7V.5a.5.5 0 0 1 1 0V1H14a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V3a2 2 0 0 1 2-2h1.5V.5A.5.5 0 0 1 4 0zM1 5v9a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V5H1zm2 2h2v2H3V7zm4 0h2v2H7V7zm4 0h2v2h-2V7zm-8 4h2v2H3v-2zm4 0h2v2H7v-2z" />
        </svg>
      </button>
      {/* the browser's calendar, opened by the button; the text field above is what the user reads and types */}
      <input
        ref={picker}
        type="date"
        className="inno-date-input-picker"
        tabIndex={-1}
        aria-hidden="true"
        value={parsed || value}
        min={min}
        max={max}
        onChange={(e) => {
          setDraft(formatDateText(e.target.value, language));
          setTouched(false);
          if (e.target.value !== value) onChange(e.target.value);
        }}
        data-testid={`${testId}-picker`}
      />
      {wrong && (
        <div id={errorId} className="invalid-feedback" data-testid={`${testId}-format-error`}>
          {t('dateInput.invalid', { format: placeholder })}
        </div>
      )}
    </div>
  );
}

export default DateInput;
