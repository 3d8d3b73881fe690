import { useTranslation } from 'react-i18next';
import { useSavePiece } from '../lifeCycleApi';
import { newPointForm, pointPayload, pointSchema } from '../pieceForms';
import type { StateAction } from '../types';
import { CrudDialog } from './CrudDialog';
import { PointFields } from './PointFields';

/** Points an action gives to a role (one definition per role). */
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
  const save = useSavePiece('point');
  return (
    <CrudDialog
      testId="point-dialog"
      title={t('lifeCycle.point.add', { name: action.name })}
      schema={pointSchema(action.points.map((p) => p.role))}
      initial={newPointForm()}
      save={(values) => save(pointPayload(values, action.id))}
      onClose={onClose}
    >
      {(form) => <PointFields prefix="point" form={form} roles={roles} />}
    </CrudDialog>
  );
}
