import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiDispatch } from '../../shared/apiDispatch';
import { FieldFeedback } from '../../shared/form/FormField';
import { useZodForm } from '../../shared/form/useZodForm';
import {
  accountApi,
  useTwoFactorDisableMutation,
  useTwoFactorEnableMutation,
  useTwoFactorSetupMutation,
  useTwoFactorStatusQuery,
  type TwoFactorSetup,
} from './accountApi';
import { twoFactorCodeSchema, twoFactorDigits } from './validation';

/** Two-factor sign-in: status, set-up (QR code and secret), enable and disable with a code. */
export function TwoFactorSection() {
  const { t } = useTranslation();
  const dispatch = useApiDispatch();
  const status = useTwoFactorStatusQuery();
  const [setUp, setUpState] = useTwoFactorSetupMutation();
  const [enable, enableState] = useTwoFactorEnableMutation();
  const [disable, disableState] = useTwoFactorDisableMutation();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const form = useZodForm(twoFactorCodeSchema, { code: '' }, { invalidToast: null });
  const busy = setUpState.isLoading || enableState.isLoading || disableState.isLoading;
  const enabled = status.data?.enabled ?? null;
  const codeLabel = t('twoFactor.code');

  // a failure was shown by the API client; the section stays as it was
  const startSetup = async () => {
    const result = await setUp();
    if (result.data === undefined) return;
    setSetup(result.data);
    form.reset({ code: '' });
  };

  // the answer of enable/disable is the new status: it replaces the one read on load
  const submitCode = form.submit(
    async ({ code }) => {
      const next = enabled ? await disable(code).unwrap() : await enable(code).unwrap();
      dispatch(accountApi.util.upsertQueryData('twoFactorStatus', undefined, next));
      setSetup(null);
      form.reset({ code: '' });
    },
    { errorKeys: { twoFactorCodeInvalid: 'code' } },
  );

  const codeForm = (action: 'enable' | 'disable') => (
    <form onSubmit={(e) => void submitCode(e)} noValidate className="mt-3" data-testid={`two-factor-${action}-form`}>
      <label htmlFor="two-factor-code" className="form-label">
        {codeLabel}
      </label>
      <div className="d-flex gap-2 align-items-start" style={{ maxWidth: 360 }}>
        <div className="flex-grow-1">
          <input
            id="two-factor-code"
            className={`form-control${form.errorOf('code') ? ' is-invalid' : ''}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={form.values.code}
            onChange={(e) => form.set('code', twoFactorDigits(e.target.value))}
            data-testid="two-factor-code"
          />
          <FieldFeedback id="two-factor-code" message={form.errorOf('code')} label={codeLabel} />
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

  // the status could not be read (the API client said why): nothing to offer
  if (status.isError) return null;
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
