import { useTranslation } from 'react-i18next';
import { CheckField } from '../../../shared/form/FormField';
import { useSavePiece } from '../lifeCycleApi';
import { newNotificationForm, notificationPayload, notificationSchema, notificationToForm } from '../pieceForms';
import type { LifeCycleState, StateNotification } from '../types';
import { CrudDialog } from './CrudDialog';
import { RoleField } from './fields';

/** Add or edit a role told when a contribution enters the state. */
export function NotificationDialog({
  state,
  notification,
  roles,
  onClose,
}: {
  state: LifeCycleState;
  notification: StateNotification | null;
  roles: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePiece('notification');
  const taken = state.notifications.filter((n) => n.id !== notification?.id).map((n) => n.role);
  return (
    <CrudDialog
      testId="notification-dialog"
      title={notification ? t('lifeCycle.notification.edit') : t('lifeCycle.notification.add')}
      schema={notificationSchema(taken)}
      initial={notification ? notificationToForm(notification) : newNotificationForm()}
      save={(values) => save(notificationPayload(values, state.id))}
      onClose={onClose}
    >
      {(form) => (
        <>
          <RoleField
            id="notification-role"
            label={t('stateChangeNotification.role')}
            roles={roles}
            value={form.values.role}
            onChange={(x) => form.set('role', x)}
            error={form.errorOf('role')}
          />
          <CheckField {...form.check('sendEmail')} id="notification-sendEmail" label={t('stateChangeNotification.sendEmail')}>
            {t('stateChangeNotification.sendEmail')}
          </CheckField>
        </>
      )}
    </CrudDialog>
  );
}
