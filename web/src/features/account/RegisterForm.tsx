import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import { PasswordInput } from '../../shared/PasswordInput';
import { formatPhone } from '../../shared/format';
import { useFormCaptcha } from '../../shared/form/captcha';
import { CaptchaField } from '../../shared/form/CaptchaField';
import { CheckField, SelectField, TextField, useFieldMessage } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import { useRegisterMutation } from './accountApi';
import { EDUCATION_LEVELS, EMPTY_REGISTRATION, phoneDigits, registrationPayload, registrationSchema } from './validation';

export const TERMS_PATH = '/static-content-view/terms-platform';
export const PRIVACY_PATH = '/static-content-view/privacy-platform';
const PHONE_PLACEHOLDER = '555-123-45-67';

type TextName = 'firstName' | 'lastName' | 'email' | 'company' | 'department' | 'position';

/** The registration form (spec 000 §5 rules); on success to '/', on failure the captcha is refreshed. */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useZodForm(registrationSchema, EMPTY_REGISTRATION, { invalidToast: 'register.messages.invalid' });
  const captcha = useFormCaptcha();
  const fieldMessage = useFieldMessage();
  const [register, { isLoading: saving }] = useRegisterMutation();
  const v = form.values;
  const label = (field: string) => t(`registration.${field}`);

  const onSubmit = form.submit(
    async (values) => {
      await register(registrationPayload(values, i18n.language, captcha.token)).unwrap();
      void navigate('/');
    },
    {
      errorKeys: { captchaInvalid: 'captchaAnswer', emailexists: 'email' },
      // a captcha is used once: the answer empties (keeping its message) and a new one comes
      onError: () => {
        form.setValue('captchaAnswer', '');
        captcha.refresh();
      },
    },
  );

  const text = (field: TextName, opts: { required?: boolean; type?: 'email'; autoComplete?: string; maxLength?: number } = {}) => (
    <TextField
      {...form.text(field)}
      id={field}
      label={label(field)}
      required={opts.required ?? true}
      type={opts.type}
      autoComplete={opts.autoComplete}
      maxLength={opts.maxLength ?? 50}
    />
  );

  const password = (field: 'password' | 'secondPassword') => (
    <PasswordInput
      id={field}
      name={field}
      label={`${label(field)} *`}
      value={v[field]}
      onChange={(value) => form.set(field, value)}
      invalid={!!form.errorOf(field)}
      feedback={fieldMessage(form.errorOf(field), label(field))}
      showStrength={field === 'password'}
      data-testid={field}
    />
  );

  const consent = (field: 'termsAccepted' | 'privacyAccepted', link: 'terms' | 'privacy', to: string) => (
    <CheckField {...form.check(field)} id={field} label={label(field)} required>
      <Trans i18nKey={`register.consent.${link}`} components={{ [link]: <Link to={to} target="_blank" data-testid={`${link}-link`} /> }} />
    </CheckField>
  );

  return (
    <div className="row justify-content-center my-4" data-testid="register-page">
      <div className="col-lg-8 col-xl-7">
        <h1 className="h3 mb-4">{t('register.title')}</h1>
        <form onSubmit={(e) => void onSubmit(e)} noValidate>
          <div className="row">
            <div className="col-md-6">{text('firstName', { autoComplete: 'given-name' })}</div>
            <div className="col-md-6">{text('lastName', { autoComplete: 'family-name' })}</div>
          </div>
          <div className="row">
            <div className="col-md-6">{text('email', { type: 'email', autoComplete: 'email', maxLength: 254 })}</div>
            <div className="col-md-6">
              <TextField
                id="phone"
                label={label('phone')}
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                placeholder={PHONE_PLACEHOLDER}
                value={formatPhone(v.phone)}
                onChange={(value) => form.set('phone', phoneDigits(value))}
                error={form.errorOf('phone')}
                maxLength={13}
                required
              />
            </div>
          </div>
          <SelectField {...form.text('educationLevel')} id="educationLevel" label={label('educationLevel')} required>
            <option value="">{t('registration.educationLevelChoose')}</option>
            {EDUCATION_LEVELS.map((level) => (
              <option key={level} value={level}>
                {t(`registration.educationLevelValue.${level}`)}
              </option>
            ))}
          </SelectField>
          <div className="row">
            <div className="col-md-4">{text('company', { autoComplete: 'organization' })}</div>
            <div className="col-md-4">{text('department')}</div>
            <div className="col-md-4">{text('position', { required: false, autoComplete: 'organization-title' })}</div>
          </div>
          {password('password')}
          {password('secondPassword')}
          <CaptchaField {...form.text('captchaAnswer')} id="captchaAnswer" captcha={captcha} label={label('captchaAnswer')} />
          {consent('termsAccepted', 'terms', TERMS_PATH)}
          {consent('privacyAccepted', 'privacy', PRIVACY_PATH)}
          <button type="submit" className="btn btn-primary mt-3" disabled={saving} data-testid="register-submit">
            {t('register.form.button')}
          </button>
        </form>
      </div>
    </div>
  );
}
