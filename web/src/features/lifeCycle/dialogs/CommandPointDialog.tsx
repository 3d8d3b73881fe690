import { useTranslation } from 'react-i18next';
import { useEnumLabel } from '../labels';
import { useSavePiece } from '../lifeCycleApi';
import { commandPointPayload, commandPointSchema, commandPointToForm, newCommandPointForm } from '../pieceForms';
import type { CommandPointDef, StateCommand } from '../types';
import { CrudDialog } from './CrudDialog';
import { PointFields } from './PointFields';

/** Add or edit points a command gives to a role (one definition per role and command). */
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
  const save = useSavePiece('commandPoint');
  const taken = command.pointDefinitions.filter((p) => p.id !== point?.id).map((p) => p.role);
  const name = enumLabel('command', command.command);
  return (
    <CrudDialog
      testId="command-point-dialog"
      title={point ? t('lifeCycle.commandPoint.edit', { command: name }) : t('lifeCycle.commandPoint.add', { command: name })}
      schema={commandPointSchema(taken)}
      initial={point ? commandPointToForm(point) : newCommandPointForm()}
      save={(values) => save(commandPointPayload(values, command.id))}
      onClose={onClose}
    >
      {(form) => (
        <>
          <PointFields prefix="command-point" form={form} roles={roles} />
          <p className="form-text">{t('lifeCycle.commandPointHint')}</p>
        </>
      )}
    </CrudDialog>
  );
}
