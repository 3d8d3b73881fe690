import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '../../app/store';
import { DEFAULT_LOGIN_ERROR, login, refreshLoginCaptcha } from '../../app/auth/sessionSlice';
import { validateLoginForm, type LoginForm, type LoginFormErrors } from './validation';

export interface LoginDialogProps {
  show: boolean;
  onClose: () => void;
}

const EMPTY: LoginForm = { username: '', password: '', captchaAnswer: '', twoFactorCode: '' };

/** The sign-in dialog (spec 000 §2 "Sign-in dialog", §4 sign-in states). */
export function LoginDialog({ show, onClose }: LoginDialogProps) {
  // The first field takes the focus once the dialog is shown (a dialog moves focus into itself).
  const username = useRef<HTMLInputElement>(null);
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { loading, loginState, redirectMessage } = useAppSelector((s) => s.authentication);
  const registrationAllowed = useAppSelector((s) => s.applicationConfig.config.externalRegistrationAllowed);
  const [form, setForm] = useState<LoginForm>(EMPTY);
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<LoginFormErrors>({});

  const captchaRequired = !!loginState.captchaImage;
  const twoFactorRequired = !!loginState.twoFactorToken;

  const set = (field: keyof LoginForm) => (e: { target: { value: string } }) => {
    const value = field === 'twoFactorCode' ? e.target.value.replace(/\D/g, '').slice(0, 6) : e.target.value;
    setForm((f) => ({ ...f, [field]: value }));
    if (errors[field]) setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = validateLoginForm(form, { captchaRequired, twoFactorRequired });
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    void dispatch(
      login({
        username: form.username.trim(),
        password: form.password,
        rememberMe,
        token: loginState.captchaToken,
        answer: captchaRequired ? form.captchaAnswer.trim() : null,
        twoFactorToken: loginState.twoFactorToken,
        twoFactorAnswer: twoFactorRequired ? form.twoFactorCode : null,
      }),
    ).then(() => setForm((f) => ({ ...f, captchaAnswer: '' })));
  };

  const refreshCaptcha = () => {
    setForm((f) => ({ ...f, captchaAnswer: '' }));
    void dispatch(refreshLoginCaptcha(loginState.captchaToken));
  };

  const invalid = (field: keyof LoginForm) => (errors[field] ? ' is-invalid' : '');
  const feedback = (field: keyof LoginForm) => (errors[field] ? <div className="invalid-feedback">{t(errors[field])}</div> : null);

  return (
    <Modal
      show={show}
      onHide={onClose}
      backdrop="static"
      id="login-page"
      autoFocus={false}
      onEntered={() => username.current?.focus()}
      aria-labelledby="login-title"
      data-testid="login-dialog"
    >
      <form onSubmit={submit} noValidate>
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
            <label htmlFor="username" className="form-label">
              {t('global.form.username.label')}
            </label>
            <input
              id="username"
              name="username"
              className={`form-control${invalid('username')}`}
              placeholder={t('global.form.username.placeholder')}
              autoComplete="username"
              ref={username}
              value={form.username}
              onChange={set('username')}
              data-testid="login-username"
            />
            {feedback('username')}
          </div>
          <div className="mb-3">
            <label htmlFor="password" className="form-label">
              {t('login.form.password')}
            </label>
            <input
              id="password"
              name="password"
              type="password"
              className={`form-control${invalid('password')}`}
              placeholder={t('login.form.passwordPlaceholder')}
              autoComplete="current-password"
              value={form.password}
              onChange={set('password')}
              data-testid="login-password"
            />
            {feedback('password')}
          </div>
          {captchaRequired && (
            <div className="mb-3" data-testid="login-captcha">
              <label htmlFor="captchaAnswer" className="form-label">
                {t('login.form.captcha')}
              </label>
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
              <input
                id="captchaAnswer"
                name="captchaAnswer"
                className={`form-control${invalid('captchaAnswer')}`}
                autoComplete="off"
                value={form.captchaAnswer}
                onChange={set('captchaAnswer')}
                data-testid="login-captcha-answer"
              />
              {feedback('captchaAnswer')}
            </div>
          )}
          {twoFactorRequired && (
            <div className="mb-3">
              <label htmlFor="twoFactorCode" className="form-label">
                {t('login.form.twoFactorCode')}
              </label>
              <input
                id="twoFactorCode"
                name="twoFactorCode"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                className={`form-control${invalid('twoFactorCode')}`}
                value={form.twoFactorCode}
                onChange={set('twoFactorCode')}
                data-testid="login-two-factor"
              />
              {feedback('twoFactorCode')}
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
