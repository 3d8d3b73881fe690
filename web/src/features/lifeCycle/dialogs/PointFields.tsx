import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../../../shared/form/FormField';
import type { ZodForm } from '../../../shared/form/useZodForm';
import type { CommandPointForm, PointForm } from '../pieceForms';
import { RoleField } from './fields';

/** The fields of a point definition (of an action or of a command); ids start with prefix. */
export function PointFields({
  prefix,
  form,
  roles,
}: {
  prefix: string;
  form: ZodForm<PointForm> | ZodForm<CommandPointForm>;
  roles: readonly string[];
}) {
  const { t } = useTranslation();
  // both forms hold the same three fields
  const f = form as ZodForm<PointForm>;
  return (
    <>
      <RoleField
        id={`${prefix}-role`}
        label={t('actionPointDefinition.role')}
        roles={roles}
        value={f.values.role}
        onChange={(x) => f.set('role', x)}
        error={f.errorOf('role')}
      />
      <TextField {...f.text('points')} id={`${prefix}-points`} label={t('actionPointDefinition.points')} required inputMode="numeric" />
      <CheckField {...f.check('share')} id={`${prefix}-share`} label={t('actionPointDefinition.share')}>
        {t('actionPointDefinition.share')}
      </CheckField>
    </>
  );
}
