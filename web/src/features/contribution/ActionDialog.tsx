import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { z } from 'zod';
import { notifyError } from '../../app/notifications/toasts';
import { FieldFeedback } from '../../shared/form/FormField';
import { rule } from '../../shared/form/schema';
import { useZodForm } from '../../shared/form/useZodForm';
import { charCount, errorKeyOf, MESSAGES, type FieldMessage } from '../../shared/form/validation';
import { UserSearch } from '../../shared/UserSearch/UserSearch';
import type { SearchUser } from '../../shared/UserSearch/rules';
import { useAssignUsersMutation, useContributionQuery, useExecuteActionMutation, type ActionResult } from './contributionApi';
import { has } from './detail';
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

/**
 * The role an action waits for: the server refuses a move into a state whose tasks need a role nobody holds
 * while the current state can assign one (400 `roleHolderRequired`, params.role; docs/lifecycle.md).
 */
export function requiredRole(error: unknown): string | null {
  if (errorKeyOf(error) !== 'roleHolderRequired') return null;
  const params = (error as { body?: { params?: { role?: unknown } } }).body?.params;
  return typeof params?.role === 'string' && params.role !== '' ? params.role : null;
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

function roleName(t: (k: string, o?: Record<string, unknown>) => string, role: string): string {
  return t(`contribution.roles.${role}`, { defaultValue: role });
}

/** The refusal's message, with the role's assignment when the current state lets the caller assign it. */
function RoleHolderNeeded({
  contributionId,
  role,
  lang,
  onAssigned,
}: {
  contributionId: number;
  role: string;
  lang: string;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  // the detail page has it in the cache; the commands tell whether the caller may assign the role here
  const detail = useContributionQuery({ id: contributionId, langkey: lang }).data;
  const [users, setUsers] = useState<SearchUser[]>([]);
  const [assign, { isLoading }] = useAssignUsersMutation();
  const name = roleName(t, role);
  const canAssign = !!detail && has(detail, `ASSIGN_${role}`);

  const save = async () => {
    const result = await assign({ id: contributionId, langkey: lang, role, userIds: users.map((u) => u.id) });
    if ('data' in result) onAssigned();
  };

  return (
    <div className="alert alert-warning" role="alert" data-testid="action-role-required">
      <p className="mb-2">{t('contribution.action.roleRequired', { role: name })}</p>
      {canAssign && (
        <div data-testid="action-assign">
          <p className="form-text mt-0">{t('contribution.command.assign', { role: name })}</p>
          <UserSearch id="action-assign-users" multiple value={users} onChange={setUsers} />
          <button
            type="button"
            className="btn btn-sm btn-primary mt-2"
            disabled={isLoading || users.length === 0}
            onClick={() => void save()}
            data-testid="action-assign-save"
          >
            {t('contribution.command.assign', { role: name })}
          </button>
        </div>
      )}
      {detail && !canAssign && (
        <p className="mb-0 small" data-testid="action-role-ask">
          {t('contribution.action.roleAsk')}
        </p>
      )}
    </div>
  );
}

export default ActionDialog;
