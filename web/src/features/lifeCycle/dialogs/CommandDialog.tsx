import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../labels';
import { useSavePiece } from '../lifeCycleApi';
import { commandPayload, commandSchema, commandToForm, newCommandForm } from '../pieceForms';
import type { DefinedTypes, LifeCycleState, StateCommand } from '../types';
import { CrudDialog } from './CrudDialog';
import { SelectField } from '../../../shared/form/FormField';
import { RoleSelect } from './fields';

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
  const save = useSavePiece('command');
  const taken = state.commands.filter((c) => c.id !== command?.id).map((c) => c.command);
  return (
    <CrudDialog
      testId="command-dialog"
      title={command ? t('lifeCycle.command.edit') : t('lifeCycle.command.add')}
      schema={commandSchema(taken)}
      initial={command ? commandToForm(command) : newCommandForm()}
      save={(values) => save(commandPayload(values, state.id))}
      onClose={onClose}
    >
      {(form) => (
        <>
          <SelectField
            id="command-command"
            label={t('stateCommand.command')}
            value={form.values.command}
            onChange={(x) => form.set('command', x)}
            options={types.commands.map((c) => ({ value: c, label: enumLabel('command', c) }))}
            error={form.errorOf('command')}
            required
            placeholder={t('lifeCycle.choose')}
          />
          <RoleSelect
            id="command-roles"
            label={t('stateCommand.roles')}
            roles={types.contributionRoles}
            value={form.values.roles}
            onChange={(x) => form.set('roles', x)}
            error={form.errorOf('roles')}
          />
        </>
      )}
    </CrudDialog>
  );
}
