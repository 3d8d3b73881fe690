import api from '../../app/api';

/** Keys already sent, so a second mount (StrictMode, back/forward) does not use a single-use key twice. */
const attempts = new Map<string, Promise<boolean>>();

/** GET /api/activate?key=… → true when activated; a missing key fails without a call. */
export function activate(key: string | null | undefined): Promise<boolean> {
  const k = (key ?? '').trim();
  if (k === '') return Promise.resolve(false);
  let p = attempts.get(k);
  if (!p) {
    p = api.get('/api/activate', { params: { key: k }, notify: false }).then(
      () => true,
      () => false,
    );
    attempts.set(k, p);
  }
  return p;
}

/** for tests */
export function forgetActivations(): void {
  attempts.clear();
}
