import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { useResetKeyValidQuery } from './accountApi';
import { ResetFinishForm } from './ResetFinishForm';

export { pageReload } from './ResetFinishForm';

/**
 * /account/reset/finish/{key?} (key also as ?key=): the key is checked on load (a missing key, or a
 * failing check, is invalid); then the new password follows the strong rule.
 */
export function ResetFinishPage() {
  const { t } = useTranslation();
  const params = useParams();
  const [search] = useSearchParams();
  const key = params.key || search.get('key') || '';
  const check = useResetKeyValidQuery(key.trim() === '' ? skipToken : key);
  const valid = key.trim() !== '' && check.currentData === true;
  const invalid = key.trim() === '' || check.isError || check.currentData === false;

  return (
    <div className="row justify-content-center my-4" data-testid="reset-finish-page">
      <div className="col-lg-6">
        <h1 className="h3 mb-3">{t('reset.finish.title')}</h1>
        {valid ? (
          <ResetFinishForm resetKey={key} />
        ) : invalid ? (
          <div className="alert alert-danger" role="alert" data-testid="reset-finish-invalid">
            <p className="mb-2">{t('error.resetKeyInvalid')}</p>
            <Link to="/account/reset/request" className="alert-link" data-testid="reset-finish-request-new">
              {t('reset.finish.requestNew')}
            </Link>
          </div>
        ) : (
          <PageSpinner />
        )}
      </div>
    </div>
  );
}

export default ResetFinishPage;
