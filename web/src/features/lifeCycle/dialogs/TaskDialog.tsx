import { useTranslation } from 'react-i18next';
import { useSavePiece } from '../lifeCycleApi';
import { newTaskForm, taskPayload, taskSchema, taskToForm } from '../pieceForms';
import type { LifeCycleState, TaskDef } from '../types';
import { CrudDialog } from './CrudDialog';
import { TaskFields } from './TaskFields';

/** Add or edit a task a state opens for a role. */
export function TaskDialog({
  state,
  task,
  roles,
  onClose,
}: {
  state: LifeCycleState;
  task: TaskDef | null;
  roles: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const save = useSavePiece('task');
  return (
    <CrudDialog
      testId="task-dialog"
      title={task ? t('lifeCycle.task.edit') : t('lifeCycle.task.add')}
      schema={taskSchema}
      initial={task ? taskToForm(task) : newTaskForm()}
      save={(values) => save(taskPayload(values, state.id))}
      onClose={onClose}
    >
      {(form) => <TaskFields prefix="task" form={form} roles={roles} />}
    </CrudDialog>
  );
}
