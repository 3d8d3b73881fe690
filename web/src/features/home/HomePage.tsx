import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { AUTHORITIES } from '../../app/auth/authorities';
import { displayName } from '../../app/layout/menuRules';
import { useStaticContent } from '../../shared/staticContent';
import { CookieNotice } from './CookieNotice';

export const BANNER_URL = '/api/public/asset/brand/image/banner.jpg';

/** Which intro text a visitor reads: the external one for ROLE_EXTERNAL, else the internal one. */
export function introKey(authorities: readonly string[] | undefined): string {
  return authorities?.includes(AUTHORITIES.EXTERNAL) ? 'home-intro-external' : 'home-intro-internal';
}

export function HomePage() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated, account } = useAppSelector((s) => s.authentication);
  const intro = useStaticContent(i18n.language, introKey(isAuthenticated ? account?.authorities : undefined));
  return (
    <div className="inno-home container-xl" data-testid="home-page">
      <section className="inno-hero mb-4">
        <img src={BANNER_URL} alt="" aria-hidden="true" />
        <div className="inno-hero-text">
          <h1 className="display-6 fw-semibold">{t('home.title')}</h1>
          <p className="lead mb-0">
            {isAuthenticated && account
              ? t('home.greeting', { name: displayName(account) })
              : t('home.subtitle')}
          </p>
        </div>
      </section>
      {intro?.content && (
        <section className="inno-intro card mb-4" data-testid="home-intro">
          <div className="card-body">
            {intro.title && <h2 className="h4 card-title">{intro.title}</h2>}
            <div dangerouslySetInnerHTML={{ __html: intro.content }} />
          </div>
        </section>
      )}
      {!isAuthenticated && (
        <section className="mb-4">
          <p className="text-muted">{t('home.signInHint')}</p>
        </section>
      )}
      <CookieNotice />
    </div>
  );
}

export default HomePage;
