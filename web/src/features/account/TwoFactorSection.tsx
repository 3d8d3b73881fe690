import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../app/api';
import { FieldFeedback } from '../../shared/form/FormField';
import type { FieldMessage } from '../../shared/form/validation';
import { errorKeyOf } from '../../shared/form/validation';
import { checkTwoFactorCode, twoFactorDigits } from './validation';
import { disableTwoFactor, enableTwoFactor, getTwoFactorStatus, setUpTwoFactor, type TwoFactorSetup } from './twoFactorApi';

/** Two-factor sign-in: status, set-up (QR code and secret), enable and disable with a code. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const [enabled, setEnabled] = useState<boolean | null>(null);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldMessage | undefined>();
  const [busy, setBusy] = useState(false);
  const codeLabel = t('twoFactor.code');

  useEffect(() => {
    let live = true;
    getTwoFactorStatus().then(
      (s) => live && setEnabled(s.enabled),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    try {
      await fn();
    } catch (err) {
      // the API client showed the toast; the code field shows what went wrong
      const key = isApiError(err) ? errorKeyOf(err) : null;
      if (key === 'twoFactorCodeInvalid') setError({ key: 'error.twoFactorCodeInvalid' });
    } finally {
      setBusy(false);
    }
  };

  const startSetup = () =>
    run(async () => {
      setSetup(await setUpTwoFactor());
      setCode('');
      setError(undefined);
    });

  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const problem = checkTwoFactorCode(code);
    setError(problem);
    if (problem) return;
    void run(async () => {
      const status = enabled ? await disableTwoFactor(code) : await enableTwoFactor(code);
      setEnabled(status.enabled);
      setSetup(null);
      setCode('');
    });
  };

  const codeForm = (action: 'enable' | 'disable') => (
    <form onSubmit={submitCode} noValidate className="mt-3" data-testid={`two-factor-${action}-form`}>
      <label htmlFor="two-factor-code" className="form-label">
        {codeLabel}
      </label>
      <div className="d-flex gap-2 align-items-start" style={{ maxWidth: 360 }}>
        <div className="flex-grow-1">
          <input
            id="two-factor-code"
            className={`form-control${error ? ' is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => {
              setCode(twoFactorDigits(e.target.value));
              setError(undefined);
            }}
            data-testid="two-factor-code"
          />
          <FieldFeedback id="two-factor-code" message={error} label={codeLabel} />
        </div>
        <button
          type="submit"
          className={`btn ${action === 'enable' ? 'btn-success' : 'btn-danger'}`}
          disabled={busy}
          data-testid={`two-factor-${action}`}
        >
          {t(`twoFactor.${action}`)}
        </button>
      </div>
    </form>
  );

  if (enabled === null) {
    return (
      <div className="text-muted" data-testid="two-factor-loading">
        {t('global.loading')}
      </div>
    );
  }

  return (
    <div data-testid="two-factor-section" data-enabled={enabled}>
      <p className={enabled ? 'text-success fw-semibold' : 'text-muted'} data-testid="two-factor-status">
        {enabled ? t('twoFactor.status.enabled') : t('twoFactor.status.disabled')}
      </p>
      {enabled ? (
        <>
          <p className="small text-muted mb-0">{t('twoFactor.disableHelp')}</p>
          {codeForm('disable')}
        </>
      ) : setup ? (
        <div data-testid="two-factor-setup-panel">
          <p className="small">{t('twoFactor.setupHelp')}</p>
          <img
            src={setup.qrCode}
            alt={t('twoFactor.qrAlt')}
            width={200}
            height={200}
            className="border rounded mb-2"
            data-testid="two-factor-qr"
          />
          <div className="small">
            {t('twoFactor.secret')}:{' '}
            <code className="user-select-all" data-testid="two-factor-secret">
              {setup.secret}
            </code>
          </div>
          {codeForm('enable')}
        </div>
      ) : (
        <>
          <p className="small text-muted">{t('twoFactor.intro')}</p>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() => void startSetup()}
            disabled={busy}
            data-testid="two-factor-setup"
          >
            {t('twoFactor.setup')}
          </button>
        </>
      )}
    </div>
  );
}
