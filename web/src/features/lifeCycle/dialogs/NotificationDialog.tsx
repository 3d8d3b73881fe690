import { useTranslation } from 'react-i18next';
import { CheckField } from '../../../shared/form/FormField';
import { useSavePiece } from '../lifeCycleApi';
import { newNotificationForm, notificationPayload, notificationSchema, notificationToForm } from '../pieceForms';
import type { LifeCycleState, StateNotification } from '../types';
import { CrudDialog } from './CrudDialog';
import { SelectField, useRoleOptions } from './fields';

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
  const options = useRoleOptions(roles);
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
          <SelectField
            id="notification-role"
            label={t('stateChangeNotification.role')}
            value={form.values.role}
            onChange={(x) => form.set('role', x)}
            options={options}
            error={form.errorOf('role')}
            required
            placeholder={t('lifeCycle.choose')}
          />
          <CheckField {...form.check('sendEmail')} id="notification-sendEmail" label={t('stateChangeNotification.sendEmail')}>
            {t('stateChangeNotification.sendEmail')}
          </CheckField>
        </>
      )}
    </CrudDialog>
  );
}
