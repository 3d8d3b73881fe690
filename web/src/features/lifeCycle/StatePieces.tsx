import { useTranslation } from 'react-i18next';
import type { PieceActions } from './editorDialog';
import { EditDelete, Section } from './EditorParts';
import { useEnumLabel } from './labels';
import type { LifeCycleState } from './types';

/** A state's task definitions: name, role, deadline and whether the task is mailed. */
export function TasksSection({ state: s, onDialog, onRemovePiece }: { state: LifeCycleState } & PieceActions) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <Section
      title={t('lifeCycle.tasks')}
      testId={`state-${s.code}-tasks`}
      addLabel={t('lifeCycle.task.addShort')}
      onAdd={() => onDialog({ kind: 'task', state: s, task: null })}
      empty={s.tasks.length === 0}
    >
      <ul className="list-group list-group-flush">
        {s.tasks.map((tk) => (
          <li key={tk.id} className="list-group-item d-flex flex-wrap align-items-center gap-2" data-testid={`task-${s.code}-${tk.name}`}>
            <span className="fw-semibold">{tk.name}</span>
            <span>{enumLabel('role', tk.role)}</span>
            <span className="text-muted small">{t('lifeCycle.task.deadline', { count: tk.deadlineDays })}</span>
            {tk.sendEmail && <span className="badge text-bg-light">{t('stateTaskDefinition.sendEmail')}</span>}
            <span className="ms-auto">
              <EditDelete
                testId={`task-${s.code}-${tk.name}`}
                onEdit={() => onDialog({ kind: 'task', state: s, task: tk })}
                onDelete={() => onRemovePiece('task', tk.id, tk.name)}
              />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The roles told when a contribution enters the state (by e-mail unless turned off). */
export function NotificationsSection({ state: s, onDialog, onRemovePiece }: { state: LifeCycleState } & PieceActions) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <Section
      title={t('lifeCycle.notifications')}
      testId={`state-${s.code}-notifications`}
      addLabel={t('lifeCycle.notification.addShort')}
      onAdd={() => onDialog({ kind: 'notification', state: s, notification: null })}
      empty={s.notifications.length === 0}
    >
      <ul className="list-group list-group-flush">
        {s.notifications.map((n) => (
          <li
            key={n.id}
            className="list-group-item d-flex flex-wrap align-items-center gap-2"
            data-testid={`notification-${s.code}-${n.role}`}
          >
            <span className="fw-semibold">{enumLabel('role', n.role)}</span>
            {!n.sendEmail && <span className="badge text-bg-light">{t('lifeCycle.notification.off')}</span>}
            <span className="ms-auto">
              <EditDelete
                testId={`notification-${s.code}-${n.role}`}
                onEdit={() => onDialog({ kind: 'notification', state: s, notification: n })}
                onDelete={() => onRemovePiece('notification', n.id, n.role)}
              />
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}
