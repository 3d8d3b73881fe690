import { useTranslation } from 'react-i18next';
import { BreadcrumbBar } from '../../shared/BreadcrumbBar';
import { normalizeConfig } from './appConfig';
import { useEditConfigQuery } from './appConfigApi';
import { ConfigForm } from './ConfigForm';

/** /app/config: languages, modules, their listing and submit settings, flags, status, and a test e-mail. */
export function AppConfigPage() {
  const { t } = useTranslation();
  const config = useEditConfigQuery();
  if (!config.data) return <div className="container-xl" data-testid="app-config-page" />;
  return (
    <div className="container-xl" data-testid="app-config-page">
      <BreadcrumbBar items={[t('admin.title'), t('appConfig.title')]} />
      <h1 className="h4">{t('appConfig.title')}</h1>
      {/* a save reads the document again; the form then starts from what the server kept */}
      <ConfigForm key={config.fulfilledTimeStamp} initial={normalizeConfig(config.data)} />
    </div>
  );
}

export default AppConfigPage;
