import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../shared/DateInput/DateInput';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { charCount } from '../../shared/form/validation';
import { labelOf, limitsOf, optionsOf, rejectsKey, type Answer, type Option } from './extraInputs';
import type { ExtraInputWithAnswer } from './types';

function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  return (
    <div className="form-text text-end" data-testid={`${id}-counter`}>
      {charCount(value)}/{max}
    </div>
  );
}

/** The options of a selection as radios (one) or checkboxes (several). */
function Choices({
  id,
  type,
  options,
  invalid,
  checked,
  onToggle,
}: {
  id: string;
  type: 'radio' | 'checkbox';
  options: Option[];
  invalid: boolean;
  checked: (value: string) => boolean;
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <div data-testid={id}>
      {options.map((o, n) => (
        <div className="form-check" key={o.value}>
          <input
            id={`${id}-${n}`}
            type={type}
            name={type === 'radio' ? id : undefined}
            className={`form-check-input${invalid ? ' is-invalid' : ''}`}
            checked={checked(o.value)}
            onChange={(e) => onToggle(o.value, e.target.checked)}
            data-testid={`${id}-option-${n}`}
          />
          <label className="form-check-label" htmlFor={`${id}-${n}`}>
            {o.label}
          </label>
        </div>
      ))}
    </div>
  );
}

/** The control of one extra input by its type (text, text area, editor, number, yes/no, choices, date). */
export function ExtraInputControl({
  id,
  input,
  answer,
  onChange,
  invalid,
}: {
  id: string;
  input: ExtraInputWithAnswer;
  answer: Answer;
  onChange: (answer: Answer) => void;
  invalid: boolean;
}): ReactNode {
  const { t, i18n } = useTranslation();
  const limits = limitsOf(input);
  const invalidClass = invalid ? ' is-invalid' : '';
  const setValue = (value: string) => onChange({ ...answer, value });
  const options = optionsOf(input, i18n.language);
  switch (input.inputType) {
    case 'TEXT':
    case 'TEXT_AREA': {
      const Text = input.inputType === 'TEXT' ? 'input' : 'textarea';
      return (
        <>
          <Text
            id={id}
            className={`form-control${invalidClass}`}
            {...(Text === 'textarea' ? { rows: 4 } : {})}
            value={answer.value}
            maxLength={limits?.max}
            onChange={(e: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => setValue(e.target.value)}
            data-testid={id}
          />
          {limits && <Counter id={id} value={answer.value} max={limits.max} />}
        </>
      );
    }
    case 'RICH_TEXT':
      return <RichTextEditor id={id} label={labelOf(input, i18n.language).label} value={answer.value} onChange={setValue} />;
    case 'NUMERIC':
      return (
        <input
          id={id}
          className={`form-control${invalidClass}`}
          inputMode="numeric"
          value={answer.value}
          onKeyDown={(e) => {
            if (rejectsKey(e.key, e.ctrlKey || e.metaKey)) e.preventDefault();
          }}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          data-testid={id}
        />
      );
    case 'BOOL':
      return (
        <div className="form-check">
          <input
            id={id}
            type="checkbox"
            className={`form-check-input${invalidClass}`}
            checked={answer.value === 'true'}
            onChange={(e) => setValue(e.target.checked ? 'true' : 'false')}
            data-testid={id}
          />
          <label className="form-check-label" htmlFor={id}>
            {t('contribution.extraInput.yes')}
          </label>
        </div>
      );
    case 'SINGLE_SELECTION':
      return options.length <= 4 ? (
        <Choices
          id={id}
          type="radio"
          options={options}
          invalid={invalid}
          checked={(v) => answer.value === v}
          onToggle={(v) => setValue(v)}
        />
      ) : (
        <select
          id={id}
          className={`form-select${invalidClass}`}
          value={answer.value}
          onChange={(e) => setValue(e.target.value)}
          data-testid={id}
        >
          <option value="">{t('contribution.extraInput.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    case 'MULTIPLE_SELECTION':
      return (
        <Choices
          id={id}
          type="checkbox"
          options={options}
          invalid={invalid}
          checked={(v) => answer.values.includes(v)}
          onToggle={(v, on) => onChange({ ...answer, values: on ? [...answer.values, v] : answer.values.filter((x) => x !== v) })}
        />
      );
    case 'DATE':
      return (
        <DateInput
          id={id}
          value={answer.value}
          onChange={setValue}
          invalid={invalid}
          describedBy={invalid ? `${id}-error` : undefined}
          data-testid={id}
        />
      );
    default:
      return null;
  }
}
