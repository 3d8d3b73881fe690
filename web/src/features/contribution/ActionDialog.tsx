import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import { FieldFeedback } from '../../shared/form/FormField';
import { rule } from '../../shared/form/schema';
import { useZodForm } from '../../shared/form/useZodForm';
import { charCount, MESSAGES, type FieldMessage } from '../../shared/form/validation';
import { useExecuteActionMutation, type ActionResult } from './contributionApi';
import type { ActionView } from './types';

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

/** The action form: the explanation by the action's rule (the server's too). */
export function actionSchema(action: Pick<ActionView, 'explanation'>) {
  return z.object({ explanation: z.string().superRefine(rule((v: string) => checkExplanation(action, v))) });
}

export function actionLabel(t: (k: string, o?: Record<string, unknown>) => string, name: string): string {
  return t(`contribution.actions.${name}`, { defaultValue: name });
}

export interface ActionDialogProps {
  contributionId: number;
  action: ActionView;
  lang: string;
  onDone: (result: ActionResult) => void;
  onClose: () => void;
  /** danger for an action that ends the contribution (reject, cancel) */
  variant?: 'primary' | 'danger';
}

/** Runs one life-cycle action, asking for the explanation the action wants. */
export function ActionDialog({ contributionId, action, lang, onDone, onClose, variant = 'primary' }: ActionDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(actionSchema(action), { explanation: '' }, { invalidToast: 'contribution.action.invalid' });
  const text = form.values.explanation;
  const [execute, { isLoading }] = useExecuteActionMutation();
  const label = t('contribution.action.explanation');
  const error = form.errorOf('explanation');

  const onSubmit = form.submit(async ({ explanation }) => {
    const result = await execute({
      id: contributionId,
      action: action.name,
      explanation: action.explanation === 'NONE' ? '' : explanation.trim(),
      langkey: lang,
    }).unwrap();
    onDone(result);
  });

  return (
    <Modal show onHide={onClose} data-testid="action-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
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
                  // the message goes as the text changes (the rule is checked again after a tick)
                  form.clearErrors('explanation');
                  form.set('explanation', e.target.value);
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
          <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
            {variant === 'danger' ? t('contribution.action.keep') : t('entity.action.cancel')}
          </button>
          <button type="submit" className={`btn btn-${variant}`} disabled={isLoading} data-testid="action-confirm">
            {actionLabel(t, action.name)}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

export default ActionDialog;
