import { useTranslation } from 'react-i18next';
import { StarRating } from '../evaluation/StarRating';
import type { ContributionDetail } from '../contribution/types';
import { formatAverage, share } from './model';
import { useRateMutation, useRatingSummaryQuery, useRemoveRatingMutation } from './ratingApi';
import './rating.css';

/**
 * The detail's rating card: the average, the count and the distribution, and the caller's own rating
 * (stars for STAR5, a like for LIKE) while the rating status is OPEN and they do not own the contribution;
 * once rating has closed, the rating they gave is still shown, read-only.
 */
export function RatingCard({ detail, lang }: { detail: ContributionDetail; lang: string }) {
  const { t } = useTranslation();
  const summary = useRatingSummaryQuery(detail.id);
  const [rate, rating] = useRateMutation();
  const [remove, removing] = useRemoveRatingMutation();
  const s = summary.data;
  if (!s) return null;
  const busy = rating.isLoading || removing.isLoading;
  const mine = s.myRating ?? null;
  const give = (value: number) => void rate({ contributionId: detail.id, rating: value, change: mine !== null });
  const like = s.type === 'LIKE';

  return (
    <section className="card mb-3" data-testid="rating-card" aria-labelledby="rating-title">
      <h2 className="card-header h6 py-3 mb-0" id="rating-title">
        {t('rating.title')}
      </h2>
      <div className="card-body">
        {like ? (
          <p className="mb-2" data-testid="rating-likes">
            {t('rating.likes', { count: s.count })}
          </p>
        ) : (
          <>
            <p className="mb-2 d-flex align-items-baseline gap-2">
              <span className="fs-4 fw-semibold" data-testid="rating-average">
                {formatAverage(s.average, lang)}
              </span>
              <span className="text-body-secondary small" data-testid="rating-count">
                {t('rating.count', { count: s.count })}
              </span>
            </p>
            <ul className="list-unstyled mb-3 inno-rating-bars" aria-label={t('rating.distribution')} data-testid="rating-distribution">
              {[...s.distribution].reverse().map((b) => (
                <li key={b.value} className="d-flex align-items-center gap-2 small" data-testid={`rating-bucket-${b.value}`}>
                  <span className="text-nowrap">{t('rating.stars', { count: b.value })}</span>
                  <span className="inno-rating-bar flex-grow-1" aria-hidden="true">
                    <span style={{ width: `${share(b.count, s.count)}%` }} />
                  </span>
                  <span className="text-body-secondary text-end inno-rating-n">{b.count}</span>
                </li>
              ))}
            </ul>
          </>
        )}
        {s.status !== 'OPEN' && (
          <p className="small text-body-secondary mb-0" data-testid="rating-status">
            {t(`rating.status.${s.status}`)}
          </p>
        )}
        {!s.canRate && mine !== null && (
          <p className="small mb-0 mt-2" data-testid="rating-mine-kept">
            {like ? t('rating.youLike') : t('rating.yours', { stars: t('rating.stars', { count: mine }) })}
          </p>
        )}
        {s.canRate &&
          (like ? (
            <button
              type="button"
              className={`btn btn-sm ${mine ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={mine !== null}
              disabled={busy}
              onClick={() => (mine ? void remove(detail.id) : give(1))}
              data-testid="rating-like"
            >
              {t('rating.like')}
            </button>
          ) : (
            <>
              <StarRating id="rating-mine" legend={t('rating.mine')} value={mine ?? 0} onChange={give} readOnly={busy} />
              {mine !== null && (
                <button
                  type="button"
                  className="btn btn-sm btn-link p-0"
                  disabled={busy}
                  onClick={() => void remove(detail.id)}
                  data-testid="rating-remove"
                >
                  {t('rating.remove')}
                </button>
              )}
            </>
          ))}
      </div>
    </section>
  );
}
