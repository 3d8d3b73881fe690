import { useTranslation } from 'react-i18next';
import type { PieceActions } from './editorDialog';
import { AddLink, EditDelete, Section, signed } from './EditorParts';
import { useEnumLabel } from './labels';
import type { LifeCycleState, StateCommand } from './types';

/** A state's commands: who may run each, and the tasks and points each one gives. */
export function CommandsSection({ state: s, onDialog, onRemovePiece }: { state: LifeCycleState } & PieceActions) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (
    <Section
      title={t('lifeCycle.commands')}
      testId={`state-${s.code}-commands`}
      addLabel={t('lifeCycle.command.addShort')}
      onAdd={() => onDialog({ kind: 'command', state: s, command: null })}
      empty={s.commands.length === 0}
    >
      <ul className="list-group list-group-flush">
        {s.commands.map((c) => (
          <li key={c.id} className="list-group-item" data-testid={`command-${s.code}-${c.command}`}>
            <div className="d-flex flex-wrap align-items-center gap-2">
              <span className="fw-semibold">{enumLabel('command', c.command)}</span>
              <span className="small">{c.roles.map((r) => enumLabel('role', r)).join(', ')}</span>
              <span className="ms-auto">
                <EditDelete
                  testId={`command-${s.code}-${c.command}`}
                  onEdit={() => onDialog({ kind: 'command', state: s, command: c })}
                  onDelete={() => onRemovePiece('command', c.id, c.command)}
                />
              </span>
            </div>
            <CommandPieces code={s.code} command={c} onDialog={onDialog} onRemovePiece={onRemovePiece} />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The task and point definitions below a command. */
function CommandPieces({ code, command: c, onDialog, onRemovePiece }: { code: string; command: StateCommand } & PieceActions) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const id = `${code}-${c.command}`;
  return (
    <>
      <div className="ms-3 mt-2 small" data-testid={`command-${id}-tasks`}>
        <span className="text-muted">{t('lifeCycle.tasks')}</span>
        {c.taskDefinitions.map((tk) => (
          <div key={tk.id} className="d-flex flex-wrap align-items-center gap-2 mt-1" data-testid={`command-task-${id}-${tk.name}`}>
            <span className="fw-semibold">{tk.name}</span>
            <span>{enumLabel('role', tk.role)}</span>
            <span className="text-muted">{t('lifeCycle.task.deadline', { count: tk.deadlineDays })}</span>
            {tk.sendEmail && <span className="badge text-bg-light">{t('stateTaskDefinition.sendEmail')}</span>}
            <span className="ms-auto">
              <EditDelete
                testId={`command-task-${id}-${tk.name}`}
                onEdit={() => onDialog({ kind: 'commandTask', command: c, task: tk })}
                onDelete={() => onRemovePiece('commandTask', tk.id, tk.name)}
              />
            </span>
          </div>
        ))}
        <AddLink
          onClick={() => onDialog({ kind: 'commandTask', command: c, task: null })}
          testId={`command-${id}-add-task`}
          className="ms-2"
        >
          {t('lifeCycle.commandTask.addShort')}
        </AddLink>
      </div>
      <div className="ms-3 mt-2 small" data-testid={`command-${id}-points`}>
        <span className="text-muted">{t('lifeCycle.points')}</span>
        {c.pointDefinitions.map((p) => (
          <div key={p.id} className="d-flex flex-wrap align-items-center gap-2 mt-1" data-testid={`command-point-${id}-${p.role}`}>
            <span className="fw-semibold">{enumLabel('role', p.role)}</span>
            <span>{signed(p.points)}</span>
            {p.share && <span className="badge text-bg-light">{t('lifeCycle.point.shared')}</span>}
            <span className="ms-auto">
              <EditDelete
                testId={`command-point-${id}-${p.role}`}
                onEdit={() => onDialog({ kind: 'commandPoint', command: c, point: p })}
                onDelete={() => onRemovePiece('commandPoint', p.id, `${c.command} ${p.role}`)}
              />
            </span>
          </div>
        ))}
        <AddLink
          onClick={() => onDialog({ kind: 'commandPoint', command: c, point: null })}
          testId={`command-${id}-add-point`}
          className="ms-2"
        >
          {t('lifeCycle.commandPoint.addShort')}
        </AddLink>
      </div>
    </>
  );
}
