import { useTranslation } from 'react-i18next';

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center my-5" data-testid="page-spinner">
      <div className="spinner-border text-primary" role="status">
        <span className="visually-hidden">{t('global.loading', { defaultValue: 'Loading…' })}</span>
      </div>
    </div>
  );
}

export default PageSpinner;
