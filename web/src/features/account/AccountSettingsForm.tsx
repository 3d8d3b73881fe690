import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { accountUpdated, type Account } from '../../app/auth/sessionSlice';
import { changeLocale } from '../../i18n';
import { useZodForm } from '../../shared/form/useZodForm';
import { SelectField, TextField } from '../../shared/form/FormField';
import { useSaveAccountMutation } from './accountApi';
import { settingsPayload, settingsSchema, type SettingsForm } from './validation';

export function initialSettings(account: Account | null, fallbackLocale: string): SettingsForm {
  return {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    email: account?.email ?? '',
    langKey: account?.langKey || fallbackLocale,
  };
}

/** First name, last name, e-mail and language → POST /api/account; the session's account follows. */
export function AccountSettingsForm() {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const account = useAppSelector((s) => s.authentication.account);
  const { languages, locales } = useAppSelector((s) => s.applicationConfig.config);
  const schema = useMemo(() => settingsSchema(locales), [locales]);
  const form = useZodForm(schema, initialSettings(account, i18n.language), { invalidToast: 'settings.messages.invalid' });
  const [saveAccount, { isLoading: saving }] = useSaveAccountMutation();
  const label = (field: keyof SettingsForm) => t(`settings.${field}`);

  const onSubmit = form.submit(
    async (values) => {
      dispatch(accountUpdated(await saveAccount(settingsPayload(values)).unwrap()));
      if (values.langKey !== i18n.language) await changeLocale(values.langKey);
    },
    { errorKeys: { emailexists: 'email' } },
  );

  const options = locales.length > 0 ? locales : Object.keys(languages);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate data-testid="settings-form">
      <div className="row">
        <div className="col-md-6">
          <TextField
            {...form.text('firstName')}
            id="settings-firstName"
            label={label('firstName')}
            autoComplete="given-name"
            maxLength={50}
            required
          />
        </div>
        <div className="col-md-6">
          <TextField
            {...form.text('lastName')}
            id="settings-lastName"
            label={label('lastName')}
            autoComplete="family-name"
            maxLength={50}
            required
          />
        </div>
      </div>
      <TextField
        {...form.text('email')}
        id="settings-email"
        type="email"
        label={label('email')}
        autoComplete="email"
        maxLength={254}
        required
      />
      <SelectField {...form.text('langKey')} id="settings-langKey" label={label('langKey')}>
        {options.map((code) => (
          <option key={code} value={code} lang={code}>
            {languages[code] ?? code}
          </option>
        ))}
      </SelectField>
      <button type="submit" className="btn btn-primary" disabled={saving} data-testid="settings-submit">
        {t('entity.action.save')}
      </button>
    </form>
  );
}
