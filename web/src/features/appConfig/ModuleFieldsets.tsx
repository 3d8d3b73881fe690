import { useTranslation } from 'react-i18next';
import type { ZodForm } from '../../shared/form/useZodForm';
import { ALL_MODULES, AVAILABILITIES, SETTING_MODULES, toggleModule } from './appConfig';
import type { EditConfig } from './types';
import { ResponsiveTable } from '../../shared/ResponsiveTable/ResponsiveTable';

/** Which modules the platform offers. */
export function ModulesFieldset({ form }: { form: ZodForm<EditConfig> }) {
  const { t } = useTranslation();
  const modules = form.values.availableModules;
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6">{t('appConfig.availableModules')}</legend>
      {ALL_MODULES.map((m) => (
        <div className="form-check" key={m}>
          <input
            id={`config-module-${m}`}
            type="checkbox"
            className="form-check-input"
            checked={modules.includes(m)}
            onChange={(e) => form.set('availableModules', toggleModule(modules, m, e.target.checked))}
            data-testid={`config-module-${m}`}
          />
          <label className="form-check-label" htmlFor={`config-module-${m}`}>
            {t(`appConfig.modules.${m}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** Who may list and who may submit, per contribution module. */
export function ModuleSettingsFieldset({ form }: { form: ZodForm<EditConfig> }) {
  const { t } = useTranslation();
  const settings = form.values.moduleSubmitListSettings;
  return (
    <fieldset className="card card-body mb-3">
      <legend className="h6">{t('appConfig.moduleSubmitListSettings')}</legend>
      <ResponsiveTable label={t('appConfig.moduleSubmitListSettings')} className="table-sm mb-0" narrow="scroll">
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
                    value={settings[m][k]}
                    aria-label={`${m} ${t(`appConfig.${k}`)}`}
                    onChange={(e) => form.set('moduleSubmitListSettings', { ...settings, [m]: { ...settings[m], [k]: e.target.value } })}
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
      </ResponsiveTable>
    </fieldset>
  );
}
