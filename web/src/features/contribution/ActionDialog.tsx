import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { notifyError } from '../../app/notifications/toasts';
import { FieldFeedback } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { charCount } from '../../shared/form/validation';
import { actionLabel, actionSchema, EXPLANATION_MAX, requiredRole, roleName } from './actions';
import { useExecuteActionMutation, type ActionResult } from './contributionApi';
import { RoleHolderNeeded } from './RoleHolderNeeded';
import type { ActionView } from './types';

export interface ActionDialogProps {
  contributionId: number;
  action: ActionView;
  lang: string;
  onDone: (result: ActionResult) => void;
  onClose: () => void;
  /** danger for an action that ends the contribution (reject, cancel) */
  variant?: 'primary' | 'danger';
}

/**
 * Runs one life-cycle action, asking for the explanation the action wants. When the server answers that the
 * next state needs a holder of a role first, the dialog says so and, if the caller may assign that role here,
 * offers the assignment in place; the action is then confirmed again.
 */
export function ActionDialog({ contributionId, action, lang, onDone, onClose, variant = 'primary' }: ActionDialogProps) {
  const { t } = useTranslation();
  const form = useZodForm(actionSchema(action), { explanation: '' }, { invalidToast: 'contribution.action.invalid' });
  const text = form.values.explanation;
  const [execute, { isLoading }] = useExecuteActionMutation();
  const label = t('contribution.action.explanation');
  const error = form.errorOf('explanation');
  // the role the server asked for, and the role just assigned
  const [needed, setNeeded] = useState<string | null>(null);
  const [assigned, setAssigned] = useState<string | null>(null);

  const onSubmit = form.submit(async ({ explanation }) => {
    try {
      const result = await execute({
        id: contributionId,
        action: action.name,
        explanation: action.explanation === 'NONE' ? '' : explanation.trim(),
        langkey: lang,
        notify: false,
      }).unwrap();
      onDone(result);
    } catch (e) {
      const role = requiredRole(e);
      if (role) {
        setAssigned(null);
        setNeeded(role);
        return;
      }
      notifyError(e);
      throw e; // field messages (the explanation) go on their field
    }
  });

  return (
    <Modal show onHide={onClose} data-testid="action-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{actionLabel(t, action.name)}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <p data-testid="action-dialog-target">{t('contribution.action.question', { state: action.targetStateName })}</p>
          {needed && (
            <RoleHolderNeeded
              contributionId={contributionId}
              role={needed}
              lang={lang}
              onAssigned={() => {
                setAssigned(needed);
                setNeeded(null);
              }}
            />
          )}
          {assigned && (
            <div className="alert alert-success py-2" role="status" data-testid="action-role-assigned">
              {t('contribution.action.roleAssigned', { role: roleName(t, assigned) })}
            </div>
          )}
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
