import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { DEFAULT_LOGIN_ERROR, login, refreshLoginCaptcha } from '../../app/auth/sessionSlice';
import { useZodForm } from '../../shared/form/useZodForm';
import { LoginField } from './LoginField';
import { loginSchema, type LoginForm } from './validation';

export interface LoginDialogProps {
  show: boolean;
  onClose: () => void;
}

const EMPTY: LoginForm = { username: '', password: '', captchaAnswer: '', twoFactorCode: '' };

/** The sign-in dialog (spec 000 §2 "Sign-in dialog", §4 sign-in states); the session slice signs in. */
export function LoginDialog({ show, onClose }: LoginDialogProps) {
  // The first field takes the focus once the dialog is shown (a dialog moves focus into itself).
  const username = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading, loginState, redirectMessage } = useAppSelector((s) => s.authentication);
  const registrationAllowed = useAppSelector((s) => s.applicationConfig.config.externalRegistrationAllowed);
  const [rememberMe, setRememberMe] = useState(false);
  const captchaRequired = !!loginState.captchaImage;
  const twoFactorRequired = !!loginState.twoFactorToken;
  const schema = useMemo(() => loginSchema({ captchaRequired, twoFactorRequired }), [captchaRequired, twoFactorRequired]);
  // the dialog shows its messages itself: no toast
  const form = useZodForm(schema, EMPTY, { invalidToast: null });

  const onSubmit = form.submit(async (v) => {
    await dispatch(
      login({
        username: v.username.trim(),
        password: v.password,
        rememberMe,
        token: loginState.captchaToken,
        answer: captchaRequired ? v.captchaAnswer.trim() : null,
        twoFactorToken: loginState.twoFactorToken,
        twoFactorAnswer: twoFactorRequired ? v.twoFactorCode : null,
      }),
    );
    // a captcha is used once, whatever the answer
    form.setValue('captchaAnswer', '');
  });

  // Once the fade-in ended: unless the user (or a quick test) already went to a field of the form; focus
  // moved then would send the rest of their typing into the username (a password typed during the fade
  // landed there, and the form said "password required").
  const focusFirstField = () => {
    const field = username.current;
    if (field && !field.form?.contains(document.activeElement)) field.focus();
  };

  const refreshCaptcha = () => {
    form.setValue('captchaAnswer', '');
    void dispatch(refreshLoginCaptcha(loginState.captchaToken));
  };

  return (
    <Modal
      show={show}
      onHide={onClose}
      backdrop="static"
      id="login-page"
      autoFocus={false}
      onEntered={focusFirstField}
      aria-labelledby="login-title"
      data-testid="login-dialog"
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Modal.Header closeButton closeLabel={t('entity.action.cancel')}>
          <Modal.Title id="login-title">{t('login.title')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {redirectMessage && !loginState.error && (
            <div className="alert alert-warning" role="alert" data-testid="login-redirect-message">
              {t(redirectMessage)}
            </div>
          )}
          {loginState.error && (
            <div className="alert alert-danger" role="alert" data-testid="login-error">
              {t(loginState.error, { defaultValue: t(DEFAULT_LOGIN_ERROR) })}
            </div>
          )}
          {loginState.info && (
            <div className="alert alert-info" role="status" data-testid="login-info">
              {t(loginState.info, { defaultValue: t('login.info.twoFactor') })}
            </div>
          )}
          <div className="mb-3">
            <LoginField
              {...form.text('username')}
              name="username"
              label={t('global.form.username.label')}
              placeholder={t('global.form.username.placeholder')}
              autoComplete="username"
              inputRef={username}
              testId="login-username"
            />
          </div>
          <div className="mb-3">
            <LoginField
              {...form.text('password')}
              name="password"
              type="password"
              label={t('login.form.password')}
              placeholder={t('login.form.passwordPlaceholder')}
              autoComplete="current-password"
              testId="login-password"
            />
          </div>
          {captchaRequired && (
            <div className="mb-3" data-testid="login-captcha">
              <LoginField
                {...form.text('captchaAnswer')}
                name="captchaAnswer"
                label={t('login.form.captcha')}
                autoComplete="off"
                testId="login-captcha-answer"
                between={
                  <div className="d-flex align-items-center gap-2 mb-2">
                    <img
                      src={loginState.captchaImage ?? undefined}
                      alt={t('login.form.captchaImage')}
                      data-testid="login-captcha-image"
                      style={{ maxHeight: 60 }}
                    />
                    <button
                      type="button"
                      className="btn btn-outline-secondary btn-sm"
                      onClick={refreshCaptcha}
                      data-testid="login-captcha-refresh"
                    >
                      {t('login.form.captchaRefresh')}
                    </button>
                  </div>
                }
              />
            </div>
          )}
          {twoFactorRequired && (
            <div className="mb-3">
              <LoginField
                {...form.text('twoFactorCode')}
                onChange={(v) => form.set('twoFactorCode', v.replace(/\D/g, '').slice(0, 6))}
                name="twoFactorCode"
                label={t('login.form.twoFactorCode')}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                testId="login-two-factor"
              />
            </div>
          )}
          <div className="form-check">
            <input
              id="rememberMe"
              name="rememberMe"
              type="checkbox"
              className="form-check-input"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
              data-testid="login-remember-me"
            />
            <label htmlFor="rememberMe" className="form-check-label">
              {t('login.form.rememberme')}
            </label>
          </div>
          <div className="mt-3 small d-flex flex-column gap-1">
            <Link to="/account/reset/request" data-testid="login-forgot">
              {t('login.password.forgot')}
            </Link>
            {registrationAllowed && (
              <Link to="/account/register" data-testid="login-register">
                {t('login.register.link')}
              </Link>
            )}
          </div>
        </Modal.Body>
        <Modal.Footer>
          <button type="button" className="btn btn-secondary" onClick={onClose} data-testid="login-cancel">
            {t('entity.action.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={loading} data-testid="login-submit">
            {t('login.form.button')}
          </button>
        </Modal.Footer>
      </form>
    </Modal>
  );
}

export default LoginDialog;
