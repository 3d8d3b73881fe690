import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../../../shared/form/FormField';
import type { ZodForm } from '../../../shared/form/useZodForm';
import type { TaskForm } from '../pieceForms';
import { RoleField } from './fields';

/** The fields of a task definition (of a state or of a command); ids start with prefix. */
export function TaskFields({ prefix, form, roles }: { prefix: string; form: ZodForm<TaskForm>; roles: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <TextField {...form.text('name')} id={`${prefix}-name`} label={t('stateTaskDefinition.name')} required maxLength={100} />
      <RoleField
        id={`${prefix}-role`}
        label={t('stateTaskDefinition.role')}
        roles={roles}
        value={form.values.role}
        onChange={(x) => form.set('role', x)}
        error={form.errorOf('role')}
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
