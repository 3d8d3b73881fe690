import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="my-5 text-center" data-testid="not-found-page">
      <h1 className="h2 mb-3">{t('error.http.404', { defaultValue: 'The page does not exist.' })}</h1>
      <Link to="/" className="btn btn-primary" data-testid="back-home">
        {t('error.backHome', { defaultValue: 'Back to home page' })}
      </Link>
    </div>
  );
}

export default NotFoundPage;
