import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { truncate } from '../../shared/format';
import { SLIDER_SUMMARY_EXPANDED_MAX, SLIDER_SUMMARY_MAX } from './slider';

/** A summary in a slider: 200 characters, 500 once expanded. */
export function SlideSummary({ text, testId = 'slide-summary' }: { text: string; testId?: string }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const long = (text ?? '').length > SLIDER_SUMMARY_MAX;
  return (
    <p className="card-text text-muted small mb-2" data-testid={testId}>
      <span data-testid={`${testId}-text`}>{truncate(text, expanded ? SLIDER_SUMMARY_EXPANDED_MAX : SLIDER_SUMMARY_MAX)}</span>
      {long && (
        <button
          type="button"
          className="btn btn-link btn-sm p-0 ms-1 align-baseline position-relative"
          style={{ zIndex: 2 }}
          aria-expanded={expanded}
          onClick={() => setExpanded((x) => !x)}
          data-testid={`${testId}-toggle`}
        >
          {expanded ? t('home.slider.less') : t('home.slider.more')}
        </button>
      )}
    </p>
  );
}

export default SlideSummary;
