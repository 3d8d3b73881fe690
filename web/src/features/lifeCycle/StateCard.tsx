import { useTranslation } from 'react-i18next';
import { ActionsSection } from './ActionsSection';
import { CommandsSection } from './CommandsSection';
import type { PieceActions } from './editorDialog';
import { useEnumLabel } from './labels';
import { stateLabel } from './rules';
import { NotificationsSection, TasksSection } from './StatePieces';
import type { LifeCycleState } from './types';
import './lifeCycle.css';

interface StateCardProps extends PieceActions {
  state: LifeCycleState;
  states: readonly LifeCycleState[];
  first: boolean;
  last: boolean;
  contributions: number;
  open: boolean;
  lang: string;
  onToggle: () => void;
  onMove: (direction: -1 | 1) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One state: its header (order, names, type, flags, use, moves) and, opened, its pieces. */
export function StateCard({
  state: s,
  first,
  last,
  contributions,
  open,
  lang,
  onToggle,
  onMove,
  onEdit,
  onDelete,
  ...rest
}: StateCardProps) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const code = s.code;
  const { states, onDialog, onRemovePiece } = rest;
  return (
    <li className="card mb-2 inno-lc-state" data-testid={`state-${code}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <span className="badge inno-lc-rank">{s.rank}</span>
        <button
          type="button"
          className="btn btn-link p-0 fw-semibold"
          onClick={onToggle}
          aria-expanded={open}
          data-testid={`state-${code}-toggle`}
        >
          {stateLabel(s, lang)}
        </button>
        <code className="small">{code}</code>
        <span className="badge text-bg-secondary">{enumLabel('stateType', s.stateType)}</span>
        {s.isInitial && <span className="badge text-bg-primary">{t('lifeCycleState.isInitial')}</span>}
        {s.isHappyPath && <span className="badge text-bg-success">{t('lifeCycleState.isHappyPath')}</span>}
        {contributions > 0 && (
          <span className="badge text-bg-warning" data-testid={`state-${code}-contributions`}>
            {t('lifeCycle.state.contributions', { count: contributions })}
          </span>
        )}
        <span className="text-muted small" data-testid={`state-${code}-names`}>
          {s.stateDefinitionList.map((n) => `${n.language}: ${n.name}`).join(' · ')}
        </span>
        <span className="ms-auto btn-group btn-group-sm" role="group" aria-label={stateLabel(s, lang)}>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={first}
            onClick={() => onMove(-1)}
            aria-label={t('lifeCycle.state.up')}
            title={t('lifeCycle.state.up')}
            data-testid={`state-${code}-up`}
          >
            ↑
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t('lifeCycle.state.down')}
            title={t('lifeCycle.state.down')}
            data-testid={`state-${code}-down`}
          >
            ↓
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={onEdit}
            aria-label={`${t('entity.action.edit')}: ${stateLabel(s, lang)}`}
            data-testid={`state-${code}-edit`}
          >
            {t('entity.action.edit')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={onDelete}
            disabled={s.isInitial}
            title={s.isInitial ? t('lifeCycle.state.initialHelp') : undefined}
            aria-label={`${t('entity.action.delete')}: ${stateLabel(s, lang)}`}
            data-testid={`state-${code}-delete`}
          >
            {t('entity.action.delete')}
          </button>
        </span>
      </div>
      {open && (
        <div className="card-body" id={`state-${code}-body`} data-testid={`state-${code}-body`}>
          <ActionsSection state={s} states={states} lang={lang} onDialog={onDialog} onRemovePiece={onRemovePiece} />
          <TasksSection state={s} onDialog={onDialog} onRemovePiece={onRemovePiece} />
          <CommandsSection state={s} onDialog={onDialog} onRemovePiece={onRemovePiece} />
          <NotificationsSection state={s} onDialog={onDialog} onRemovePiece={onRemovePiece} />
        </div>
      )}
    </li>
  );
}
