import { useTranslation } from 'react-i18next';
import { TextField } from '../../../shared/form/FormField';
import { useEnumLabel } from '../labels';
import { useSavePiece } from '../lifeCycleApi';
import { actionPayload, actionSchema, actionToForm, newActionForm } from '../pieceForms';
import { stateLabel } from '../rules';
import { EXPLANATION_MODES, type DefinedTypes, type Explanation, type LifeCycleState, type StateAction } from '../types';
import { CrudDialog } from './CrudDialog';
import { SelectField } from '../../../shared/form/FormField';
import { RoleSelect } from './fields';

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
  const save = useSavePiece('action');
  const taken = state.actions.filter((a) => a.id !== action?.id).map((a) => a.name);
  return (
    <CrudDialog
      testId="action-dialog"
      title={action ? t('lifeCycle.action.edit', { name: action.name }) : t('lifeCycle.action.add', { state: stateLabel(state, lang) })}
      schema={actionSchema(taken)}
      initial={action ? actionToForm(action) : newActionForm()}
      save={(values) => save(actionPayload(values, state.id))}
      onClose={onClose}
    >
      {(form) => (
        <>
          <TextField
            {...form.text('name')}
            id="action-name"
            label={t('stateAction.name')}
            required
            maxLength={50}
            help={t('lifeCycle.action.nameHelp')}
          />
          <SelectField
            id="action-target"
            label={t('stateAction.targetStateId')}
            value={form.values.targetStateId}
            onChange={(x) => form.set('targetStateId', x)}
            options={states.map((s) => ({ value: String(s.id), label: `${stateLabel(s, lang)} (${s.code})` }))}
            error={form.errorOf('targetStateId')}
            required
            placeholder={t('lifeCycle.choose')}
          />
          <RoleSelect
            id="action-roles"
            label={t('stateAction.roles')}
            roles={types.contributionRoles}
            value={form.values.roles}
            onChange={(x) => form.set('roles', x)}
            error={form.errorOf('roles')}
          />
          <SelectField
            id="action-explanation"
            label={t('stateAction.explanation')}
            value={form.values.explanation}
            onChange={(x) => form.set('explanation', x as Explanation)}
            options={EXPLANATION_MODES.map((m) => ({ value: m, label: enumLabel('explanation', m) }))}
          />
          <SelectField
            id="action-required-evaluation"
            label={t('stateAction.requiredEvaluation')}
            value={form.values.requiredEvaluation}
            onChange={(x) => form.set('requiredEvaluation', x)}
            options={[
              { value: '', label: t('lifeCycle.action.requiredEvaluationNone') },
              ...types.evalTypes.map((e) => ({ value: e, label: t(`evaluation.evalType.${e}`, { defaultValue: e }) })),
            ]}
            help={t('lifeCycle.action.requiredEvaluationHelp')}
          />
        </>
      )}
    </CrudDialog>
  );
}
