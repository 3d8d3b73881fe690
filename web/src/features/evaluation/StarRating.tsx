import { useTranslation } from 'react-i18next';
import { MAX_STARS } from './scorecard';
import './evaluation.css';

/**
 * One question's 1–5 stars as a radio group: a fieldset named by the question, five real radio buttons
 * (arrow keys move between them, Space picks), each read as "n of 5 stars"; the stars are drawn over
 * them. Read-only: the radios are disabled and the group still reads its value.
 */
export function StarRating({
  id,
  legend,
  hint,
  value,
  onChange,
  readOnly = false,
}: {
  id: string;
  legend: string;
  /** a short line under the question (its weight) */
  hint?: string;
  /** 0 = none yet */
  value: number;
  onChange: (stars: number) => void;
  readOnly?: boolean;
}) {
  const { t } = useTranslation();
  const stars = Array.from({ length: MAX_STARS }, (_, i) => i + 1);
  return (
    <fieldset className="mb-3" data-testid={id} data-value={value}>
      <legend className="fs-6 fw-semibold mb-1">{legend}</legend>
      {hint && <div className="small text-body-secondary mb-1">{hint}</div>}
      <div className="inno-stars">
        {stars.map((n) => (
          <label key={n} className={`inno-star${n <= value ? ' inno-star-on' : ''}`} data-testid={`${id}-star-${n}`}>
            <input
              type="radio"
              className="visually-hidden"
              name={id}
              value={n}
              checked={value === n}
              disabled={readOnly}
              onChange={() => onChange(n)}
              aria-label={t('evaluation.scorecard.stars', { count: n, max: MAX_STARS })}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
        <span className="small text-body-secondary ms-2" data-testid={`${id}-value`}>
          {value > 0 ? t('evaluation.scorecard.stars', { count: value, max: MAX_STARS }) : t('evaluation.scorecard.noStars')}
        </span>
      </div>
    </fieldset>
  );
}
