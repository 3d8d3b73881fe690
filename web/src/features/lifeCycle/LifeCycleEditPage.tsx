import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFoundPage } from '../../shared/RecordNotFound';
import { useConfirm } from '../../shared/ConfirmDialog';
import { EditorDialogs } from './EditorDialogs';
import type { EditorDialog } from './editorDialog';
import {
  useDeletePieceMutation,
  useDeleteStateMutation,
  useLifeCycleConfigQuery,
  useLifeCycleGraphQuery,
  useLifeCycleTypesQuery,
  useSaveStateMutation,
  type PieceKind,
} from './lifeCycleApi';
import { movedRank, nameLanguages, ordered, stateInUseOf } from './rules';
import { SettingsCard } from './SettingsCard';
import { StateCard } from './StateCard';
import { moveStatePayload } from './stateForms';
import type { LifeCycleState } from './types';

/**
 * /life-cycle/:id/edit: one life cycle, its flags, its ordered states and every piece of each state.
 * Every write refreshes the graph (RTK Query tags); a failed write was shown by the API client.
 */
export function LifeCycleEditPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const raw = Number(useParams().id);
  const id = Number.isInteger(raw) && raw > 0 ? raw : null;
  const configured = useAppSelector((s) => s.applicationConfig.config.languages);
  const languages = nameLanguages(Object.keys(configured ?? {}));
  const graph = useLifeCycleGraphQuery(id ?? skipToken);
  const config = useLifeCycleConfigQuery(id ?? skipToken);
  const types = useLifeCycleTypesQuery();
  const [saveState] = useSaveStateMutation();
  const [deleteState] = useDeleteStateMutation();
  const [deletePiece] = useDeletePieceMutation();
  const [dialog, setDialog] = useState<EditorDialog | null>(null);
  const [confirm, confirmDialog] = useConfirm();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  if (id === null || graph.isError || config.isError || types.isError) return <RecordNotFoundPage />;
  if (!graph.currentData || !config.currentData || !types.data) return <PageSpinner />;

  const lifeCycle = graph.currentData;
  const states = ordered(lifeCycle.states ?? []);
  const usage = new Map(config.currentData.usage.map((u) => [u.stateId, u]));

  const move = (s: LifeCycleState, direction: -1 | 1) => {
    const rank = movedRank(states, s.id, direction);
    if (rank !== null) void saveState(moveStatePayload(s, rank));
  };

  // A state in use is deleted after the question where what refers to it goes.
  const removeState = async (s: LifeCycleState) => {
    if (!(await confirm({ message: t('lifeCycle.state.deleteQuestion', { code: s.code }) }))) return;
    const result = await deleteState({ id: s.id });
    const inUse = 'error' in result ? stateInUseOf(result.error) : null;
    if (inUse) setDialog({ kind: 'move', state: s, inUse });
  };

  const moveAndRemove = (s: LifeCycleState, moveTo: number | null) => {
    setDialog(null);
    if (moveTo !== null) void deleteState({ id: s.id, moveTo });
  };

  const removePiece = async (kind: PieceKind, pieceId: number, label: string) => {
    if (await confirm({ message: t('lifeCycle.deleteQuestion', { name: label }) })) void deletePiece({ kind, id: pieceId });
  };

  const toggle = (stateId: number) =>
    setExpanded((cur) => {
      const next = new Set(cur);
      if (next.has(stateId)) next.delete(stateId);
      else next.add(stateId);
      return next;
    });

  return (
    <div className="container-xl" data-testid="life-cycle-edit-page">
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('lifeCycle.list.title'), lifeCycle.name]} />
      {confirmDialog}
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h1 className="h4 mb-0" data-testid="life-cycle-title">
          {lifeCycle.name}
        </h1>
        <Link to="/life-cycle" className="btn btn-outline-secondary">
          {t('entity.action.back')}
        </Link>
      </div>

      <SettingsCard key={lifeCycle.id} lifeCycle={lifeCycle} />

      <div className="d-flex justify-content-between align-items-center mt-4 mb-2">
        <h2 className="h5 mb-0">{t('lifeCycle.states')}</h2>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={() => setDialog({ kind: 'state', state: null })}
          data-testid="state-add"
        >
          {t('lifeCycle.state.add')}
        </button>
      </div>
      <ol className="list-unstyled" data-testid="state-list">
        {states.map((s, i) => (
          <StateCard
            key={s.id}
            state={s}
            states={states}
            first={i === 0}
            last={i === states.length - 1}
            contributions={usage.get(s.id)?.contributionCount ?? 0}
            open={expanded.has(s.id)}
            lang={lang}
            onToggle={() => toggle(s.id)}
            onMove={(d) => move(s, d)}
            onEdit={() => setDialog({ kind: 'state', state: s })}
            onDelete={() => void removeState(s)}
            onDialog={setDialog}
            onRemovePiece={(kind, pieceId, label) => void removePiece(kind, pieceId, label)}
          />
        ))}
      </ol>

      {dialog && (
        <EditorDialogs
          dialog={dialog}
          lifeCycleId={lifeCycle.id}
          states={states}
          types={types.data}
          languages={languages}
          lang={lang}
          onClose={() => setDialog(null)}
          onMoveTo={moveAndRemove}
        />
      )}
    </div>
  );
}

export default LifeCycleEditPage;
