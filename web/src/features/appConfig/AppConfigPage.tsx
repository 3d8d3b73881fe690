import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import api from '../../app/api';
import { useAppDispatch } from '../../app/store';
import { getAppConfig } from '../../app/config/configSlice';
import { showToasts } from '../../app/notifications/toasts';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { FieldFeedback } from '../../shared/form/FormField';
import type { FieldMessage } from '../../shared/form/validation';
import {
  ALL_MODULES,
  APPLICATION_STATUSES,
  AVAILABILITIES,
  FLAGS,
  SETTING_MODULES,
  addLocale,
  checkTestEmail,
  moveLocale,
  normalizeConfig,
  toggleModule,
  validateConfig,
  type EditConfig,
} from './appConfig';

export function AppConfigPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [config, setConfig] = useState<EditConfig | null>(null);
  const [newLocale, setNewLocale] = useState('');
  const [localeError, setLocaleError] = useState<FieldMessage | undefined>();
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [testEmail, setTestEmail] = useState('');
  const [testEmailError, setTestEmailError] = useState<FieldMessage | undefined>();

  useEffect(() => {
    void api.get<Partial<EditConfig>>('/api/v3/config/get-edit-config').then(
      (r) => setConfig(normalizeConfig(r.data ?? {})),
      () => undefined,
    );
  }, []);

  if (!config) return <div className="container-xl" data-testid="app-config-page" />;
  const errors = submitted ? validateConfig(config) : {};
  const update = (change: Partial<EditConfig>) => setConfig({ ...config, ...change });

  const save = async (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(validateConfig(config)).length > 0) {
      showToasts([{ type: 'error', key: 'error.contributionValidateError' }]);
      return;
    }
    setSaving(true);
    try {
      const res = await api.put<Partial<EditConfig>>('/api/v3/config/update-config', config);
      if (res.data && typeof res.data === 'object') setConfig(normalizeConfig(res.data));
      // the navigation bar follows the new configuration at once
      await dispatch(getAppConfig());
    } catch {
      // shown by the API client
    } finally {
      setSaving(false);
    }
  };

  const sendTest = async () => {
    const err = checkTestEmail(testEmail);
    setTestEmailError(err);
    if (err) return;
    try {
      await api.get(`/api/v3/email/test/${encodeURIComponent(testEmail.trim())}`);
    } catch {
      // shown by the API client
    }
  };

  return (
    <div className="container-xl" data-testid="app-config-page">
      <BreadcrumbBar items={[t('admin.title'), t('appConfig.title')]} />
      <h2 className="h4">{t('appConfig.title')}</h2>
      <form onSubmit={(e) => void save(e)} noValidate>
        <div className="row">
          <div className="col-lg-6">
            <fieldset className="card card-body mb-3">
              <legend className="h6">{t('appConfig.locales')}</legend>
              <p className="small text-muted">{t('appConfig.localesHelp')}</p>
              <ul className="list-group mb-2" data-testid="config-locales">
                {config.locales.map((l, i) => (
                  <li key={l} className="list-group-item d-flex align-items-center gap-2" data-testid={`config-locale-${l}`}>
                    <span className="fw-semibold">{l}</span>
                    {i === 0 && <span className="badge text-bg-primary">{t('appConfig.defaultLocale')}</span>}
                    <span className="ms-auto btn-group btn-group-sm">
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        disabled={i === 0}
                        onClick={() => update({ locales: moveLocale(config.locales, i, -1) })}
                        aria-label={t('appConfig.up')}
                      >
                        ▲
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-secondary"
                        disabled={i === config.locales.length - 1}
                        onClick={() => update({ locales: moveLocale(config.locales, i, 1) })}
                        aria-label={t('appConfig.down')}
                      >
                        ▼
                      </button>
                      <button
                        type="button"
                        className="btn btn-outline-danger"
                        disabled={config.locales.length === 1}
                        onClick={() => update({ locales: config.locales.filter((x) => x !== l) })}
                        aria-label={t('entity.action.delete')}
                      >
                        ✕
                      </button>
                    </span>
                  </li>
                ))}
              </ul>
              <div className="input-group input-group-sm">
                <input
                  className="form-control"
                  value={newLocale}
                  onChange={(e) => setNewLocale(e.target.value)}
                  placeholder="de"
                  data-testid="config-new-locale"
                  aria-label={t('appConfig.addLocale')}
                />
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => {
                    const next = addLocale(config.locales, newLocale);
                    if (next === null) {
                      setLocaleError({ key: 'entity.validation.pattern' });
                      return;
                    }
                    setLocaleError(undefined);
                    setNewLocale('');
                    update({ locales: next });
                  }}
                  data-testid="config-add-locale"
                >
                  {t('appConfig.addLocale')}
                </button>
              </div>
              <FieldFeedback id="config-new-locale" message={localeError ?? errors.locales} label={t('appConfig.locales')} />
            </fieldset>

            <fieldset className="card card-body mb-3">
              <legend className="h6">{t('appConfig.availableModules')}</legend>
              {ALL_MODULES.map((m) => (
                <div className="form-check" key={m}>
                  <input
                    id={`config-module-${m}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={config.availableModules.includes(m)}
                    onChange={(e) => update({ availableModules: toggleModule(config.availableModules, m, e.target.checked) })}
                    data-testid={`config-module-${m}`}
                  />
                  <label className="form-check-label" htmlFor={`config-module-${m}`}>
                    {t(`appConfig.modules.${m}`)}
                  </label>
                </div>
              ))}
            </fieldset>

            <fieldset className="card card-body mb-3">
              <legend className="h6">{t('appConfig.moduleSubmitListSettings')}</legend>
              <table className="table table-sm mb-0">
                <thead>
                  <tr>
                    <th />
                    <th>{t('appConfig.listingEnabled')}</th>
                    <th>{t('appConfig.submitEnabled')}</th>
                  </tr>
                </thead>
                <tbody>
                  {SETTING_MODULES.map((m) => (
                    <tr key={m}>
                      <th>{t(`appConfig.modules.${m}`)}</th>
                      {(['listingEnabled', 'submitEnabled'] as const).map((k) => (
                        <td key={k}>
                          <select
                            className="form-select form-select-sm"
                            value={config.moduleSubmitListSettings[m][k]}
                            aria-label={`${m} ${t(`appConfig.${k}`)}`}
                            onChange={(e) =>
                              update({
                                moduleSubmitListSettings: {
                                  ...config.moduleSubmitListSettings,
                                  [m]: { ...config.moduleSubmitListSettings[m], [k]: e.target.value },
                                },
                              })
                            }
                            data-testid={`config-${m}-${k}`}
                          >
                            {AVAILABILITIES.map((a) => (
                              <option key={a} value={a}>
                                {t(`appConfig.availability.${a}`)}
                              </option>
                            ))}
                          </select>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </fieldset>
          </div>
          <div className="col-lg-6">
            <fieldset className="card card-body mb-3">
              <legend className="h6">{t('appConfig.settings')}</legend>
              {FLAGS.map((f) => (
                <div className="form-check form-switch" key={f}>
                  <input
                    id={`config-${f}`}
                    type="checkbox"
                    className="form-check-input"
                    checked={config[f]}
                    onChange={(e) => update({ [f]: e.target.checked })}
                    data-testid={`config-${f}`}
                  />
                  <label className="form-check-label" htmlFor={`config-${f}`}>
                    {t(`appConfig.${f}`)}
                  </label>
                </div>
              ))}
              <div className="mt-3">
                <label className="form-label" htmlFor="config-leaderboardDisplayMonthCount">
                  {t('appConfig.leaderboardDisplayMonthCount')}
                </label>
                <input
                  id="config-leaderboardDisplayMonthCount"
                  type="number"
                  min={0}
                  max={120}
                  className={`form-control${errors.leaderboardDisplayMonthCount ? ' is-invalid' : ''}`}
                  value={Number.isFinite(config.leaderboardDisplayMonthCount) ? config.leaderboardDisplayMonthCount : ''}
                  onChange={(e) => update({ leaderboardDisplayMonthCount: e.target.value === '' ? NaN : Number(e.target.value) })}
                  data-testid="config-leaderboardDisplayMonthCount"
                />
                <FieldFeedback
                  id="config-leaderboardDisplayMonthCount"
                  message={errors.leaderboardDisplayMonthCount}
                  label={t('appConfig.leaderboardDisplayMonthCount')}
                />
              </div>
              <div className="mt-3">
                <label className="form-label" htmlFor="config-applicationStatus">
                  {t('appConfig.applicationStatus')}
                </label>
                <select
                  id="config-applicationStatus"
                  className="form-select"
                  value={config.applicationStatus}
                  onChange={(e) => update({ applicationStatus: e.target.value })}
                  data-testid="config-applicationStatus"
                >
                  {APPLICATION_STATUSES.map((s) => (
                    <option key={s} value={s}>
                      {t(`appConfig.status.${s}`)}
                    </option>
                  ))}
                </select>
              </div>
            </fieldset>
            <fieldset className="card card-body mb-3">
              <legend className="h6">{t('appConfig.testEmail.title')}</legend>
              <div className="input-group">
                <input
                  type="email"
                  className={`form-control${testEmailError ? ' is-invalid' : ''}`}
                  value={testEmail}
                  onChange={(e) => setTestEmail(e.target.value)}
                  aria-label={t('emailTest.email')}
                  placeholder="name@example.com"
                  data-testid="config-test-email"
                />
                <button
                  type="button"
                  className="btn btn-outline-primary"
                  onClick={() => void sendTest()}
                  data-testid="config-test-email-send"
                >
                  {t('appConfig.testEmail.send')}
                </button>
              </div>
              <FieldFeedback id="config-test-email" message={testEmailError} label={t('emailTest.email')} />
            </fieldset>
          </div>
        </div>
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="config-save">
          {t('entity.action.save')}
        </button>
      </form>
    </div>
  );
}

export default AppConfigPage;
