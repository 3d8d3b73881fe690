import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { chosen } from '../../../shared/form/schema';
import { stateLabel } from '../rules';
import type { LifeCycleState, StateInUse } from '../types';
import { CrudDialog } from './CrudDialog';
import { SelectField } from '../../../shared/form/FormField';

/** The state the contributions of a deleted state go to: required. */
const moveSchema = z.object({ target: chosen(z.string()) });
type MoveForm = { target: string | null };

/** A state in use is deleted only with a target for what refers to it (no toast: the field says it). */
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
  return (
    <CrudDialog<MoveForm>
      testId="move-dialog"
      title={t('lifeCycle.move.title', { state: stateLabel(state, lang) })}
      saveLabel={t('lifeCycle.move.confirm')}
      schema={moveSchema}
      initial={{ target: '' }}
      invalidToast={null}
      save={(values) => onClose(Number(values.target))}
      onClose={(saved) => saved || onClose(null)}
    >
      {(form) => (
        <>
          <p data-testid="move-dialog-usage">
            {t('lifeCycle.move.usage', { count: inUse.count, actions: inUse.actions, tasks: inUse.tasks })}
          </p>
          <SelectField
            id="move-target"
            label={t('lifeCycle.move.target')}
            value={form.values.target ?? ''}
            onChange={(x) => form.set('target', x)}
            options={targets.map((s) => ({ value: String(s.id), label: `${stateLabel(s, lang)} (${s.code})` }))}
            error={form.errorOf('target')}
            required
            placeholder={t('lifeCycle.choose')}
          />
        </>
      )}
    </CrudDialog>
  );
}
