import { useCallback, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { isApiError } from '../../app/api';
import { notifyError, showToasts } from '../../app/notifications/toasts';
import { useAppSelector } from '../../app/store';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { PageSpinner } from '../../shared/PageSpinner';
import { RecordNotFound } from '../../shared/RecordNotFound';
import { useForm } from '../../shared/form/useForm';
import { CheckField, TextField } from '../../shared/form/FormField';
import { serverFieldErrors } from '../../shared/form/validation';
import {
  CONTRIBUTION_TYPES,
  FLAG_KEYS,
  lifeCyclePayload,
  lifeCycleToForm,
  moveStatePayload,
  movedRank,
  moveTargets,
  nameLanguages,
  ordered,
  stateInUseOf,
  stateLabel,
  validateLifeCycle,
  type CommandPointDef,
  type CommandTaskDef,
  type ContributionType,
  type DefinedTypes,
  type LifeCycle,
  type LifeCycleConfig,
  type LifeCycleForm,
  type LifeCycleState,
  type PostHandler,
  type StateAction,
  type StateCommand,
  type StateInUse,
  type StateNotification,
  type TaskDef,
} from './lifeCycle';
import { deletePiece, deleteState, loadEditor, saveLifeCycle, saveState, type PieceKind } from './lifeCycleApi';
import {
  ActionDialog,
  CommandDialog,
  CommandPointDialog,
  CommandTaskDialog,
  MoveToDialog,
  NotificationDialog,
  PointDialog,
  PostHandlerDialog,
  StateDialog,
  TaskDialog,
  useEnumLabel,
  useParameterLabel,
} from './LifeCycleDialogs';

interface Loaded {
  graph: LifeCycle;
  config: LifeCycleConfig;
  types: DefinedTypes;
}

type Dialog =
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

/** /life-cycle/:id/edit: one life cycle, its flags, its ordered states and every piece of each state. */
export function LifeCycleEditPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const id = Number(useParams().id);
  const configured = useAppSelector((s) => s.applicationConfig.config.languages);
  const languages = nameLanguages(Object.keys(configured ?? {}));
  const [data, setData] = useState<Loaded | null | 'missing'>(null);
  const [reload, setReload] = useState(0);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const refresh = useCallback(() => setReload((n) => n + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    if (!Number.isInteger(id) || id <= 0) {
      queueMicrotask(() => setData('missing'));
      return;
    }
    loadEditor(id, controller.signal).then(setData, (e: unknown) => {
      if (isApiError(e) && !e.aborted) setData('missing');
    });
    return () => controller.abort();
  }, [id, reload]);

  if (data === null) return <PageSpinner />;
  if (data === 'missing') return <RecordNotFound />;

  const { graph, config, types } = data;
  const states = ordered(graph.states ?? []);
  const usage = new Map(config.usage.map((u) => [u.stateId, u]));

  const closeDialog = (saved: boolean) => {
    setDialog(null);
    if (saved) refresh();
  };

  const move = async (s: LifeCycleState, direction: -1 | 1) => {
    const rank = movedRank(states, s.id, direction);
    if (rank === null) return;
    try {
      await saveState(moveStatePayload(s, rank));
      refresh();
    } catch {
      // shown by the API client
    }
  };

  const removeState = async (s: LifeCycleState) => {
    if (!window.confirm(t('lifeCycle.state.deleteQuestion', { code: s.code }))) return;
    try {
      await deleteState(s.id, undefined, { notify: false });
      showToasts([{ type: 'success', key: 'inno.lifeCycleState.deleted', params: { param: 0 } }]);
      refresh();
    } catch (e) {
      const inUse = stateInUseOf(e);
      if (inUse) setDialog({ kind: 'move', state: s, inUse });
      else notifyError(e);
    }
  };

  const moveAndRemove = async (s: LifeCycleState, moveTo: number | null) => {
    setDialog(null);
    if (moveTo === null) return;
    try {
      await deleteState(s.id, moveTo);
      refresh();
    } catch {
      // shown by the API client
    }
  };

  const removePiece = async (kind: PieceKind, pieceId: number, label: string) => {
    if (!window.confirm(t('lifeCycle.deleteQuestion', { name: label }))) return;
    try {
      await deletePiece(kind, pieceId);
      refresh();
    } catch {
      // shown by the API client
    }
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
      <BreadcrumbBar items={[t('global.menu.admin.main'), t('lifeCycle.list.title'), graph.name]} />
      <div className="d-flex justify-content-between align-items-center mb-3">
        <h2 className="h4 mb-0" data-testid="life-cycle-title">
          {graph.name}
        </h2>
        <Link to="/life-cycle" className="btn btn-outline-secondary">
          {t('entity.action.back')}
        </Link>
      </div>

      <SettingsCard key={graph.id} lifeCycle={graph} onSaved={refresh} />

      <div className="d-flex justify-content-between align-items-center mt-4 mb-2">
        <h3 className="h5 mb-0">{t('lifeCycle.states')}</h3>
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
            onMove={(d) => void move(s, d)}
            onEdit={() => setDialog({ kind: 'state', state: s })}
            onDelete={() => void removeState(s)}
            onDialog={setDialog}
            onRemovePiece={(kind, pieceId, label) => void removePiece(kind, pieceId, label)}
          />
        ))}
      </ol>

      {dialog?.kind === 'state' && (
        <StateDialog
          lifeCycleId={graph.id}
          state={dialog.state}
          states={states}
          types={types}
          languages={languages}
          onClose={closeDialog}
        />
      )}
      {dialog?.kind === 'action' && (
        <ActionDialog state={dialog.state} action={dialog.action} states={states} types={types} lang={lang} onClose={closeDialog} />
      )}
      {dialog?.kind === 'point' && <PointDialog action={dialog.action} roles={types.contributionRoles} onClose={closeDialog} />}
      {dialog?.kind === 'postHandler' && (
        <PostHandlerDialog action={dialog.action} postHandler={dialog.postHandler} types={types} onClose={closeDialog} />
      )}
      {dialog?.kind === 'task' && (
        <TaskDialog state={dialog.state} task={dialog.task} roles={types.contributionRoles} onClose={closeDialog} />
      )}
      {dialog?.kind === 'command' && <CommandDialog state={dialog.state} command={dialog.command} types={types} onClose={closeDialog} />}
      {dialog?.kind === 'commandTask' && (
        <CommandTaskDialog command={dialog.command} task={dialog.task} roles={types.contributionRoles} onClose={closeDialog} />
      )}
      {dialog?.kind === 'commandPoint' && (
        <CommandPointDialog command={dialog.command} point={dialog.point} roles={types.contributionRoles} onClose={closeDialog} />
      )}
      {dialog?.kind === 'notification' && (
        <NotificationDialog state={dialog.state} notification={dialog.notification} roles={types.contributionRoles} onClose={closeDialog} />
      )}
      {dialog?.kind === 'move' && (
        <MoveToDialog
          state={dialog.state}
          inUse={dialog.inUse}
          targets={moveTargets(states, dialog.state.id)}
          lang={lang}
          onClose={(moveTo) => void moveAndRemove(dialog.state, moveTo)}
        />
      )}
    </div>
  );
}

/** The life cycle's own fields: name, type, default and active flags, the chat and banner flags. */
function SettingsCard({ lifeCycle, onSaved }: { lifeCycle: LifeCycle; onSaved: () => void }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const form = useForm<LifeCycleForm>(lifeCycleToForm(lifeCycle), validateLifeCycle);
  const { values: v, errors, set } = form;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    try {
      await saveLifeCycle(lifeCyclePayload(v));
      onSaved();
    } catch (err) {
      if (isApiError(err)) form.setServerErrors(serverFieldErrors(err));
    }
  };

  return (
    <form className="card" onSubmit={(e) => void submit(e)} noValidate data-testid="life-cycle-settings">
      <div className="card-body">
        <div className="row">
          <div className="col-md-6">
            <TextField
              id="life-cycle-name"
              label={t('lifeCycle.name')}
              value={v.name}
              onChange={(x) => set('name', x)}
              error={errors.name}
              required
              maxLength={200}
            />
          </div>
          <div className="col-md-6 mb-3">
            <label htmlFor="life-cycle-type" className="form-label">
              {t('lifeCycle.contributionType')}
            </label>
            <select
              id="life-cycle-type"
              className="form-select"
              value={v.contributionType}
              onChange={(e) => set('contributionType', e.target.value as ContributionType)}
              data-testid="life-cycle-type"
            >
              {CONTRIBUTION_TYPES.map((c) => (
                <option key={c} value={c}>
                  {enumLabel('contributionType', c)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="row">
          <div className="col-md-4">
            <CheckField
              id="life-cycle-isDefault"
              checked={v.isDefault}
              onChange={(x) => set('isDefault', x)}
              label={t('lifeCycle.isDefault')}
            >
              {t('lifeCycle.isDefault')}
            </CheckField>
            <CheckField id="life-cycle-isActive" checked={v.isActive} onChange={(x) => set('isActive', x)} label={t('lifeCycle.isActive')}>
              {t('lifeCycle.isActive')}
            </CheckField>
          </div>
          <div className="col-md-8">
            {FLAG_KEYS.map((k) => (
              <CheckField key={k} id={`life-cycle-${k}`} checked={v[k]} onChange={(x) => set(k, x)} label={t(`lifeCycle.${k}`)}>
                {t(`lifeCycle.${k}`)}
              </CheckField>
            ))}
          </div>
        </div>
      </div>
      <div className="card-footer text-end">
        <button type="submit" className="btn btn-primary" data-testid="life-cycle-save">
          {t('entity.action.save')}
        </button>
      </div>
    </form>
  );
}

function Section({
  title,
  testId,
  onAdd,
  addLabel,
  children,
}: {
  title: string;
  testId: string;
  onAdd: () => void;
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <section className="mb-3" data-testid={testId}>
      <div className="d-flex justify-content-between align-items-center border-bottom mb-2">
        <h4 className="h6 mb-1">{title}</h4>
        <button type="button" className="btn btn-link btn-sm" onClick={onAdd} data-testid={`${testId}-add`}>
          + {addLabel}
        </button>
      </div>
      {children}
    </section>
  );
}

function EditDelete({ testId, onEdit, onDelete }: { testId: string; onEdit?: () => void; onDelete: () => void }) {
  const { t } = useTranslation();
  return (
    <span className="btn-group btn-group-sm">
      {onEdit && (
        <button type="button" className="btn btn-outline-secondary" onClick={onEdit} data-testid={`${testId}-edit`}>
          {t('entity.action.edit')}
        </button>
      )}
      <button type="button" className="btn btn-outline-danger" onClick={onDelete} data-testid={`${testId}-delete`}>
        {t('entity.action.delete')}
      </button>
    </span>
  );
}

interface StateCardProps {
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
  onDialog: (d: Dialog) => void;
  onRemovePiece: (kind: PieceKind, id: number, label: string) => void;
}

/** One state: its header (order, names, type, flags, use) and, opened, its pieces. */
function StateCard({
  state: s,
  states,
  first,
  last,
  contributions,
  open,
  lang,
  onToggle,
  onMove,
  onEdit,
  onDelete,
  onDialog,
  onRemovePiece,
}: StateCardProps) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const parameterLabel = useParameterLabel();
  const target = (id: number) => states.find((x) => x.id === id);
  const code = s.code;
  return (
    <li className="card mb-2" data-testid={`state-${code}`}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <span className="badge text-bg-light">{s.rank}</span>
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
        <span className="ms-auto btn-group btn-group-sm">
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
          <button type="button" className="btn btn-outline-secondary" onClick={onEdit} data-testid={`state-${code}-edit`}>
            {t('entity.action.edit')}
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            onClick={onDelete}
            disabled={s.isInitial}
            title={s.isInitial ? t('lifeCycle.state.initialHelp') : undefined}
            data-testid={`state-${code}-delete`}
          >
            {t('entity.action.delete')}
          </button>
        </span>
      </div>
      {open && (
        <div className="card-body" data-testid={`state-${code}-body`}>
          <Section
            title={t('lifeCycle.actions')}
            testId={`state-${code}-actions`}
            addLabel={t('lifeCycle.action.addShort')}
            onAdd={() => onDialog({ kind: 'action', state: s, action: null })}
          >
            {s.actions.length === 0 ? (
              <p className="text-muted small">{t('lifeCycle.none')}</p>
            ) : (
              <table className="table table-sm align-middle mb-0">
                <thead>
                  <tr>
                    <th>{t('stateAction.name')}</th>
                    <th>{t('stateAction.targetStateId')}</th>
                    <th>{t('stateAction.roles')}</th>
                    <th>{t('stateAction.explanation')}</th>
                    <th>{t('lifeCycle.points')}</th>
                    <th>{t('lifeCycle.postHandlers')}</th>
                    <th />
                  </tr>
                </thead>
                <tbody>
                  {s.actions.map((a) => (
                    <tr key={a.id} data-testid={`action-${code}-${a.name}`}>
                      <td>
                        <code>{a.name}</code>
                      </td>
                      <td data-testid={`action-${code}-${a.name}-target`}>{stateLabel(target(a.targetStateId), lang)}</td>
                      <td className="small">{a.roles.map((r) => enumLabel('role', r)).join(', ')}</td>
                      <td>{enumLabel('explanation', a.explanation)}</td>
                      <td>
                        {a.points.map((p) => (
                          <span key={p.id} className="badge text-bg-info me-1" data-testid={`point-${code}-${a.name}-${p.role}`}>
                            {enumLabel('role', p.role)} {p.points > 0 ? `+${p.points}` : p.points}
                            {p.share ? ` (${t('lifeCycle.point.shared')})` : ''}
                            <button
                              type="button"
                              className="btn-close btn-close-white ms-1"
                              style={{ fontSize: '0.5rem' }}
                              aria-label={t('entity.action.delete')}
                              onClick={() => onRemovePiece('point', p.id, `${a.name} ${p.role}`)}
                              data-testid={`point-${code}-${a.name}-${p.role}-delete`}
                            />
                          </span>
                        ))}
                        <button
                          type="button"
                          className="btn btn-link btn-sm p-0"
                          onClick={() => onDialog({ kind: 'point', action: a })}
                          data-testid={`action-${code}-${a.name}-add-point`}
                        >
                          + {t('lifeCycle.point.addShort')}
                        </button>
                      </td>
                      <td>
                        {a.postHandlers.map((h) => (
                          <div
                            key={h.id}
                            className="d-flex align-items-center gap-1 small mb-1"
                            data-testid={`post-handler-${code}-${a.name}-${h.id}`}
                          >
                            <span>
                              {enumLabel('postHandler', h.handler)}
                              {h.parameter !== '' && `: ${parameterLabel(h.parameter)}`}
                            </span>
                            <EditDelete
                              testId={`post-handler-${code}-${a.name}-${h.id}`}
                              onEdit={() => onDialog({ kind: 'postHandler', action: a, postHandler: h })}
                              onDelete={() => onRemovePiece('postHandler', h.id, `${a.name} ${enumLabel('postHandler', h.handler)}`)}
                            />
                          </div>
                        ))}
                        <button
                          type="button"
                          className="btn btn-link btn-sm p-0"
                          onClick={() => onDialog({ kind: 'postHandler', action: a, postHandler: null })}
                          data-testid={`action-${code}-${a.name}-add-post-handler`}
                        >
                          + {t('lifeCycle.postHandler.addShort')}
                        </button>
                      </td>
                      <td className="text-end">
                        <EditDelete
                          testId={`action-${code}-${a.name}`}
                          onEdit={() => onDialog({ kind: 'action', state: s, action: a })}
                          onDelete={() => onRemovePiece('action', a.id, a.name)}
                        />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </Section>

          <Section
            title={t('lifeCycle.tasks')}
            testId={`state-${code}-tasks`}
            addLabel={t('lifeCycle.task.addShort')}
            onAdd={() => onDialog({ kind: 'task', state: s, task: null })}
          >
            {s.tasks.length === 0 ? (
              <p className="text-muted small">{t('lifeCycle.none')}</p>
            ) : (
              <ul className="list-group list-group-flush">
                {s.tasks.map((tk) => (
                  <li key={tk.id} className="list-group-item d-flex align-items-center gap-2" data-testid={`task-${code}-${tk.name}`}>
                    <span className="fw-semibold">{tk.name}</span>
                    <span>{enumLabel('role', tk.role)}</span>
                    <span className="text-muted small">{t('lifeCycle.task.deadline', { count: tk.deadlineDays })}</span>
                    {tk.sendEmail && <span className="badge text-bg-light">{t('stateTaskDefinition.sendEmail')}</span>}
                    <span className="ms-auto">
                      <EditDelete
                        testId={`task-${code}-${tk.name}`}
                        onEdit={() => onDialog({ kind: 'task', state: s, task: tk })}
                        onDelete={() => onRemovePiece('task', tk.id, tk.name)}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section
            title={t('lifeCycle.commands')}
            testId={`state-${code}-commands`}
            addLabel={t('lifeCycle.command.addShort')}
            onAdd={() => onDialog({ kind: 'command', state: s, command: null })}
          >
            {s.commands.length === 0 ? (
              <p className="text-muted small">{t('lifeCycle.none')}</p>
            ) : (
              <ul className="list-group list-group-flush">
                {s.commands.map((c) => (
                  <li key={c.id} className="list-group-item" data-testid={`command-${code}-${c.command}`}>
                    <div className="d-flex align-items-center gap-2">
                      <span className="fw-semibold">{enumLabel('command', c.command)}</span>
                      <span className="small">{c.roles.map((r) => enumLabel('role', r)).join(', ')}</span>
                      <span className="ms-auto">
                        <EditDelete
                          testId={`command-${code}-${c.command}`}
                          onEdit={() => onDialog({ kind: 'command', state: s, command: c })}
                          onDelete={() => onRemovePiece('command', c.id, c.command)}
                        />
                      </span>
                    </div>
                    <div className="ms-3 mt-2 small" data-testid={`command-${code}-${c.command}-tasks`}>
                      <span className="text-muted">{t('lifeCycle.tasks')}</span>
                      {c.taskDefinitions.map((tk) => (
                        <div
                          key={tk.id}
                          className="d-flex align-items-center gap-2 mt-1"
                          data-testid={`command-task-${code}-${c.command}-${tk.name}`}
                        >
                          <span className="fw-semibold">{tk.name}</span>
                          <span>{enumLabel('role', tk.role)}</span>
                          <span className="text-muted">{t('lifeCycle.task.deadline', { count: tk.deadlineDays })}</span>
                          {tk.sendEmail && <span className="badge text-bg-light">{t('stateTaskDefinition.sendEmail')}</span>}
                          <span className="ms-auto">
                            <EditDelete
                              testId={`command-task-${code}-${c.command}-${tk.name}`}
                              onEdit={() => onDialog({ kind: 'commandTask', command: c, task: tk })}
                              onDelete={() => onRemovePiece('commandTask', tk.id, tk.name)}
                            />
                          </span>
                        </div>
                      ))}
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 ms-2"
                        onClick={() => onDialog({ kind: 'commandTask', command: c, task: null })}
                        data-testid={`command-${code}-${c.command}-add-task`}
                      >
                        + {t('lifeCycle.commandTask.addShort')}
                      </button>
                    </div>
                    <div className="ms-3 mt-2 small" data-testid={`command-${code}-${c.command}-points`}>
                      <span className="text-muted">{t('lifeCycle.points')}</span>
                      {c.pointDefinitions.map((p) => (
                        <div
                          key={p.id}
                          className="d-flex align-items-center gap-2 mt-1"
                          data-testid={`command-point-${code}-${c.command}-${p.role}`}
                        >
                          <span className="fw-semibold">{enumLabel('role', p.role)}</span>
                          <span>{p.points > 0 ? `+${p.points}` : p.points}</span>
                          {p.share && <span className="badge text-bg-light">{t('lifeCycle.point.shared')}</span>}
                          <span className="ms-auto">
                            <EditDelete
                              testId={`command-point-${code}-${c.command}-${p.role}`}
                              onEdit={() => onDialog({ kind: 'commandPoint', command: c, point: p })}
                              onDelete={() => onRemovePiece('commandPoint', p.id, `${c.command} ${p.role}`)}
                            />
                          </span>
                        </div>
                      ))}
                      <button
                        type="button"
                        className="btn btn-link btn-sm p-0 ms-2"
                        onClick={() => onDialog({ kind: 'commandPoint', command: c, point: null })}
                        data-testid={`command-${code}-${c.command}-add-point`}
                      >
                        + {t('lifeCycle.commandPoint.addShort')}
                      </button>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <Section
            title={t('lifeCycle.notifications')}
            testId={`state-${code}-notifications`}
            addLabel={t('lifeCycle.notification.addShort')}
            onAdd={() => onDialog({ kind: 'notification', state: s, notification: null })}
          >
            {s.notifications.length === 0 ? (
              <p className="text-muted small">{t('lifeCycle.none')}</p>
            ) : (
              <ul className="list-group list-group-flush">
                {s.notifications.map((n) => (
                  <li key={n.id} className="list-group-item d-flex align-items-center gap-2" data-testid={`notification-${code}-${n.role}`}>
                    <span className="fw-semibold">{enumLabel('role', n.role)}</span>
                    {!n.sendEmail && <span className="badge text-bg-light">{t('lifeCycle.notification.off')}</span>}
                    <span className="ms-auto">
                      <EditDelete
                        testId={`notification-${code}-${n.role}`}
                        onEdit={() => onDialog({ kind: 'notification', state: s, notification: n })}
                        onDelete={() => onRemovePiece('notification', n.id, n.role)}
                      />
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>
      )}
    </li>
  );
}

export default LifeCycleEditPage;
