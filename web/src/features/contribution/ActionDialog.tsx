import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { isApiError } from '../../app/api';
import { FieldFeedback } from '../../shared/form/FormField';
import { charCount, MESSAGES, serverFieldErrors, type FieldMessage } from '../../shared/form/validation';
import { executeAction } from './contributionApi';
import type { ActionView, ContributionDetail } from './types';

export const EXPLANATION_MIN = 3;
export const EXPLANATION_MAX = 1000;

/** The explanation rule of an action: REQUIRED needs 3–1000 characters, OPTIONAL allows them, NONE has no field. */
export function checkExplanation(action: Pick<ActionView, 'explanation'>, text: string): FieldMessage | undefined {
  const v = text.trim();
  if (action.explanation === 'NONE') return undefined;
  if (v === '') return action.explanation === 'REQUIRED' ? { key: MESSAGES.required } : undefined;
  if (charCount(v) < EXPLANATION_MIN) return { key: MESSAGES.minlength, params: { min: EXPLANATION_MIN } };
  if (charCount(v) > EXPLANATION_MAX) return { key: MESSAGES.maxlength, params: { max: EXPLANATION_MAX } };
  return undefined;
}

export function actionLabel(t: (k: string, o?: Record<string, unknown>) => string, name: string): string {
  return t(`contribution.actions.${name}`, { defaultValue: name });
}

export interface ActionDialogProps {
  contributionId: number;
  action: ActionView;
  lang: string;
  onDone: (result: ContributionDetail | { id: number }) => void;
  onClose: () => void;
}

/** Runs one life-cycle action, asking for the explanation the action wants. */
export function ActionDialog({ contributionId, action, lang, onDone, onClose }: ActionDialogProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [error, setError] = useState<FieldMessage | undefined>();
  const [busy, setBusy] = useState(false);
  const label = t('contribution.action.explanation');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = checkExplanation(action, text);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    try {
      onDone(await executeAction(contributionId, action.name, action.explanation === 'NONE' ? '' : text.trim(), lang));
    } catch (err) {
      if (isApiError(err)) setError(serverFieldErrors(err).explanation);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal show onHide={onClose} data-testid="action-dialog">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{actionLabel(t, action.name)}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p data-testid="action-dialog-target">{t('contribution.action.question', { state: action.targetStateName })}</p>
          {action.explanation !== 'NONE' && (
            <div>
              <label htmlFor="action-explanation" className="form-label">
                {label}
                {action.explanation === 'REQUIRED' && (
                  <span className="text-danger ms-1" aria-hidden="true">
                    *
                  </span>
                )}
              </label>
              <textarea
                id="action-explanation"
                className={`form-control${error ? ' is-invalid' : ''}`}
                rows={4}
                maxLength={EXPLANATION_MAX}
                value={text}
                onChange={(e) => {
                  setText(e.target.value);
                  setError(undefined);
                }}
                data-testid="action-explanation"
              />
              <div className="form-text text-end">
                {charCount(text)}/{EXPLANATION_MAX}
              </div>
              <FieldFeedback id="action-explanation" message={error} label={label} />
            </div>
          )}
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="action-confirm">
            {actionLabel(t, action.name)}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

export default ActionDialog;
