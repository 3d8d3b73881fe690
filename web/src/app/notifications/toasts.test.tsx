import { describe, expect, it, vi } from 'vitest';
import { toast } from 'react-toastify';
import { ApiError } from '../api';
import { handleOutcome, toastText } from './toasts';
import { loadToasts, withToast } from './toaster';

describe('toaster (react-toastify after the first screen)', () => {
  it('queues the toasts asked for before react-toastify arrived and shows them in order, later ones at once', async () => {
    const seen: string[] = [];
    withToast(() => seen.push('first'));
    withToast(() => seen.push('second'));
    expect(seen).toEqual([]);
    await loadToasts();
    expect(seen).toEqual(['first', 'second']);
    withToast((t) => {
      expect(t).toBe(toast);
      seen.push('third');
    });
    expect(seen).toEqual(['first', 'second', 'third']);
  });
});

describe('toast glue', () => {
  it('translates keys and nested parameters', () => {
    expect(
      toastText({ type: 'error', key: 'error.NotBlank', params: { fieldName: { tKey: 'login.username', defaultText: 'username' } } }),
    ).toBe('Field Username cannot be empty!');
    expect(toastText({ type: 'error', key: 'error.idexists', params: { entityName: { tKey: 'global.menu.entities.user' } } })).toBe(
      'A new User cannot already have an ID',
    );
    expect(toastText({ type: 'error', key: 'no.such.key', defaultText: 'fallback' })).toBe('fallback');
    expect(toastText({ type: 'error', text: 'plain' })).toBe('plain');
  });

  it('shows the toasts and calls onClearAuth for 401', async () => {
    await loadToasts();
    const spy = vi.spyOn(toast, 'error');
    const onClearAuth = vi.fn();
    const request = { method: 'GET' as const, url: '/api/x' };
    handleOutcome({ ok: false, request, options: {}, error: new ApiError('x', { status: 0, request }) }, { onClearAuth });
    expect(spy).toHaveBeenCalledWith('Server not reachable', expect.anything());
    handleOutcome({ ok: false, request, options: {}, error: new ApiError('x', { status: 401, request }) }, { onClearAuth });
    expect(onClearAuth).toHaveBeenCalledWith('login.error.unauthorized');
  });

  it('shows a success toast from app-alert', async () => {
    await loadToasts();
    const spy = vi.spyOn(toast, 'success');
    const request = { method: 'POST' as const, url: '/api/x' };
    handleOutcome(
      { ok: true, request, options: {}, status: 200, headers: new Headers({ 'app-alert': 'error.idexists', 'app-params': 'user' }) },
      { onClearAuth: vi.fn() },
    );
    expect(spy).toHaveBeenCalledTimes(1);
  });
});

describe('error toasts after a success', () => {
  it('a success toast dismisses the error toasts shown before it; clearErrorToasts does it on demand', async () => {
    const { render, screen, waitFor, act } = await import('@testing-library/react');
    const { ToastContainer } = await import('react-toastify');
    const { clearErrorToasts, showToasts } = await import('./toasts');
    render(<ToastContainer />);
    act(() => showToasts([{ type: 'error', text: 'Please correct the marked fields.' }]));
    expect(await screen.findByText('Please correct the marked fields.')).toBeInTheDocument();
    act(() => showToasts([{ type: 'success', text: 'Saved' }]));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // dismissed (jsdom runs no exit animation, so the node stays; the toast is no longer active)
    await waitFor(() => expect(toast.isActive('error:Please correct the marked fields.')).toBe(false));
    expect(toast.isActive('success:Saved')).toBe(true);
    // a success keeps other successes and infos; clearErrorToasts removes only errors
    act(() => showToasts([{ type: 'error', text: 'Refused' }]));
    expect(await screen.findByText('Refused')).toBeInTheDocument();
    act(() => clearErrorToasts());
    await waitFor(() => expect(toast.isActive('error:Refused')).toBe(false));
    expect(toast.isActive('success:Saved')).toBe(true);
  });
});
