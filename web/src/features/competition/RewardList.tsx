import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/store';
import { rankClass, type Reward } from './types';
// the rank colours: the public list shows rewards too, without the detail page's styles
import './competition.css';

/**
 * The rewards by rank, each with its colour (1 gold, 2 silver, 3 bronze), text and points; once the
 * competition is complete (`given`), the idea that won it (code and title linked to the idea, unless
 * `compact`) and its owners, "your idea" for the signed-in owner, or that no idea reached the rank.
 */
export function RewardList({
  rewards,
  given,
  compact = false,
  testId,
}: {
  rewards: Reward[];
  given: boolean;
  /** a card in a list: the idea's title as text (the card is one link) */
  compact?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const me = useAppSelector((s) => s.authentication.account?.id);
  return (
    <ol className={`list-unstyled ${compact ? 'small mb-2' : ''}`} data-testid={testId}>
      {rewards.map((r) => {
        const w = r.winner;
        const mine = w != null && me != null && w.owners.some((o) => o.id === me);
        return (
          <li key={r.id} className="mb-2" data-testid={`${testId ?? 'competition-rewards'}-${r.rank}`}>
            <span className={`badge rounded-pill me-2 ${rankClass(r.rank)}`}>
              <span className="visually-hidden">{t('competition.winner.rank', { rank: r.rank })}</span>
              <span aria-hidden="true">{r.rank}</span>
            </span>
            <span className="fw-semibold">{r.reward}</span>
            {r.isPoint && r.points > 0 && <span className="text-muted"> · {t('competition.rewardPoints', { points: r.points })}</span>}
            {given && (
              <div className={compact ? 'ms-4' : 'ms-4 mt-1'} data-testid="competition-reward-winner">
                {w ? (
                  <>
                    <span className="text-muted">{t('competition.winner.idea')}: </span>
                    {compact ? (
                      <span>
                        {w.code} – {w.title}
                      </span>
                    ) : (
                      <Link to={`/contribution/view/${w.ideaId}`}>
                        {w.code} – {w.title}
                      </Link>
                    )}
                    {w.owners.length > 0 && (
                      <span className="text-muted">
                        {' '}
                        ({t('competition.winner.owners', { names: w.owners.map((o) => o.fullName).join(', ') })})
                      </span>
                    )}
                    {mine && (
                      <span className="badge text-bg-success ms-2" data-testid="competition-reward-yours">
                        {t('competition.winner.yours')}
                      </span>
                    )}
                  </>
                ) : (
                  <span className="text-muted">{t('competition.winner.none')}</span>
                )}
              </div>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Whether a competition's rewards have been given (COMPLETE, then ARCHIEVED). */
export function rewardsGiven(state: string): boolean {
  return state === 'COMPLETE' || state === 'ARCHIEVED';
}
