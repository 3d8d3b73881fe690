import { useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { messageText, useUnsubscribeQuery } from './unsubscribeApi';

/** /unsubscribe-email/{token}: shows the server's message; on failure the title error.http.{status} and the text in red. */
export function UnsubscribePage() {
  const { t, i18n } = useTranslation();
  const token = useParams().token ?? '';
  // the language at load time decides the answer's language; a later switch does not call again
  const [locale] = useState(i18n.language);
  const result = useUnsubscribeQuery({ token, locale });

  if (result.isError) {
    // the query keeps the failure's status and text (unsubscribeApi.ts)
    const failure = 'status' in result.error ? result.error : { status: 0, body: result.error.message };
    const status = failure.status;
    return (
      <div className="row justify-content-center my-5" data-testid="unsubscribe-page">
        <div className="col-lg-8">
          <h1 className="h3 mb-3" data-testid="unsubscribe-error-title">
            {t(`error.http.${status}`, { defaultValue: t(status === 0 ? 'error.serverNotReachable' : 'error.title') })}
          </h1>
          <p className="text-danger" data-testid="unsubscribe-error">
            {messageText(failure.body)}
          </p>
        </div>
      </div>
    );
  }
  if (result.currentData === undefined) return <PageSpinner />;
  return (
    <div className="row justify-content-center my-5" data-testid="unsubscribe-page">
      <div className="col-lg-8">
        <h1 className="h3 mb-3">{t('unsubscribe.title')}</h1>
        <p className="lead" data-testid="unsubscribe-message">
          {result.currentData}
        </p>
      </div>
    </div>
  );
}

export default UnsubscribePage;
