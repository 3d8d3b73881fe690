import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format';
import { bannerUrl } from '../publishing/images';
import { Cover } from '../../shared/Cover';
import { Countdown } from './Countdown';
import { isSubmissionOpen } from './stateMachine';
import type { Campaign, CampaignPublishState } from './types';

export const STATE_BADGE: Record<CampaignPublishState, string> = {
  DRAFT: 'text-bg-secondary',
  PUBLISHED: 'text-bg-success',
  TERMINATED: 'text-bg-danger',
  COMPLETED: 'text-bg-primary',
  ARCHIVED: 'text-bg-dark',
};

export function StateBadge({ state, testId = 'campaign-state' }: { state: CampaignPublishState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <span className={`badge ${STATE_BADGE[state] ?? 'text-bg-light'}`} data-testid={testId}>
      {t(`campaign.publishState.${state}`)}
    </span>
  );
}

/** A campaign tile: banner, code and title, summary, state, dates and the countdown while submission is open. */
export function CampaignCard({
  campaign: c,
  now,
  summary,
  testId,
  heading: Heading = 'h3',
}: {
  campaign: Campaign;
  now: number;
  summary?: ReactNode;
  testId?: string;
  /** the title's level: h3 under a home section's h2, h2 in the list under the page's h1 */
  heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation();
  const src = bannerUrl(c.bannerPreviewPath ?? c.bannerPath);
  const open = isSubmissionOpen(c, now);
  return (
    <article className="card h-100 shadow-sm" data-testid={testId ?? `campaign-card-${c.id}`}>
      <Link to={`/campaign/${c.id}`} tabIndex={-1} aria-hidden="true">
        {src ? (
          <img src={src} alt="" className="card-img-top inno-banner-16x9" loading="lazy" />
        ) : (
          <Cover kind={`campaign-${c.campaignType}`} className="card-img-top" />
        )}
      </Link>
      <div className="card-body d-flex flex-column">
        <div className="d-flex justify-content-between align-items-center gap-2 mb-1">
          <span className="small text-muted text-truncate">{c.code}</span>
          <StateBadge state={c.publishState} testId="campaign-card-state" />
        </div>
        <Heading className="h5 card-title">
          <Link to={`/campaign/${c.id}`} className="text-decoration-none" data-testid="campaign-card-link">
            {c.title}
          </Link>
        </Heading>
        {summary ?? <p className="card-text text-muted inno-clamp-3">{c.summary}</p>}
        <div className="mt-auto">
          {open ? (
            <>
              <div className="small text-muted mb-1">{t('campaign.detail.endsOn', { date: formatDateTime(c.dateSubmissionEnd) })}</div>
              <Countdown end={c.dateSubmissionEnd} small testId="campaign-card-countdown" />
            </>
          ) : (
            <div className="small text-muted">
              {t('campaign.detail.closedOn', { date: formatDateTime(c.dateSubmissionTerminated ?? c.dateSubmissionEnd) })}
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
