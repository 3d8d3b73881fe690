import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import api, { isApiError } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { accountUpdated, type Account } from '../../app/auth/sessionSlice';
import { showToasts } from '../../app/notifications/toasts';
import { changeLocale } from '../../i18n';
import { useForm } from '../../shared/form/useForm';
import { FieldFeedback, TextField } from '../../shared/form/FormField';
import { errorKeyOf, serverFieldErrors } from '../../shared/form/validation';
import { settingsPayload, validateSettings, type SettingsForm } from './validation';

export function initialSettings(account: Account | null, fallbackLocale: string): SettingsForm {
  return {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    email: account?.email ?? '',
    langKey: account?.langKey || fallbackLocale,
  };
}

/** First name, last name, e-mail and language → POST /api/account. */
export function AccountSettingsForm() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector((s) => s.authentication.account);
  const { languages, locales } = useAppSelector((s) => s.applicationConfig.config);
  const form = useForm(initialSettings(account, i18n.language), (f) => validateSettings(f, locales));
  const [saving, setSaving] = useState(false);
  const { values: v, errors, set } = form;
  const label = (field: keyof SettingsForm) => t(`settings.${field}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      const res = await api.post<Account>('/api/account', settingsPayload(v), { successMessage: 'settings.messages.success' });
      if (res.data && typeof res.data === 'object') dispatch(accountUpdated(res.data));
      if (v.langKey !== i18n.language) await changeLocale(v.langKey);
    } catch (err) {
      if (isApiError(err)) {
        const fields = serverFieldErrors(err);
        if (errorKeyOf(err) === 'emailexists') fields.email = { key: 'error.emailexists' };
        form.setServerErrors(fields);
      }
    } finally {
      setSaving(false);
    }
  };

  const options = locales.length > 0 ? locales : Object.keys(languages);

  return (
    <form onSubmit={(e) => void submit(e)} noValidate data-testid="settings-form">
      <div className="row">
        <div className="col-md-6">
          <TextField
            id="settings-firstName"
            label={label('firstName')}
            value={v.firstName}
            onChange={(x) => set('firstName', x)}
            error={errors.firstName}
            autoComplete="given-name"
            maxLength={50}
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            id="settings-lastName"
            label={label('lastName')}
            value={v.lastName}
            onChange={(x) => set('lastName', x)}
            error={errors.lastName}
            autoComplete="family-name"
            maxLength={50}
            required
          />
        </div>
      </div>
      <TextField
        id="settings-email"
        type="email"
        label={label('email')}
        value={v.email}
        onChange={(x) => set('email', x)}
        error={errors.email}
        autoComplete="email"
        maxLength={254}
        required
      />
      <div className="mb-3">
        <label htmlFor="settings-langKey" className="form-label">
          {label('langKey')}
        </label>
        <select
          id="settings-langKey"
          className={`form-select${errors.langKey ? ' is-invalid' : ''}`}
          value={v.langKey}
          onChange={(e) => set('langKey', e.target.value)}
          data-testid="settings-langKey"
        >
          {options.map((code) => (
            <option key={code} value={code} lang={code}>
              {languages[code] ?? code}
            </option>
          ))}
        </select>
        <FieldFeedback id="settings-langKey" message={errors.langKey} label={label('langKey')} />
      </div>
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="settings-submit">
        {t('entity.action.save')}
      </button>
    </form>
  );
}
