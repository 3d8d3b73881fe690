/** The countdown to dateSubmissionEnd (spec 000 §2, 001 §2): days, hours, minutes, seconds. */
export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** the end has been reached */
  done: boolean;
}

export function remainingUntil(end: string | number | Date | null | undefined, now: number): Remaining {
  const endMs = end === null || end === undefined ? NaN : new Date(end).getTime();
  const left = Number.isFinite(endMs) ? Math.max(0, Math.floor((endMs - now) / 1000)) : 0;
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
