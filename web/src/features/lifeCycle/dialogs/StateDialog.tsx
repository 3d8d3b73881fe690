import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';
import { encodeMessage } from '../../../shared/form/schema';
import { CheckField, TextField } from '../../../shared/form/FormField';
import { serverFieldErrors } from '../../../shared/form/validation';
import { useEnumLabel } from '../labels';
import { useSaveStateMutation } from '../lifeCycleApi';
import { toStateCode } from '../rules';
import { newStateForm, statePayload, stateSchema, stateServerErrors, stateToForm, type StateForm } from '../stateForms';
import type { DefinedTypes, LifeCycleState } from '../types';
import { CrudDialog } from './CrudDialog';
import { SelectField } from '../../../shared/form/FormField';

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
  const [saveState] = useSaveStateMutation();
  const taken = states.filter((s) => s.id !== state?.id).map((s) => s.code);
  const initial = state ? stateToForm(state) : newStateForm();
  for (const l of languages) initial.names[l] ??= '';
  return (
    <CrudDialog
      testId="state-dialog"
      title={state ? t('lifeCycle.state.edit', { code: state.code }) : t('lifeCycle.state.add')}
      schema={stateSchema(taken)}
      initial={initial}
      save={(values) => saveState(statePayload(values, lifeCycleId)).unwrap()}
      onClose={onClose}
      onError={(error, form) => {
        // the server names a state's names stateDefinitionList[i].name: put them on the name fields
        const sent = statePayload(form.getValues(), lifeCycleId);
        for (const [field, message] of Object.entries(stateServerErrors(serverFieldErrors(error), sent))) {
          form.setError(field.replace(/^name\./, 'names.') as Path<StateForm>, { type: 'server', message: encodeMessage(message) });
        }
      }}
    >
      {(form) => (
        <>
          <div className="row">
            <div className="col-md-6">
              <TextField
                {...form.text('code')}
                onChange={(x) => form.set('code', toStateCode(x))}
                id="state-code"
                label={t('lifeCycleState.code')}
                required
                maxLength={50}
                help={t('lifeCycle.state.codeHelp')}
              />
            </div>
            <div className="col-md-6">
              <SelectField
                id="state-type"
                label={t('lifeCycleState.stateType')}
                value={form.values.stateType}
                onChange={(x) => form.set('stateType', x)}
                options={types.stateTypes.map((s) => ({ value: s, label: enumLabel('stateType', s) }))}
                error={form.errorOf('stateType')}
                required
              />
            </div>
          </div>
          {languages.map((l) => (
            <TextField
              key={l}
              {...form.text(`names.${l}`)}
              id={`state-name-${l}`}
              label={t('lifeCycle.state.nameIn', { language: l })}
              required={l === 'en'}
              maxLength={200}
            />
          ))}
          <CheckField {...form.check('isHappyPath')} id="state-isHappyPath" label={t('lifeCycleState.isHappyPath')}>
            {t('lifeCycleState.isHappyPath')}
          </CheckField>
          <CheckField
            {...form.check('isInitial')}
            id="state-isInitial"
            label={t('lifeCycleState.isInitial')}
            disabled={state?.isInitial === true}
          >
            {t('lifeCycleState.isInitial')}
          </CheckField>
          {state?.isInitial && <p className="form-text">{t('lifeCycle.state.initialHelp')}</p>}
        </>
      )}
    </CrudDialog>
  );
}
