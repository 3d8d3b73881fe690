import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from 'react-bootstrap';
import { isApiError } from '../../app/api';
import { showToasts } from '../../app/notifications/toasts';
import { useForm, type FormState } from '../../shared/form/useForm';
import { CheckField, FieldFeedback, TextField } from '../../shared/form/FormField';
import { serverFieldErrors, type FieldMessage } from '../../shared/form/validation';
import {
  actionPayload,
  actionToForm,
  commandPayload,
  commandPointPayload,
  commandPointToForm,
  commandTaskPayload,
  commandTaskToForm,
  commandToForm,
  CONTRIBUTION_TYPES,
  EXPLANATION_MODES,
  handlerParameters,
  lifeCyclePayload,
  newActionForm,
  newCommandForm,
  newCommandPointForm,
  newLifeCycleForm,
  newNotificationForm,
  newPointForm,
  newPostHandlerForm,
  newStateForm,
  newTaskForm,
  notificationPayload,
  notificationToForm,
  pointPayload,
  postHandlerPayload,
  postHandlerToForm,
  statePayload,
  stateServerErrors,
  stateToForm,
  stateLabel,
  taskPayload,
  taskToForm,
  toggleRole,
  toStateCode,
  validateAction,
  validateCommand,
  validateLifeCycle,
  validateNotification,
  validatePoint,
  validatePostHandler,
  validateState,
  validateTask,
  type ActionForm,
  type CommandForm,
  type CommandPointDef,
  type CommandPointForm,
  type CommandTaskDef,
  type ContributionType,
  type DefinedTypes,
  type Explanation,
  type LifeCycle,
  type LifeCycleForm,
  type LifeCycleState,
  type NotificationForm,
  type PointForm,
  type PostHandler,
  type PostHandlerForm,
  type StateAction,
  type StateCommand,
  type StateForm,
  type StateFormErrors,
  type StateInUse,
  type StateNotification,
  type TaskDef,
  type TaskForm,
} from './lifeCycle';
import { saveLifeCycle, savePiece, saveState } from './lifeCycleApi';

/** Translated enumeration values (role, state type, command, explanation, post handler), the code when untranslated. */
export function useEnumLabel() {
  const { t } = useTranslation();
  return (group: 'role' | 'stateType' | 'command' | 'explanation' | 'contributionType' | 'postHandler', value: string) =>
    t(`lifeCycle.enum.${group}.${value}`, { defaultValue: value });
}

/** A post handler's parameter: true/false and the comment or rating statuses, else a role (NOTIFY_ROLE). */
export function useParameterLabel() {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  return (value: string) => t(`lifeCycle.enum.parameter.${value}`, { defaultValue: enumLabel('role', value) });
}

function DialogShell({
  testId,
  title,
  onClose,
  onSubmit,
  children,
  saveLabel,
}: {
  testId: string;
  title: string;
  onClose: () => void;
  onSubmit: () => Promise<void>;
  children: ReactNode;
  saveLabel?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setBusy(true);
    try {
      await onSubmit();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal show onHide={onClose} data-testid={testId} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Modal.Header closeButton>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} data-testid={`${testId}-cancel`}>
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid={`${testId}-save`}>
            {saveLabel ?? t('entity.action.save')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

/**
 * Checks the client rules, sends, and on a 400 puts the server's field errors on the fields
 * (the API client shows the toast). Answers whether it was saved.
 */
async function send<F extends object>(
  form: FormState<F>,
  call: () => Promise<unknown>,
  mapErrors: (e: Record<string, FieldMessage>) => Record<string, FieldMessage> = (e) => e,
): Promise<boolean> {
  if (!form.check()) {
    showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
    return false;
  }
  try {
    await call();
    return true;
  } catch (err) {
    if (isApiError(err)) form.setServerErrors(mapErrors(serverFieldErrors(err)));
    return false;
  }
}

function SelectField({
  id,
  label,
  value,
  onChange,
  options,
  error,
  required,
  placeholder,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; label: string }[];
  error?: FieldMessage;
  required?: boolean;
  placeholder?: string;
}) {
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
        {required && (
          <span className="text-danger ms-1" aria-hidden="true">
            *
          </span>
        )}
      </label>
      <select
        id={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        data-testid={id}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldFeedback id={id} message={error} label={label} />
    </div>
  );
}

/** Several contribution roles: one checkbox each, in the server's order. */
export function RoleSelect({
  id,
  label,
  roles,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  roles: readonly string[];
  value: readonly string[];
  onChange: (roles: string[]) => void;
  error?: FieldMessage;
}) {
  const enumLabel = useEnumLabel();
  return (
    <fieldset className="mb-3" data-testid={id}>
      <legend className="form-label fs-6">
        {label}
        <span className="text-danger ms-1" aria-hidden="true">
          *
        </span>
      </legend>
      <div className="d-flex flex-wrap gap-3">
        {roles.map((r) => (
          <div className="form-check" key={r}>
            <input
              id={`${id}-${r}`}
              type="checkbox"
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              checked={value.includes(r)}
              onChange={() => onChange(toggleRole(value, r, roles))}
              data-testid={`${id}-${r}`}
            />
            <label htmlFor={`${id}-${r}`} className="form-check-label">
              {enumLabel('role', r)}
            </label>
          </div>
        ))}
      </div>
      <FieldFeedback id={id} message={error} label={label} />
    </fieldset>
  );
}

function roleOptions(roles: readonly string[], enumLabel: ReturnType<typeof useEnumLabel>) {
  return roles.map((r) => ({ value: r, label: enumLabel('role', r) }));
}

/** A new life cycle: name, type and whether it becomes the type's default. */
export function LifeCycleDialog({ onClose }: { onClose: (created: LifeCycle | null) => void }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const form = useForm<LifeCycleForm>(newLifeCycleForm(), validateLifeCycle);
  const { values: v, errors, set } = form;
  return (
    <DialogShell
      testId="life-cycle-dialog"
      title={t('lifeCycle.list.create')}
      onClose={() => onClose(null)}
      onSubmit={async () => {
        let created: LifeCycle | null = null;
        const ok = await send(form, async () => {
          created = (await saveLifeCycle(lifeCyclePayload(v))).data;
        });
        if (ok) onClose(created);
      }}
    >
      <TextField
        id="life-cycle-name"
        label={t('lifeCycle.name')}
        value={v.name}
        onChange={(x) => set('name', x)}
        error={errors.name}
        required
        maxLength={200}
      />
      <SelectField
        id="life-cycle-type"
        label={t('lifeCycle.contributionType')}
        value={v.contributionType}
        onChange={(x) => set('contributionType', x as ContributionType)}
        options={CONTRIBUTION_TYPES.map((c) => ({ value: c, label: enumLabel('contributionType', c) }))}
      />
      <CheckField id="life-cycle-isDefault" checked={v.isDefault} onChange={(x) => set('isDefault', x)} label={t('lifeCycle.isDefault')}>
        {t('lifeCycle.isDefault')}
      </CheckField>
      <p className="form-text">{t('lifeCycle.list.createHelp')}</p>
    </DialogShell>
  );
}

/** Add or edit a state: code, type, flags and its name in each language. */
export function StateDialog({
  lifeCycleId,
  state,
  states,
  types,
  languages,
  onClose,
}: {
  lifeCycleId: number;
  state: LifeCycleState | null;
  states: readonly LifeCycleState[];
  types: DefinedTypes;
  languages: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const taken = states.filter((s) => s.id !== state?.id).map((s) => s.code);
  const initial = state ? stateToForm(state) : newStateForm();
  for (const l of languages) initial.names[l] ??= '';
  const form = useForm<StateForm>(initial, (x) => validateState(x, taken));
  const { values: v, set } = form;
  const errors = form.errors as StateFormErrors;
  return (
    <DialogShell
      testId="state-dialog"
      title={state ? t('lifeCycle.state.edit', { code: state.code }) : t('lifeCycle.state.add')}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        const body = statePayload(v, lifeCycleId);
        if (
          await send(
            form,
            () => saveState(body),
            (e) => stateServerErrors(e, body),
          )
        )
          onClose(true);
      }}
    >
      <div className="row">
        <div className="col-md-6">
          <TextField
            id="state-code"
            label={t('lifeCycleState.code')}
            value={v.code}
            onChange={(x) => set('code', toStateCode(x))}
            error={errors.code}
            required
            maxLength={50}
            help={t('lifeCycle.state.codeHelp')}
          />
        </div>
        <div className="col-md-6">
          <SelectField
            id="state-type"
            label={t('lifeCycleState.stateType')}
            value={v.stateType}
            onChange={(x) => set('stateType', x)}
            options={types.stateTypes.map((s) => ({ value: s, label: enumLabel('stateType', s) }))}
            error={errors.stateType}
            required
          />
        </div>
      </div>
      {languages.map((l) => (
        <TextField
          key={l}
          id={`state-name-${l}`}
          label={t('lifeCycle.state.nameIn', { language: l })}
          value={v.names[l] ?? ''}
          onChange={(x) => set('names', { ...v.names, [l]: x })}
          error={errors[`name.${l}`]}
          required={l === 'en'}
          maxLength={200}
        />
      ))}
      <CheckField
        id="state-isHappyPath"
        checked={v.isHappyPath}
        onChange={(x) => set('isHappyPath', x)}
        label={t('lifeCycleState.isHappyPath')}
      >
        {t('lifeCycleState.isHappyPath')}
      </CheckField>
      <CheckField
        id="state-isInitial"
        checked={v.isInitial}
        onChange={(x) => set('isInitial', x)}
        label={t('lifeCycleState.isInitial')}
        disabled={state?.isInitial === true}
      >
        {t('lifeCycleState.isInitial')}
      </CheckField>
      {state?.isInitial && <p className="form-text">{t('lifeCycle.state.initialHelp')}</p>}
    </DialogShell>
  );
}

/** Add or edit an action of a state: its name, target, roles and explanation rule. */
export function ActionDialog({
  state,
  action,
  states,
  types,
  lang,
  onClose,
}: {
  state: LifeCycleState;
  action: StateAction | null;
  states: readonly LifeCycleState[];
  types: DefinedTypes;
  lang: string;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const taken = state.actions.filter((a) => a.id !== action?.id).map((a) => a.name);
  const form = useForm<ActionForm>(action ? actionToForm(action) : newActionForm(), (x) => validateAction(x, taken));
  const { values: v, errors, set } = form;
  return (
    <DialogShell
      testId="action-dialog"
      title={action ? t('lifeCycle.action.edit', { name: action.name }) : t('lifeCycle.action.add', { state: stateLabel(state, lang) })}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('action', actionPayload(v, state.id)))) onClose(true);
      }}
    >
      <TextField
        id="action-name"
        label={t('stateAction.name')}
        value={v.name}
        onChange={(x) => set('name', x)}
        error={errors.name}
        required
        maxLength={50}
        help={t('lifeCycle.action.nameHelp')}
      />
      <SelectField
        id="action-target"
        label={t('stateAction.targetStateId')}
        value={v.targetStateId}
        onChange={(x) => set('targetStateId', x)}
        options={states.map((s) => ({ value: String(s.id), label: `${stateLabel(s, lang)} (${s.code})` }))}
        error={errors.targetStateId}
        required
        placeholder={t('lifeCycle.choose')}
      />
      <RoleSelect
        id="action-roles"
        label={t('stateAction.roles')}
        roles={types.contributionRoles}
        value={v.roles}
        onChange={(x) => set('roles', x)}
        error={errors.roles}
      />
      <SelectField
        id="action-explanation"
        label={t('stateAction.explanation')}
        value={v.explanation}
        onChange={(x) => set('explanation', x as Explanation)}
        options={EXPLANATION_MODES.map((m) => ({ value: m, label: enumLabel('explanation', m) }))}
      />
    </DialogShell>
  );
}

/** The fields of a point definition (of an action or of a command); ids start with prefix. */
function PointFields({
  prefix,
  form,
  roles,
}: {
  prefix: string;
  form: Pick<FormState<PointForm>, 'values' | 'errors' | 'set'>;
  roles: readonly string[];
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { values: v, errors, set } = form;
  return (
    <>
      <SelectField
        id={`${prefix}-role`}
        label={t('actionPointDefinition.role')}
        value={v.role}
        onChange={(x) => set('role', x)}
        options={roleOptions(roles, enumLabel)}
        error={errors.role}
        required
        placeholder={t('lifeCycle.choose')}
      />
      <TextField
        id={`${prefix}-points`}
        label={t('actionPointDefinition.points')}
        value={v.points}
        onChange={(x) => set('points', x)}
        error={errors.points}
        required
        inputMode="numeric"
      />
      <CheckField id={`${prefix}-share`} checked={v.share} onChange={(x) => set('share', x)} label={t('actionPointDefinition.share')}>
        {t('actionPointDefinition.share')}
      </CheckField>
    </>
  );
}

/** Points an action gives to a role. */
export function PointDialog({
  action,
  roles,
  onClose,
}: {
  action: StateAction;
  roles: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const taken = action.points.map((p) => p.role);
  const form = useForm<PointForm>(newPointForm(), (x) => validatePoint(x, taken));
  return (
    <DialogShell
      testId="point-dialog"
      title={t('lifeCycle.point.add', { name: action.name })}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('point', pointPayload(form.values, action.id)))) onClose(true);
      }}
    >
      <PointFields prefix="point" form={form} roles={roles} />
    </DialogShell>
  );
}

/** Add or edit the handlers an action runs after it moved a contribution: a handler and its parameter. */
export function PostHandlerDialog({
  action,
  postHandler,
  types,
  onClose,
}: {
  action: StateAction;
  postHandler: PostHandler | null;
  types: DefinedTypes;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const parameterLabel = useParameterLabel();
  const handlers = types.postHandlers;
  const form = useForm<PostHandlerForm>(postHandler ? postHandlerToForm(postHandler) : newPostHandlerForm(), (x) =>
    validatePostHandler(x, handlers),
  );
  const { values: v, errors, set } = form;
  const allowed = handlerParameters(handlers, v.handler);
  return (
    <DialogShell
      testId="post-handler-dialog"
      title={postHandler ? t('lifeCycle.postHandler.edit', { name: action.name }) : t('lifeCycle.postHandler.add', { name: action.name })}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('postHandler', postHandlerPayload(v, action.id, handlers)))) onClose(true);
      }}
    >
      <SelectField
        id="post-handler-handler"
        label={t('lifeCycle.postHandler.handler')}
        value={v.handler}
        onChange={(x) => {
          set('handler', x);
          set('parameter', '');
        }}
        options={Object.keys(handlers)
          .sort()
          .map((h) => ({ value: h, label: enumLabel('postHandler', h) }))}
        error={errors.handler}
        required
        placeholder={t('lifeCycle.choose')}
      />
      {allowed.length > 0 ? (
        <SelectField
          id="post-handler-parameter"
          label={t('lifeCycle.postHandler.parameter')}
          value={v.parameter}
          onChange={(x) => set('parameter', x)}
          options={allowed.map((p) => ({ value: p, label: parameterLabel(p) }))}
          error={errors.parameter}
          required
          placeholder={t('lifeCycle.choose')}
        />
      ) : (
        v.handler !== '' && (
          <div className="mb-3">
            <p className="form-text mb-0" data-testid="post-handler-no-parameter">
              {t('lifeCycle.postHandler.noParameter')}
            </p>
            <FieldFeedback id="post-handler-parameter" message={errors.parameter} label={t('lifeCycle.postHandler.parameter')} />
          </div>
        )
      )}
      <p className="form-text">{t('lifeCycle.postHandlerHint')}</p>
    </DialogShell>
  );
}

/** The fields of a task definition (of a state or of a command); ids start with prefix. */
function TaskFields({ prefix, form, roles }: { prefix: string; form: FormState<TaskForm>; roles: readonly string[] }) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const { values: v, errors, set } = form;
  return (
    <>
      <TextField
        id={`${prefix}-name`}
        label={t('stateTaskDefinition.name')}
        value={v.name}
        onChange={(x) => set('name', x)}
        error={errors.name}
        required
        maxLength={100}
      />
      <SelectField
        id={`${prefix}-role`}
        label={t('stateTaskDefinition.role')}
        value={v.role}
        onChange={(x) => set('role', x)}
        options={roleOptions(roles, enumLabel)}
        error={errors.role}
        required
        placeholder={t('lifeCycle.choose')}
      />
      <TextField
        id={`${prefix}-deadlineDays`}
        label={t('stateTaskDefinition.deadlineDays')}
        value={v.deadlineDays}
        onChange={(x) => set('deadlineDays', x)}
        error={errors.deadlineDays}
        required
        inputMode="numeric"
      />
      <CheckField
        id={`${prefix}-sendEmail`}
        checked={v.sendEmail}
        onChange={(x) => set('sendEmail', x)}
        label={t('stateTaskDefinition.sendEmail')}
      >
        {t('stateTaskDefinition.sendEmail')}
      </CheckField>
    </>
  );
}

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
  const form = useForm<TaskForm>(task ? taskToForm(task) : newTaskForm(), validateTask);
  return (
    <DialogShell
      testId="task-dialog"
      title={task ? t('lifeCycle.task.edit') : t('lifeCycle.task.add')}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('task', taskPayload(form.values, state.id)))) onClose(true);
      }}
    >
      <TaskFields prefix="task" form={form} roles={roles} />
    </DialogShell>
  );
}

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
  const form = useForm<TaskForm>(task ? commandTaskToForm(task) : newTaskForm(), validateTask);
  const name = enumLabel('command', command.command);
  return (
    <DialogShell
      testId="command-task-dialog"
      title={task ? t('lifeCycle.commandTask.edit', { command: name }) : t('lifeCycle.commandTask.add', { command: name })}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('commandTask', commandTaskPayload(form.values, command.id)))) onClose(true);
      }}
    >
      <TaskFields prefix="command-task" form={form} roles={roles} />
      <p className="form-text">{t('lifeCycle.commandTaskHint')}</p>
    </DialogShell>
  );
}

/** Add or edit points a command gives to a role. */
export function CommandPointDialog({
  command,
  point,
  roles,
  onClose,
}: {
  command: StateCommand;
  point: CommandPointDef | null;
  roles: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const taken = command.pointDefinitions.filter((p) => p.id !== point?.id).map((p) => p.role);
  const form = useForm<CommandPointForm>(point ? commandPointToForm(point) : newCommandPointForm(), (x) => validatePoint(x, taken));
  const name = enumLabel('command', command.command);
  return (
    <DialogShell
      testId="command-point-dialog"
      title={point ? t('lifeCycle.commandPoint.edit', { command: name }) : t('lifeCycle.commandPoint.add', { command: name })}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('commandPoint', commandPointPayload(form.values, command.id)))) onClose(true);
      }}
    >
      <PointFields prefix="command-point" form={form} roles={roles} />
      <p className="form-text">{t('lifeCycle.commandPointHint')}</p>
    </DialogShell>
  );
}

/** Add or edit which roles may run a command in a state. */
export function CommandDialog({
  state,
  command,
  types,
  onClose,
}: {
  state: LifeCycleState;
  command: StateCommand | null;
  types: DefinedTypes;
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const taken = state.commands.filter((c) => c.id !== command?.id).map((c) => c.command);
  const form = useForm<CommandForm>(command ? commandToForm(command) : newCommandForm(), (x) => validateCommand(x, taken));
  const { values: v, errors, set } = form;
  return (
    <DialogShell
      testId="command-dialog"
      title={command ? t('lifeCycle.command.edit') : t('lifeCycle.command.add')}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('command', commandPayload(v, state.id)))) onClose(true);
      }}
    >
      <SelectField
        id="command-command"
        label={t('stateCommand.command')}
        value={v.command}
        onChange={(x) => set('command', x)}
        options={types.commands.map((c) => ({ value: c, label: enumLabel('command', c) }))}
        error={errors.command}
        required
        placeholder={t('lifeCycle.choose')}
      />
      <RoleSelect
        id="command-roles"
        label={t('stateCommand.roles')}
        roles={types.contributionRoles}
        value={v.roles}
        onChange={(x) => set('roles', x)}
        error={errors.roles}
      />
    </DialogShell>
  );
}

/** Add or edit a role told when a contribution enters the state. */
export function NotificationDialog({
  state,
  notification,
  roles,
  onClose,
}: {
  state: LifeCycleState;
  notification: StateNotification | null;
  roles: readonly string[];
  onClose: (saved: boolean) => void;
}) {
  const { t } = useTranslation();
  const enumLabel = useEnumLabel();
  const taken = state.notifications.filter((n) => n.id !== notification?.id).map((n) => n.role);
  const form = useForm<NotificationForm>(notification ? notificationToForm(notification) : newNotificationForm(), (x) =>
    validateNotification(x, taken),
  );
  const { values: v, errors, set } = form;
  return (
    <DialogShell
      testId="notification-dialog"
      title={notification ? t('lifeCycle.notification.edit') : t('lifeCycle.notification.add')}
      onClose={() => onClose(false)}
      onSubmit={async () => {
        if (await send(form, () => savePiece('notification', notificationPayload(v, state.id)))) onClose(true);
      }}
    >
      <SelectField
        id="notification-role"
        label={t('stateChangeNotification.role')}
        value={v.role}
        onChange={(x) => set('role', x)}
        options={roleOptions(roles, enumLabel)}
        error={errors.role}
        required
        placeholder={t('lifeCycle.choose')}
      />
      <CheckField
        id="notification-sendEmail"
        checked={v.sendEmail}
        onChange={(x) => set('sendEmail', x)}
        label={t('stateChangeNotification.sendEmail')}
      >
        {t('stateChangeNotification.sendEmail')}
      </CheckField>
    </DialogShell>
  );
}

/** A state in use is deleted only with a target for what refers to it. */
export function MoveToDialog({
  state,
  inUse,
  targets,
  lang,
  onClose,
}: {
  state: LifeCycleState;
  inUse: StateInUse;
  targets: readonly LifeCycleState[];
  lang: string;
  onClose: (moveTo: number | null) => void;
}) {
  const { t } = useTranslation();
  const [target, setTarget] = useState('');
  const [error, setError] = useState<FieldMessage | undefined>(undefined);
  return (
    <DialogShell
      testId="move-dialog"
      title={t('lifeCycle.move.title', { state: stateLabel(state, lang) })}
      saveLabel={t('lifeCycle.move.confirm')}
      onClose={() => onClose(null)}
      onSubmit={async () => {
        if (target === '') {
          setError({ key: 'entity.validation.required' });
          return;
        }
        onClose(Number(target));
      }}
    >
      <p data-testid="move-dialog-usage">{t('lifeCycle.move.usage', { count: inUse.count, actions: inUse.actions, tasks: inUse.tasks })}</p>
      <SelectField
        id="move-target"
        label={t('lifeCycle.move.target')}
        value={target}
        onChange={(x) => {
          setTarget(x);
          setError(undefined);
        }}
        options={targets.map((s) => ({ value: String(s.id), label: `${stateLabel(s, lang)} (${s.code})` }))}
        error={error}
        required
        placeholder={t('lifeCycle.choose')}
      />
    </DialogShell>
  );
}
