import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import api, { isApiError } from '../../app/api';
import { useAppSelector } from '../../app/store';
import { showToasts } from '../../app/notifications/toasts';
import { PasswordInput } from '../../shared/PasswordInput';
import { formatPhone } from '../../shared/format';
import { useForm } from '../../shared/form/useForm';
import { useFormCaptcha } from '../../shared/form/captcha';
import { CaptchaField } from '../../shared/form/CaptchaField';
import { CheckField, FieldFeedback, TextField, useFieldMessage } from '../../shared/form/FormField';
import { errorKeyOf, serverFieldErrors } from '../../shared/form/validation';
import {
  EDUCATION_LEVELS,
  EMPTY_REGISTRATION,
  phoneDigits,
  registrationPayload,
  validateRegistration,
  type RegistrationForm,
} from './validation';

export const TERMS_PATH = '/static-content-view/terms-platform';
export const PRIVACY_PATH = '/static-content-view/privacy-platform';
const PHONE_PLACEHOLDER = '555-123-45-67';

/** /account/register (spec 000 §2 Registration): the not-found page unless external registration is allowed. */
export function RegisterPage() {
  const { config, configLoaded } = useAppSelector((s) => s.applicationConfig);
  if (configLoaded && !config.externalRegistrationAllowed) return <Navigate to="/not-found" replace />;
  return <RegisterForm />;
}

/** The registration form (§5 rules); on success to '/', on failure the captcha is refreshed. */
export function RegisterForm() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<RegistrationForm>(EMPTY_REGISTRATION, validateRegistration);
  const captcha = useFormCaptcha();
  const fieldMessage = useFieldMessage();
  const [saving, setSaving] = useState(false);
  const { values: v, errors, set } = form;

  const label = (field: string) => t(`registration.${field}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.check()) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      await api.post('/api/register', registrationPayload(v, i18n.language, captcha.token), {
        successMessage: 'register.messages.success',
      });
      void navigate('/');
    } catch (err) {
      // a captcha is used once: a new one, and the answer field empties
      set('captchaAnswer', '');
      // the API client showed the translated errorKey / field errors as toasts
      if (isApiError(err)) {
        const fields = serverFieldErrors(err);
        if (errorKeyOf(err) === 'captchaInvalid') fields.captchaAnswer = { key: 'error.captchaInvalid' };
        if (errorKeyOf(err) === 'emailexists') fields.email = { key: 'error.emailexists' };
        form.setServerErrors(fields);
      }
      void captcha.refresh();
    } finally {
      setSaving(false);
    }
  };

  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'company' | 'department' | 'position',
    opts: { required?: boolean; type?: 'email'; autoComplete?: string; maxLength?: number } = {},
  ) => (
    <TextField
      id={field}
      label={label(field)}
      value={v[field]}
      onChange={(value) => set(field, value)}
      error={errors[field]}
      required={opts.required ?? true}
      type={opts.type}
      autoComplete={opts.autoComplete}
      maxLength={opts.maxLength ?? 50}
    />
  );

  return (
    <div className="row justify-content-center my-4" data-testid="register-page">
      <div className="col-lg-8 col-xl-7">
        <h1 className="h3 mb-4">{t('register.title')}</h1>
        <form onSubmit={(e) => void submit(e)} noValidate>
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
                onChange={(value) => set('phone', phoneDigits(value))}
                error={errors.phone}
                maxLength={13}
                required
              />
            </div>
          </div>
          <div className="mb-3">
            <label htmlFor="educationLevel" className="form-label">
              {label('educationLevel')}
              <span className="text-danger ms-1" aria-hidden="true">
                *
              </span>
            </label>
            <select
              id="educationLevel"
              name="educationLevel"
              className={`form-select${errors.educationLevel ? ' is-invalid' : ''}`}
              value={v.educationLevel}
              onChange={(e) => set('educationLevel', e.target.value)}
              data-testid="educationLevel"
            >
              <option value="">{t('registration.educationLevelChoose')}</option>
              {EDUCATION_LEVELS.map((level) => (
                <option key={level} value={level}>
                  {t(`registration.educationLevelValue.${level}`)}
                </option>
              ))}
            </select>
            <FieldFeedback id="educationLevel" message={errors.educationLevel} label={label('educationLevel')} />
          </div>
          <div className="row">
            <div className="col-md-4">{text('company', { autoComplete: 'organization' })}</div>
            <div className="col-md-4">{text('department')}</div>
            <div className="col-md-4">{text('position', { required: false, autoComplete: 'organization-title' })}</div>
          </div>
          <PasswordInput
            id="password"
            name="password"
            label={`${label('password')} *`}
            value={v.password}
            onChange={(value) => set('password', value)}
            invalid={!!errors.password}
            feedback={fieldMessage(errors.password, label('password'))}
            data-testid="password"
          />
          <PasswordInput
            id="secondPassword"
            name="secondPassword"
            label={`${label('secondPassword')} *`}
            value={v.secondPassword}
            onChange={(value) => set('secondPassword', value)}
            invalid={!!errors.secondPassword}
            feedback={fieldMessage(errors.secondPassword, label('secondPassword'))}
            showStrength={false}
            data-testid="secondPassword"
          />
          <CaptchaField
            id="captchaAnswer"
            captcha={captcha}
            label={label('captchaAnswer')}
            value={v.captchaAnswer}
            onChange={(value) => set('captchaAnswer', value)}
            error={errors.captchaAnswer}
          />
          <CheckField
            id="termsAccepted"
            label={label('termsAccepted')}
            checked={v.termsAccepted}
            onChange={(checked) => set('termsAccepted', checked)}
            error={errors.termsAccepted}
            required
          >
            <Trans
              i18nKey="register.consent.terms"
              components={{ terms: <Link to={TERMS_PATH} target="_blank" data-testid="terms-link" /> }}
            />
          </CheckField>
          <CheckField
            id="privacyAccepted"
            label={label('privacyAccepted')}
            checked={v.privacyAccepted}
            onChange={(checked) => set('privacyAccepted', checked)}
            error={errors.privacyAccepted}
            required
          >
            <Trans
              i18nKey="register.consent.privacy"
              components={{ privacy: <Link to={PRIVACY_PATH} target="_blank" data-testid="privacy-link" /> }}
            />
          </CheckField>
          <button type="submit" className="btn btn-primary mt-3" disabled={saving} data-testid="register-submit">
            {t('register.form.button')}
          </button>
        </form>
      </div>
    </div>
  );
}

export default RegisterPage;
