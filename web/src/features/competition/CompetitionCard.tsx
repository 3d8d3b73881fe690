import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Cover } from '../../shared/Cover';
import { formatDateTime, truncate } from '../../shared/format';
import { bannerUrl } from '../publishing/images';
import { RewardList, rewardsGiven } from './RewardList';
import { LIST_SUMMARY_MAX, type Competition } from './types';

/** A competition in the public list: banner, state, title, summary (cut at 375), end date and, once complete, the winners. */
export function CompetitionCard({
  competition: c,
  heading = 'h2',
  summary,
  testId,
}: {
  competition: Competition;
  heading?: 'h2' | 'h3';
  /** the summary as a slider shows it (200 characters, more on demand); the list cuts it at 375 */
  summary?: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const src = bannerUrl(c.bannerPreviewPath ?? c.bannerPath);
  const H = heading;
  return (
    <div className="card h-100" data-testid={testId ?? `competition-card-${c.id}`}>
      {src ? <img src={src} alt="" className="card-img-top inno-banner-16x9" /> : <Cover kind="competition" className="card-img-top" />}
      <div className="card-body">
        <span className="badge text-bg-secondary mb-2" data-testid="competition-card-state">
          {t(`competition.state.${c.competitionState}`)}
        </span>
        <H className="h5 card-title">
          <Link to={`/competition/detail/${c.id}/info`} className="stretched-link">
            {c.title}
          </Link>
        </H>
        {summary ?? <p className="card-text small">{truncate(c.summary, LIST_SUMMARY_MAX)}</p>}
        {rewardsGiven(c.competitionState) && c.rewards.some((r) => r.winner) && (
          <>
            <p className="fw-semibold small mb-1">{t('competition.winner.title')}</p>
            <RewardList rewards={c.rewards.filter((r) => r.winner)} given compact testId={`competition-card-winners-${c.id}`} />
          </>
        )}
        {c.dateSubmissionEnd && (
          <p className="card-text small text-muted mb-0">
            {t('competition.dateSubmissionEnd')}: {formatDateTime(c.dateSubmissionEnd)}
          </p>
        )}
      </div>
    </div>
  );
}
