import type { PieceKind } from './lifeCycleApi';
import type {
  CommandPointDef,
  CommandTaskDef,
  LifeCycleState,
  PostHandler,
  StateAction,
  StateCommand,
  StateInUse,
  StateNotification,
  TaskDef,
} from './types';

/** The dialog the editor shows: what it adds or edits (null: a new one), or where a state in use moves. */
export type EditorDialog =
  | { kind: 'state'; state: LifeCycleState | null }
  | { kind: 'action'; state: LifeCycleState; action: StateAction | null }
  | { kind: 'point'; action: StateAction }
  | { kind: 'postHandler'; action: StateAction; postHandler: PostHandler | null }
  | { kind: 'task'; state: LifeCycleState; task: TaskDef | null }
  | { kind: 'command'; state: LifeCycleState; command: StateCommand | null }
  | { kind: 'commandTask'; command: StateCommand; task: CommandTaskDef | null }
  | { kind: 'commandPoint'; command: StateCommand; point: CommandPointDef | null }
  | { kind: 'notification'; state: LifeCycleState; notification: StateNotification | null }
  | { kind: 'move'; state: LifeCycleState; inUse: StateInUse };

/** What a state's sections do: open a dialog, or delete a piece (after a confirmation naming it). */
export interface PieceActions {
  onDialog: (d: EditorDialog) => void;
  onRemovePiece: (kind: PieceKind, id: number, label: string) => void;
}
