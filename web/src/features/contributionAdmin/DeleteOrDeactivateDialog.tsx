import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../shared/form/validation';
import { ConfirmDialog } from './ConfirmDialog';

/** The outcome of a mutation as its trigger answers it ({ data } or { error }). */
type Outcome = { error?: unknown };

/**
 * A delete confirmation for a record contributions may use (a tag, a field): when the server refuses
 * with `inUseKey` (its message was shown by the API client), deactivating is offered instead.
 * Test ids: `{prefix}-delete-dialog…`, `{prefix}-in-use`, `{prefix}-deactivate`.
 */
export function DeleteOrDeactivateDialog({
  prefix,
  message,
  inUseMessage,
  inUseKey,
  active,
  remove,
  deactivate,
  onClose,
}: {
  prefix: string;
  message: string;
  inUseMessage: string;
  inUseKey: string;
  /** an inactive record offers no deactivation */
  active: boolean;
  remove: () => Promise<Outcome>;
  deactivate: () => Promise<Outcome>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [inUse, setInUse] = useState(false);

  const confirm = async () => {
    setBusy(true);
    const result = await remove();
    setBusy(false);
    if (!result.error) onClose();
    else setInUse(errorKeyOf(result.error) === inUseKey);
  };

  const deactivateInstead = async () => {
    const result = await deactivate();
    if (!result.error) onClose();
  };

  return (
    <ConfirmDialog
      testId={`${prefix}-delete-dialog`}
      message={message}
      busy={busy || inUse}
      onConfirm={() => void confirm()}
      onCancel={onClose}
    >
      {inUse && (
        <div className="alert alert-warning mt-3 mb-0" data-testid={`${prefix}-in-use`}>
          <p>{inUseMessage}</p>
          {active && (
            <button
              type="button"
              className="btn btn-sm btn-warning"
              onClick={() => void deactivateInstead()}
              data-testid={`${prefix}-deactivate`}
            >
              {t('contributionAdmin.common.deactivate')}
            </button>
          )}
        </div>
      )}
    </ConfirmDialog>
  );
}
