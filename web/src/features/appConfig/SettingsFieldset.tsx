import { useTranslation } from 'react-i18next';
import { FieldFeedback } from '../../shared/form/FormField';
import type { ZodForm } from '../../shared/form/useZodForm';
import { APPLICATION_STATUSES, FLAGS } from './appConfig';
import type { ApplicationStatus } from '../../app/config/configSlice';
import type { EditConfig } from './types';

/** The switches, the leaderboard's month count and the application status. */
export function SettingsFieldset({ form }: { form: ZodForm<EditConfig> }) {
  const { t } = useTranslation();
  const v = form.values;
  const monthError = form.errorOf('leaderboardDisplayMonthCount');
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6">{t('appConfig.settings')}</legend>
      {FLAGS.map((f) => (
        <div className="form-check form-switch" key={f}>
          <input
            id={`config-${f}`}
            type="checkbox"
            className="form-check-input"
            checked={v[f]}
            onChange={(e) => form.set(f, e.target.checked)}
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
          className={`form-control${monthError ? ' is-invalid' : ''}`}
          value={Number.isFinite(v.leaderboardDisplayMonthCount) ? v.leaderboardDisplayMonthCount : ''}
          onChange={(e) => form.set('leaderboardDisplayMonthCount', e.target.value === '' ? NaN : Number(e.target.value))}
          data-testid="config-leaderboardDisplayMonthCount"
        />
        <FieldFeedback id="config-leaderboardDisplayMonthCount" message={monthError} label={t('appConfig.leaderboardDisplayMonthCount')} />
      </div>
      <div className="mt-3">
        <label className="form-label" htmlFor="config-applicationStatus">
          {t('appConfig.applicationStatus')}
        </label>
        <select
          id="config-applicationStatus"
          className="form-select"
          value={v.applicationStatus}
          onChange={(e) => form.set('applicationStatus', e.target.value as ApplicationStatus)}
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
  );
}
