import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../labels';
import { useSavePiece } from '../lifeCycleApi';
import { commandTaskPayload, commandTaskToForm, newTaskForm, taskSchema } from '../pieceForms';
import type { CommandTaskDef, StateCommand } from '../types';
import { CrudDialog } from './CrudDialog';
import { TaskFields } from './TaskFields';

/** Add or edit a task a command opens for a role. */
export function CommandTaskDialog({
  command,
  task,
  roles,
  onClose,
}: {
  command: StateCommand;
  task: CommandTaskDef | null;
  roles: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const save = useSavePiece('commandTask');
  const name = enumLabel('command', command.command);
  return (
    <CrudDialog
      testId="command-task-dialog"
      title={task ? t('lifeCycle.commandTask.edit', { command: name }) : t('lifeCycle.commandTask.add', { command: name })}
      schema={taskSchema}
      initial={task ? commandTaskToForm(task) : newTaskForm()}
      save={(values) => save(commandTaskPayload(values, command.id))}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TaskFields prefix="command-task" form={form} roles={roles} />
          <p className="form-text">{t('lifeCycle.commandTaskHint')}</p>
        </>
      )}
    </CrudDialog>
  );
}
