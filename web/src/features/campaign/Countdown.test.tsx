import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Countdown } from './Countdown';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-05-01T10:00:00Z'));
});
afterEach(() => vi.useRealTimers());

const part = (unit: string) => screen.getByTestId(`countdown-${unit}`).textContent;

describe('Countdown', () => {
  it('shows days, hours, minutes and seconds and ticks every second', () => {
    render(<Countdown end="2025-05-03T11:02:05Z" />);
    expect([part('days'), part('hours'), part('minutes'), part('seconds')]).toEqual(['2', '01', '02', '05']);
    act(() => vi.advanceTimersByTime(1000));
    expect(part('seconds')).toBe('04');
    act(() => vi.advanceTimersByTime(1000));
    expect(part('seconds')).toBe('03');
    act(() => vi.advanceTimersByTime(4000));
    expect([part('minutes'), part('seconds')]).toEqual(['01', '59']);
    expect(screen.getByRole('timer')).toHaveAccessibleName('Time left to submit');
  });

  it('ends at zero, says so, calls onDone once and stops ticking', () => {
    const done = vi.fn();
    render(<Countdown end="2025-05-01T10:00:02Z" onDone={done} />);
    expect(part('seconds')).toBe('02');
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByTestId('countdown')).toHaveTextContent('Submission has ended');
    expect(done).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(done).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });
});
