import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pad2, remainingUntil } from './countdown';
import '../publishing/publishing.css';

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;

/** A countdown to `end` (days, hours, minutes, seconds), updated every second; `onDone` runs once when it reaches zero. */
export function Countdown({
  end,
  small = false,
  testId = 'countdown',
  onDone,
}: {
  end: string;
  small?: boolean;
  testId?: string;
  onDone?: () => void;
}) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);
  const r = remainingUntil(end, now);

  useEffect(() => {
    if (r.done) {
      done.current?.();
      return;
    }
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [r.done]);

  if (r.done) {
    return (
      <span className="text-muted small" data-testid={testId} data-done="true">
        {t('campaign.countdown.ended')}
      </span>
    );
  }
  const values: Record<(typeof UNITS)[number], string> = {
    days: String(r.days),
    hours: pad2(r.hours),
    minutes: pad2(r.minutes),
    seconds: pad2(r.seconds),
  };
  return (
    <div
      className={`inno-countdown${small ? ' is-small' : ''}`}
      role="timer"
      aria-label={t('campaign.countdown.label')}
      data-testid={testId}
    >
      {UNITS.map((unit) => (
        <span className="inno-countdown-part" key={unit}>
          <strong data-testid={`${testId}-${unit}`}>{values[unit]}</strong>
          <small>{t(`campaign.countdown.${unit}`)}</small>
        </span>
      ))}
    </div>
  );
}

export default Countdown;
