import { useTranslation } from 'react-i18next';

/** Development ribbon, shown when management/info says the environment is not production. */
export function Ribbon({ environment }: { environment: string | null | undefined }) {
  const { t } = useTranslation();
  if (!environment || environment === 'production') return null;
  return (
    <div className="inno-ribbon" data-testid="dev-ribbon" title={environment}>
      {t('global.ribbon.dev', { defaultValue: 'Development' })}
    </div>
  );
}

export default Ribbon;
