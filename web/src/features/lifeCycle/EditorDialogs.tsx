import { ActionDialog } from './dialogs/ActionDialog';
import { CommandDialog } from './dialogs/CommandDialog';
import { CommandPointDialog } from './dialogs/CommandPointDialog';
import { CommandTaskDialog } from './dialogs/CommandTaskDialog';
import { MoveToDialog } from './dialogs/MoveToDialog';
import { NotificationDialog } from './dialogs/NotificationDialog';
import { PointDialog } from './dialogs/PointDialog';
import { PostHandlerDialog } from './dialogs/PostHandlerDialog';
import { StateDialog } from './dialogs/StateDialog';
import { TaskDialog } from './dialogs/TaskDialog';
import type { EditorDialog } from './editorDialog';
import { moveTargets } from './rules';
import type { DefinedTypes, LifeCycleState } from './types';

/** The editor's open dialog. A saved dialog closes; the editor then shows the stored graph (RTK Query tags). */
export function EditorDialogs({
  dialog,
  lifeCycleId,
  states,
  types,
  languages,
  lang,
  onClose,
  onMoveTo,
}: {
  dialog: EditorDialog;
  lifeCycleId: number;
  states: readonly LifeCycleState[];
  types: DefinedTypes;
  languages: readonly string[];
  lang: string;
  onClose: () => void;
  /** where the contributions of a state in use go (null: the deletion is cancelled) */
  onMoveTo: (state: LifeCycleState, moveTo: number | null) => void;
}) {
  const roles = types.contributionRoles;
  switch (dialog.kind) {
    case 'state':
      return (
        <StateDialog lifeCycleId={lifeCycleId} state={dialog.state} states={states} types={types} languages={languages} onClose={onClose} />
      );
    case 'action':
      return <ActionDialog state={dialog.state} action={dialog.action} states={states} types={types} lang={lang} onClose={onClose} />;
    case 'point':
      return <PointDialog action={dialog.action} roles={roles} onClose={onClose} />;
    case 'postHandler':
      return <PostHandlerDialog action={dialog.action} postHandler={dialog.postHandler} types={types} onClose={onClose} />;
    case 'task':
      return <TaskDialog state={dialog.state} task={dialog.task} roles={roles} onClose={onClose} />;
    case 'command':
      return <CommandDialog state={dialog.state} command={dialog.command} types={types} onClose={onClose} />;
    case 'commandTask':
      return <CommandTaskDialog command={dialog.command} task={dialog.task} roles={roles} onClose={onClose} />;
    case 'commandPoint':
      return <CommandPointDialog command={dialog.command} point={dialog.point} roles={roles} onClose={onClose} />;
    case 'notification':
      return <NotificationDialog state={dialog.state} notification={dialog.notification} roles={roles} onClose={onClose} />;
    case 'move':
      return (
        <MoveToDialog
          state={dialog.state}
          inUse={dialog.inUse}
          targets={moveTargets(states, dialog.state.id)}
          lang={lang}
          onClose={(moveTo) => onMoveTo(dialog.state, moveTo)}
        />
      );
  }
}
