import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { AUTHORITIES } from '../../app/auth/authorities';
import { canList, canSubmit, computeMenu, displayName, isModuleAvailable, CONTRIBUTION_MENU_TYPES } from '../../app/layout/menuRules';
import { useStaticContent } from '../../shared/staticContent';
import type { Campaign } from '../campaign/types';
import type { Competition } from '../competition/types';
import type { Content } from '../content/types';
import { CookieNotice } from './CookieNotice';
import {
  useClosedCampaignsQuery,
  useClosedCompetitionsQuery,
  useLatestContentQuery,
  useOpenCampaignsQuery,
  useOpenCompetitionsQuery,
} from './homeApi';
import { CampaignSlide, CompetitionSlide, ContentSlide } from './HomeSlides';
import { HOME_POINTS_BLOCK, PointsSlot, pointsBlockProps } from './PointsSlot';
import { Slider } from './Slider';
import '../publishing/publishing.css';
import './home.css';
import { SafeHtml } from '../../shared/html/SafeHtml';

export const BANNER_URL = '/api/public/asset/brand/image/banner.jpg';

// The signed-in user's own blocks (their contributions and tasks): a chunk visitors never load.
const MyStart = lazy(() => import('./MyStart'));

/** Which intro text a visitor reads: the external one for ROLE_EXTERNAL, else the internal one. */
export function introKey(authorities: readonly string[] | undefined): string {
  return authorities?.includes(AUTHORITIES.EXTERNAL) ? 'home-intro-external' : 'home-intro-internal';
}

interface HomeLists {
  open: Campaign[];
  closed: Campaign[];
  content: Content[];
  openCompetitions: Competition[];
  closedCompetitions: Competition[];
  /** when the open campaigns were read: their countdowns start there */
  now: number;
}

const NONE: never[] = [];

/**
 * The lists of the home page for the caller (what they may see depends on who they are: a new
 * session reads them again). null until every list asked for has answered; a list that failed
 * (the API client showed why) is empty. Competitions are listed for those the COMPETITION module's
 * listing setting lets in (their list needs a session).
 */
function useHomeLists(campaigns: boolean, content: boolean, competitions: boolean, language: string): HomeLists | null {
  const open = useOpenCampaignsQuery(undefined, { skip: !campaigns });
  const closed = useClosedCampaignsQuery(undefined, { skip: !campaigns });
  const latest = useLatestContentQuery(language, { skip: !content });
  const openCompetitions = useOpenCompetitionsQuery(language, { skip: !competitions });
  const closedCompetitions = useClosedCompetitionsQuery(language, { skip: !competitions });
  const queries = [open, closed, latest, openCompetitions, closedCompetitions];
  if (queries.some((q) => !q.isUninitialized && q.currentData === undefined && !q.isError)) return null;
  if (campaigns && open.isUninitialized) return null;
  return {
    open: open.currentData ?? NONE,
    closed: closed.currentData ?? NONE,
    content: latest.currentData ?? NONE,
    openCompetitions: openCompetitions.currentData ?? NONE,
    closedCompetitions: closedCompetitions.currentData ?? NONE,
    now: open.fulfilledTimeStamp ?? closed.fulfilledTimeStamp ?? 0,
  };
}

/**
 * The home page (spec 000 §2): the brand banner and intro, the contribution submit buttons, the
 * slider of open campaigns with their countdowns, the points block (when it exists and applies),
 * the latest content and the closed campaigns; the cookie notice until dismissed.
 */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const { isAuthenticated, account } = useAppSelector((s) => s.authentication);
  const config = useAppSelector((s) => s.applicationConfig.config);
  const signedIn = isAuthenticated ? account : null;
  const intro = useStaticContent(i18n.language, introKey(signedIn?.authorities));
  const lists = useHomeLists(
    isModuleAvailable(config, 'CAMPAIGN'),
    isModuleAvailable(config, 'CONTENT'),
    !!signedIn && canList('IDEA', signedIn, config),
    i18n.language,
  );
  const submitTypes = CONTRIBUTION_MENU_TYPES.filter((type) => canSubmit(type, signedIn, config));
  const points = pointsBlockProps(signedIn?.authorities ?? null, config);

  const menu = computeMenu(signedIn, config);

  return (
    <div className="inno-home container-xl" data-testid="home-page" data-lists={lists ? 'loaded' : 'loading'}>
      <section className={`inno-hero mb-4${signedIn ? ' inno-hero-compact' : ''}`} data-testid="home-hero">
        <img src={BANNER_URL} alt="" aria-hidden="true" />
        <div className="inno-hero-text">
          <h1 className={signedIn ? 'h2 mb-1' : 'display-5 mb-2'}>
            {signedIn ? t('home.greeting', { name: displayName(signedIn) }) : t('home.title')}
          </h1>
          <p className="inno-hero-lead mb-0">{signedIn ? t('home.signedInLead') : t('home.subtitle')}</p>
          {!signedIn && (
            <div className="d-flex flex-wrap gap-2 mt-3" data-testid="home-sign-in-hint">
              <Link to="/login" className="btn btn-light btn-lg" data-testid="home-sign-in">
                {t('home.signIn')}
              </Link>
              {menu.showRegister && (
                <Link to="/account/register" className="btn btn-outline-light btn-lg" data-testid="home-register">
                  {t('home.register')}
                </Link>
              )}
              <p className="visually-hidden">{t('home.signInHint')}</p>
            </div>
          )}
        </div>
      </section>
      {submitTypes.length > 0 && (
        <section
          className="inno-quick d-flex flex-wrap align-items-center gap-2 mb-4"
          data-testid="home-submit"
          aria-label={t('home.submit.title')}
        >
          <span className="fw-semibold me-2">{t('home.submit.lead')}</span>
          {submitTypes.map((type, i) => (
            <Link
              key={type}
              to={`/contribution/${type}/null`}
              className={`btn ${i === 0 ? 'btn-primary' : 'btn-outline-primary'}`}
              data-testid={`home-submit-${type}`}
            >
              {t(`home.submit.${type}`)}
            </Link>
          ))}
        </section>
      )}
      {signedIn && (
        <Suspense fallback={null}>
          <MyStart userId={signedIn.id} types={submitTypes} />
        </Suspense>
      )}
      {lists && lists.open.length + lists.openCompetitions.length > 0 && (
        <Slider
          id="home-open-campaigns"
          title={t('home.openCampaigns')}
          more={<MoreLink to="/campaign?filter=open" testId="home-open-campaigns-all" />}
        >
          {[
            ...lists.open.map((c) => <CampaignSlide key={`campaign-${c.id}`} campaign={c} now={lists.now} />),
            ...lists.openCompetitions.map((c) => <CompetitionSlide key={`competition-${c.id}`} competition={c} />),
          ]}
        </Slider>
      )}
      <PointsSlot block={HOME_POINTS_BLOCK} props={points} />
      {lists && lists.content.length > 0 && (
        <Slider
          id="home-latest-content"
          title={t('home.latestContent')}
          moveBy={3}
          more={<MoreLink to="/content" testId="home-latest-content-all" />}
        >
          {lists.content.map((c) => (
            <ContentSlide key={c.id} item={c} />
          ))}
        </Slider>
      )}
      {intro?.content && (
        <section className="inno-intro card mb-5" data-testid="home-intro">
          <div className="card-body p-4">
            {intro.title && <h2 className="h4 card-title">{intro.title}</h2>}
            <SafeHtml html={intro.content} />
          </div>
        </section>
      )}
      {lists && lists.closed.length > 0 && (
        <Slider
          id="home-closed-campaigns"
          title={t('home.closedCampaigns')}
          more={<MoreLink to="/campaign?filter=closed" testId="home-closed-campaigns-all" />}
        >
          {lists.closed.map((c) => (
            <CampaignSlide key={c.id} campaign={c} now={lists.now} />
          ))}
        </Slider>
      )}
      {lists && lists.closedCompetitions.length > 0 && (
        <Slider
          id="home-closed-competitions"
          title={t('home.closedCompetitions')}
          more={<MoreLink to="/competition" testId="home-closed-competitions-all" />}
        >
          {lists.closedCompetitions.map((c) => (
            <CompetitionSlide key={c.id} competition={c} />
          ))}
        </Slider>
      )}
      <CookieNotice />
    </div>
  );
}

function MoreLink({ to, testId }: { to: string; testId: string }) {
  const { t } = useTranslation();
  return (
    <Link to={to} className="small text-nowrap" data-testid={testId}>
      {t('home.seeAll')}
    </Link>
  );
}

export default HomePage;
