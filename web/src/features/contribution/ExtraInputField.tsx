import { useTranslation } from 'react-i18next';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Popover from 'react-bootstrap/Popover';
import { FieldFeedback } from '../../shared/form/FormField';
import type { FieldMessage } from '../../shared/form/validation';
import { ExtraInputControl } from './ExtraInputControl';
import { labelOf, optionsOf, ruleMessages, type Answer } from './extraInputs';
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

/** One extra input, rendered by its type with its label, required asterisk, rules and error. */
export function ExtraInputField({ input, answer, onChange, error }: ExtraInputFieldProps) {
  const { i18n } = useTranslation();
  const id = `extra-input-${input.id}`;
  const { label, explanation } = labelOf(input, i18n.language);
  const options = optionsOf(input, i18n.language);
  const control = <ExtraInputControl id={id} input={input} answer={answer} onChange={onChange} invalid={!!error} />;

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
