import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { RichTextEditor } from '../../shared/RichTextEditor/RichTextEditor';
import { FieldFeedback } from '../../shared/form/FormField';
import { charCount, type FieldMessage } from '../../shared/form/validation';
import { labelOf, limitsOf, optionsOf, rejectsKey, ruleMessages, type Answer } from './extraInputs';
import type { ExtraInputWithAnswer } from './types';

export interface ExtraInputFieldProps {
  input: ExtraInputWithAnswer;
  answer: Answer;
  onChange: (answer: Answer) => void;
  error?: FieldMessage;
}

/** The info popover listing an input's rules (spec 002 §2 text input widget). */
function RulesInfo({ id, input }: { id: string; input: ExtraInputWithAnswer }) {
  const { t } = useTranslation();
  const rules = ruleMessages(input);
  if (rules.length === 0) return null;
  const popover = (
    <Popover id={`${id}-rules`}>
      <Popover.Body>
        <ul className="mb-0 ps-3" data-testid={`${id}-rules`}>
          {rules.map((r) => (
            <li key={r.key}>{t(r.key, r.params)}</li>
          ))}
        </ul>
      </Popover.Body>
    </Popover>
  );
  return (
    <OverlayTrigger trigger="click" rootClose placement="right" overlay={popover}>
      <button
        type="button"
        className="btn btn-outline-secondary rounded-circle ms-2 p-0 lh-1 fw-bold"
        style={{ width: '1.25rem', height: '1.25rem', fontSize: '0.75rem' }}
        aria-label={t('contribution.extraInput.rules.title')}
        title={t('contribution.extraInput.rules.title')}
        data-testid={`${id}-info`}
      >
        i
      </button>
    </OverlayTrigger>
  );
}

function Counter({ id, value, max }: { id: string; value: string; max: number }) {
  return (
    <div className="form-text text-end" data-testid={`${id}-counter`}>
      {charCount(value)}/{max}
    </div>
  );
}

/** One extra input, rendered by its type with its label, required asterisk, rules and error. */
export function ExtraInputField({ input, answer, onChange, error }: ExtraInputFieldProps) {
  const { t, i18n } = useTranslation();
  const id = `extra-input-${input.id}`;
  const { label, explanation } = labelOf(input, i18n.language);
  const limits = limitsOf(input);
  const invalid = error ? ' is-invalid' : '';
  const setValue = (value: string) => onChange({ ...answer, value });
  const options = optionsOf(input, i18n.language);

  let control: ReactNode;
  switch (input.inputType) {
    case 'TEXT':
      control = (
        <>
          <input
            id={id}
            className={`form-control${invalid}`}
            value={answer.value}
            maxLength={limits?.max}
            onChange={(e) => setValue(e.target.value)}
            data-testid={id}
          />
          {limits && <Counter id={id} value={answer.value} max={limits.max} />}
        </>
      );
      break;
    case 'TEXT_AREA':
      control = (
        <>
          <textarea
            id={id}
            className={`form-control${invalid}`}
            rows={4}
            value={answer.value}
            maxLength={limits?.max}
            onChange={(e) => setValue(e.target.value)}
            data-testid={id}
          />
          {limits && <Counter id={id} value={answer.value} max={limits.max} />}
        </>
      );
      break;
    case 'RICH_TEXT':
      control = <RichTextEditor id={id} value={answer.value} onChange={setValue} />;
      break;
    case 'NUMERIC':
      control = (
        <input
          id={id}
          className={`form-control${invalid}`}
          inputMode="numeric"
          value={answer.value}
          onKeyDown={(e) => {
            if (rejectsKey(e.key, e.ctrlKey || e.metaKey)) e.preventDefault();
          }}
          onChange={(e) => setValue(e.target.value.replace(/\D/g, ''))}
          data-testid={id}
        />
      );
      break;
    case 'BOOL':
      control = (
        <div className="form-check">
          <input
            id={id}
            type="checkbox"
            className={`form-check-input${invalid}`}
            checked={answer.value === 'true'}
            onChange={(e) => setValue(e.target.checked ? 'true' : 'false')}
            data-testid={id}
          />
          <label className="form-check-label" htmlFor={id}>
            {t('contribution.extraInput.yes')}
          </label>
        </div>
      );
      break;
    case 'SINGLE_SELECTION':
      control =
        options.length <= 4 ? (
          <div data-testid={id}>
            {options.map((o, n) => (
              <div className="form-check" key={o.value}>
                <input
                  id={`${id}-${n}`}
                  type="radio"
                  name={id}
                  className={`form-check-input${invalid}`}
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
            className={`form-select${invalid}`}
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
      break;
    case 'MULTIPLE_SELECTION':
      control = (
        <div data-testid={id}>
          {options.map((o, n) => (
            <div className="form-check" key={o.value}>
              <input
                id={`${id}-${n}`}
                type="checkbox"
                className={`form-check-input${invalid}`}
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
      break;
    case 'DATE':
      control = (
        <input
          id={id}
          type="date"
          className={`form-control${invalid}`}
          value={answer.value}
          onChange={(e) => setValue(e.target.value)}
          data-testid={id}
        />
      );
      break;
    default:
      control = null;
  }

  // a group of radios or checkboxes (or the editor) is named by the label; a single control is labelled by it
  const single =
    ['TEXT', 'TEXT_AREA', 'NUMERIC', 'BOOL', 'DATE'].includes(input.inputType) ||
    (input.inputType === 'SINGLE_SELECTION' && options.length > 4);
  return (
    <div
      className="mb-3"
      role={single ? undefined : 'group'}
      aria-labelledby={single ? undefined : `${id}-label`}
      data-testid={`${id}-group`}
    >
      <div className="d-flex align-items-center mb-1">
        <label id={`${id}-label`} htmlFor={single ? id : undefined} className="form-label mb-0">
          {label}
          {input.isRequired && (
            <span className="text-danger ms-1" aria-hidden="true" data-testid={`${id}-required`}>
              *
            </span>
          )}
        </label>
        <RulesInfo id={id} input={input} />
      </div>
      {explanation && <div className="form-text mt-0 mb-1">{explanation}</div>}
      {control}
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

export default ExtraInputField;
