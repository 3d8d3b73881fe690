import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '../../shared/PageSpinner';
import { unsubscribe, type UnsubscribeResult } from './unsubscribe';

/** /unsubscribe-email/{token}: shows the server's message; on failure the title error.http.{status} and the text in red. */
export function UnsubscribePage() {
  const { t, i18n } = useTranslation();
  const token = useParams().token ?? '';
  const [result, setResult] = useState<{ token: string; value: UnsubscribeResult } | null>(null);

  useEffect(() => {
    let live = true;
    void unsubscribe(token, i18n.language).then((value) => {
      if (live) setResult({ token, value });
    });
    return () => {
      live = false;
    };
    // the language at load time decides the answer's language; a later switch does not call again
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!result || result.token !== token) return <PageSpinner />;
  const r = result.value;
  return (
    <div className="row justify-content-center my-5" data-testid="unsubscribe-page">
      <div className="col-lg-8">
        {r.ok ? (
          <>
            <h1 className="h3 mb-3">{t('unsubscribe.title')}</h1>
            <p className="lead" data-testid="unsubscribe-message">
              {r.text}
            </p>
          </>
        ) : (
          <>
            <h1 className="h3 mb-3" data-testid="unsubscribe-error-title">
              {t(`error.http.${r.status}`, { defaultValue: t(r.status === 0 ? 'error.serverNotReachable' : 'error.title') })}
            </h1>
            <p className="text-danger" data-testid="unsubscribe-error">
              {r.text}
            </p>
          </>
        )}
      </div>
    </div>
  );
}

export default UnsubscribePage;
