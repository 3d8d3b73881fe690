import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export const COOKIE_CONSENT_KEY = 'cookieConsent';

function consented(): boolean {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Cookie notice, dismissed through a flag in local storage. */
export function CookieNotice() {
  const { t } = useTranslation();
  const [hidden, setHidden] = useState(consented);
  if (hidden) return null;
  const accept = () => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, 'true');
    } catch {
      // storage unavailable: hide for this page only
    }
    setHidden(true);
  };
  return (
    <div
      className="inno-cookie alert alert-dark rounded-0 mb-0 d-flex flex-wrap align-items-center gap-3"
      role="region"
      aria-label={t('home.cookie.title')}
      data-testid="cookie-notice"
    >
      <span className="flex-grow-1">{t('home.cookie.message')}</span>
      <button type="button" className="btn btn-light btn-sm" onClick={accept} data-testid="cookie-accept">
        {t('home.cookie.accept')}
      </button>
    </div>
  );
}

export default CookieNotice;
