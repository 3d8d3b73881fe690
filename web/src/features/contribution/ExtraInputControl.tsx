import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { charCount } from '../../shared/form/validation';
import { limitsOf, optionsOf, rejectsKey, type Answer } from './extraInputs';
import type { ExtraInputWithAnswer } from './types';

function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  return (
    <div className="form-text text-end" data-testid={`${id}-counter`}>
      {charCount(value)}/{max}
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
      return <RichTextEditor id={id} value={answer.value} onChange={setValue} />;
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
        <div data-testid={id}>
          {options.map((o, n) => (
            <div className="form-check" key={o.value}>
              <input
                id={`${id}-${n}`}
                type="radio"
                name={id}
                className={`form-check-input${invalidClass}`}
                checked={answer.value === o.value}
                onChange={() => setValue(o.value)}
                data-testid={`${id}-option-${n}`}
              />
              <label className="form-check-label" htmlFor={`${id}-${n}`}>
                {o.label}
              </label>
            </div>
          ))}
        </div>
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
        <div data-testid={id}>
          {options.map((o, n) => (
            <div className="form-check" key={o.value}>
              <input
                id={`${id}-${n}`}
                type="checkbox"
                className={`form-check-input${invalidClass}`}
                checked={answer.values.includes(o.value)}
                onChange={(e) =>
                  onChange({
                    ...answer,
                    values: e.target.checked ? [...answer.values, o.value] : answer.values.filter((v) => v !== o.value),
                  })
                }
                data-testid={`${id}-option-${n}`}
              />
              <label className="form-check-label" htmlFor={`${id}-${n}`}>
                {o.label}
              </label>
            </div>
          ))}
        </div>
      );
    case 'DATE':
      return (
        <input
          id={id}
          type="date"
          className={`form-control${invalidClass}`}
          value={answer.value}
          onChange={(e) => setValue(e.target.value)}
          data-testid={id}
        />
      );
    default:
      return null;
  }
}
