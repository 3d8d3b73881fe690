import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/store';
import { getAppConfig } from '../../app/config/configSlice';
import { useZodForm } from '../../shared/form/useZodForm';
import { configSchema } from './appConfig';
import { useUpdateConfigMutation } from './appConfigApi';
import { LocalesFieldset } from './LocalesFieldset';
import { ModulesFieldset, ModuleSettingsFieldset } from './ModuleFieldsets';
import { SettingsFieldset } from './SettingsFieldset';
import { TestEmailFieldset } from './TestEmailFieldset';
import type { EditConfig } from './types';

/** The configuration form; a save refreshes the navigation bar at once. */
export function ConfigForm({ initial }: { initial: EditConfig }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const form = useZodForm(configSchema, initial, { invalidToast: 'appConfig.messages.invalid' });
  const [updateConfig, saving] = useUpdateConfigMutation();

  const onSubmit = form.submit(async (values) => {
    await updateConfig(values).unwrap();
    // the navigation bar follows the new configuration at once
    await dispatch(getAppConfig());
  });

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <div className="row">
        <div className="col-lg-6">
          <LocalesFieldset form={form} />
          <ModulesFieldset form={form} />
          <ModuleSettingsFieldset form={form} />
        </div>
        <div className="col-lg-6">
          <SettingsFieldset form={form} />
          <TestEmailFieldset />
        </div>
      </div>
      <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="config-save">
        {t('entity.action.save')}
      </button>
    </form>
  );
}
