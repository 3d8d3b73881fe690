import { useTranslation } from 'react-i18next';
import { statusVariant } from './tasks';

/** A task's status as a coloured badge: overdue red, waiting blue, done green. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge text-bg-${statusVariant(status)}`} data-testid={`task-status-${status}`}>
      {t(`contributionAdmin.task.status.${status}`, { defaultValue: status })}
    </span>
  );
}
