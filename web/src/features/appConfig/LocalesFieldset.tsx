import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldFeedback } from '../../shared/form/FormField';
import type { ZodForm } from '../../shared/form/useZodForm';
import type { FieldMessage } from '../../shared/form/validation';
import { addLocale, moveLocale } from './appConfig';
import type { EditConfig } from './types';

/** The configured languages in order (the first is the default): move, remove, add a code. */
export function LocalesFieldset({ form }: { form: ZodForm<EditConfig> }) {
  const { t } = useTranslation();
  const locales = form.values.locales;
  const setLocales = (next: string[]) => form.set('locales', next);
  const [newLocale, setNewLocale] = useState('');
  const [localeError, setLocaleError] = useState<FieldMessage | undefined>();

  const add = () => {
    const next = addLocale(locales, newLocale);
    if (next === null) {
      setLocaleError({ key: 'entity.validation.pattern' });
      return;
    }
    setLocaleError(undefined);
    setNewLocale('');
    setLocales(next);
  };

  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6">{t('appConfig.locales')}</legend>
      <p className="small text-muted">{t('appConfig.localesHelp')}</p>
      <ul className="list-group mb-2" data-testid="config-locales">
        {locales.map((l, i) => (
          <li key={l} className="list-group-item d-flex align-items-center gap-2" data-testid={`config-locale-${l}`}>
            <span className="fw-semibold">{l}</span>
            {i === 0 && <span className="badge text-bg-primary">{t('appConfig.defaultLocale')}</span>}
            <span className="ms-auto btn-group btn-group-sm">
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={i === 0}
                onClick={() => setLocales(moveLocale(locales, i, -1))}
                aria-label={t('appConfig.up')}
              >
                ▲
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                disabled={i === locales.length - 1}
                onClick={() => setLocales(moveLocale(locales, i, 1))}
                aria-label={t('appConfig.down')}
              >
                ▼
              </button>
              <button
                type="button"
                className="btn btn-outline-danger"
                disabled={locales.length === 1}
                onClick={() => setLocales(locales.filter((x) => x !== l))}
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
        <button type="button" className="btn btn-outline-primary" onClick={add} data-testid="config-add-locale">
          {t('appConfig.addLocale')}
        </button>
      </div>
      <FieldFeedback id="config-new-locale" message={localeError ?? form.errorOf('locales')} label={t('appConfig.locales')} />
    </fieldset>
  );
}
