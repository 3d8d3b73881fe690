import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { PageSpinner } from '../../shared/PageSpinner';
import { useActivateQuery } from './accountApi';

/**
 * /account/activate/{key?} and /account/activateUser/{key?} (key also as ?key=): activation is
 * attempted on load (spec 000 §2 Activation); a missing key fails without a call. A key is sent
 * once per page load, however often the page mounts.
 */
export function ActivatePage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const key = (params.key || search.get('key') || '').trim();
  const activation = useActivateQuery(key === '' ? skipToken : key);
  const registrationAllowed = useAppSelector((s) => s.applicationConfig.config.externalRegistrationAllowed);
  const ok = key !== '' && activation.currentData !== undefined;
  const failed = key === '' || activation.isError;

  return (
    <div className="row justify-content-center my-4" data-testid="activate-page">
      <div className="col-lg-8">
        <h1 className="h3 mb-4">{t('activate.title')}</h1>
        {!ok && !failed ? (
          <PageSpinner />
        ) : ok ? (
          <div className="alert alert-success" role="status" data-testid="activate-success">
            <p className="mb-2">{t('activate.messages.success')}</p>
            <Link to="/login" className="alert-link me-3" data-testid="activate-login">
              {t('activate.signIn')}
            </Link>
            <Link to="/account/reset/request" className="alert-link" data-testid="activate-reset">
              {t('activate.resetPassword')}
            </Link>
          </div>
        ) : (
          <div className="alert alert-danger" role="alert" data-testid="activate-error">
            <p className={registrationAllowed ? 'mb-2' : 'mb-0'}>{t('activate.messages.error')}</p>
            {registrationAllowed && (
              <Link to="/account/register" className="alert-link" data-testid="activate-register">
                {t('activate.register')}
              </Link>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

export default ActivatePage;
