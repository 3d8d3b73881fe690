import { afterEach, describe, expect, it, vi } from 'vitest';
import { navigateTo, setNavigator } from './navigation';
import { mustLogin, MUST_LOGIN_REDIRECT_MS } from '../auth/mustLogin';

afterEach(() => {
  setNavigator(null);
  vi.useRealTimers();
});

describe('navigation bridge', () => {
  it('replays a navigation asked for before the router existed', () => {
    navigateTo('/login', { replace: true });
    const nav = vi.fn();
    setNavigator(nav);
    expect(nav).toHaveBeenCalledWith('/login', { replace: true });
    navigateTo('/x');
    expect(nav).toHaveBeenLastCalledWith('/x', undefined);
  });

  it('must-login goes to /login after 5 seconds', () => {
    vi.useFakeTimers();
    const nav = vi.fn();
    setNavigator(nav);
    mustLogin();
    vi.advanceTimersByTime(MUST_LOGIN_REDIRECT_MS - 1);
    expect(nav).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(nav).toHaveBeenCalledWith('/login', expect.objectContaining({ state: expect.anything() }));
  });
});
