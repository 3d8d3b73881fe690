import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../../../shared/form/FormField';
import type { ZodForm } from '../../../shared/form/useZodForm';
import type { TaskForm } from '../pieceForms';
import { SelectField, useRoleOptions } from './fields';

/** The fields of a task definition (of a state or of a command); ids start with prefix. */
export function TaskFields({ prefix, form, roles }: { prefix: string; form: ZodForm<TaskForm>; roles: readonly string[] }) {
  const { t } = useTranslation();
  const options = useRoleOptions(roles);
  return (
    <>
      <TextField {...form.text('name')} id={`${prefix}-name`} label={t('stateTaskDefinition.name')} required maxLength={100} />
      <SelectField
        id={`${prefix}-role`}
        label={t('stateTaskDefinition.role')}
        value={form.values.role}
        onChange={(x) => form.set('role', x)}
        options={options}
        error={form.errorOf('role')}
        required
        placeholder={t('lifeCycle.choose')}
      />
      <TextField
        {...form.text('deadlineDays')}
        id={`${prefix}-deadlineDays`}
        label={t('stateTaskDefinition.deadlineDays')}
        required
        inputMode="numeric"
      />
      <CheckField {...form.check('sendEmail')} id={`${prefix}-sendEmail`} label={t('stateTaskDefinition.sendEmail')}>
        {t('stateTaskDefinition.sendEmail')}
      </CheckField>
    </>
  );
}
