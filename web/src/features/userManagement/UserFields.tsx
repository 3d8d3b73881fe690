import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { indentedTitle, type TreeOption } from '../../shared/organizationTree';
import { CheckField, TextField } from '../../shared/form/FormField';
import type { ZodForm } from '../../shared/form/useZodForm';
import { canGrant, roleKey, toggleRole, type UserForm } from './userManagement';

interface Props {
  form: ZodForm<UserForm>;
  roles: readonly string[];
  units: readonly TreeOption[];
  viewer: readonly string[];
}

/** The fields of the user dialog: identity, language, unit, the password on create, activation and roles. */
export function UserFields({ form, roles, units, viewer }: Props) {
  const { t } = useTranslation();
  const config = useAppSelector((s) => s.applicationConfig.config);
  const v = form.values;
  const label = (field: string) => t(`userManagement.${field}`);
  return (
    <>
      <div className="row">
        <div className="col-md-6">
          <TextField {...form.text('login')} id="user-login" label={label('login')} required maxLength={100} />
        </div>
        <div className="col-md-6">
          <TextField {...form.text('email')} id="user-email" label={label('email')} type="email" required maxLength={254} />
        </div>
        <div className="col-md-6">
          <TextField {...form.text('firstName')} id="user-firstName" label={label('firstName')} maxLength={50} />
        </div>
        <div className="col-md-6">
          <TextField {...form.text('lastName')} id="user-lastName" label={label('lastName')} maxLength={50} />
        </div>
        <div className="col-md-6 mb-3">
          <label htmlFor="user-langKey" className="form-label">
            {label('langKey')}
          </label>
          <select
            id="user-langKey"
            className="form-select"
            value={v.langKey}
            onChange={(e) => form.set('langKey', e.target.value)}
            data-testid="user-langKey"
          >
            {config.locales.map((l) => (
              <option key={l} value={l}>
                {config.languages[l] ?? l}
              </option>
            ))}
          </select>
        </div>
        <div className="col-md-6 mb-3">
          <label htmlFor="user-organizationUnitId" className="form-label">
            {label('organizationUnit')}
          </label>
          <select
            id="user-organizationUnitId"
            className="form-select"
            value={v.organizationUnitId}
            onChange={(e) => form.set('organizationUnitId', e.target.value)}
            data-testid="user-organizationUnitId"
          >
            <option value="">—</option>
            {units.map((o) => (
              <option key={o.value} value={o.value} disabled={o.disabled}>
                {indentedTitle(o)}
              </option>
            ))}
          </select>
        </div>
        {v.id === null && (
          <div className="col-md-6">
            <TextField
              {...form.text('password')}
              id="user-password"
              label={label('password')}
              type="password"
              maxLength={50}
              help={t('userManagement.passwordHelp')}
              autoComplete="new-password"
            />
          </div>
        )}
        <div className="col-md-6">
          <CheckField {...form.check('activated')} id="user-activated" label={label('activated')}>
            {label('activated')}
          </CheckField>
        </div>
      </div>
      <fieldset>
        <legend className="form-label fs-6">{label('profiles')}</legend>
        <div className="row">
          {roles.map((r) => (
            <div className="col-md-4" key={r}>
              <CheckField
                id={`user-role-${r}`}
                checked={v.authorities.includes(r)}
                disabled={!canGrant(viewer, r)}
                onChange={(on) => form.set('authorities', toggleRole(v.authorities, r, on))}
                label={r}
              >
                {t(roleKey(r))}
              </CheckField>
            </div>
          ))}
        </div>
      </fieldset>
    </>
  );
}
