import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { showToasts } from '../../app/notifications/toasts';
import { useConfirm } from '../../shared/ConfirmDialog';
import { ActionDialog } from './ActionDialog';
import { actionLabel } from './actions';
import { isVisibleDetail, useExecuteActionMutation } from './contributionApi';
import type { ActionKind } from './lifeCyclePath';
import { listPath } from './paths';
import type { ActionView, ContributionDetail } from './types';

/**
 * Running the contribution's actions from its detail page: `start` for a button, `dialogs` to render.
 * A destructive action without an explanation (cancel) is confirmed in the app's dialog and run; every
 * other action opens its dialog (explanation, and the confirming button). After an action the page
 * follows the answer (the cache holds it), or goes to the caller's list when it can no longer see it.
 */
export function useDetailActions(detail: ContributionDetail | undefined, lang: string) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [action, setAction] = useState<{ action: ActionView; kind: ActionKind } | null>(null);
  const [confirm, confirmDialog] = useConfirm('action-confirm-dialog');
  const [execute] = useExecuteActionMutation();

  const done = (result: Parameters<typeof isVisibleDetail>[0], name: string, type: ContributionDetail['contributionType']) => {
    setAction(null);
    showToasts([{ type: 'success', key: 'contribution.messages.actionDone', params: { action: actionLabel(t, name) } }]);
    if (!isVisibleDetail(result)) navigate(listPath(type, 0, 'mine'), { replace: true });
  };

  const start = async (a: ActionView, kind: ActionKind) => {
    if (!detail) return;
    if (kind !== 'danger' || a.explanation !== 'NONE') return setAction({ action: a, kind });
    const ok = await confirm({
      title: actionLabel(t, a.name),
      message: t('contribution.action.question', { state: a.targetStateName }),
      confirmLabel: actionLabel(t, a.name),
      cancelLabel: t('contribution.action.keep'),
    });
    if (!ok) return;
    const result = await execute({ id: detail.id, action: a.name, explanation: '', langkey: lang });
    if ('data' in result && result.data) done(result.data, a.name, detail.contributionType);
  };

  const dialogs: ReactNode = (
    <>
      {confirmDialog}
      {detail && action && (
        <ActionDialog
          contributionId={detail.id}
          action={action.action}
          variant={action.kind === 'danger' ? 'danger' : 'primary'}
          lang={lang}
          onClose={() => setAction(null)}
          onDone={(result) => done(result, action.action.name, detail.contributionType)}
        />
      )}
    </>
  );
  return { start, dialogs };
}
