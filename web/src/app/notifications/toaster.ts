/**
 * react-toastify, loaded after the first screen: the home page's first script does not carry it
 * (docs/design.md, "Initial JavaScript"). A toast asked for before it arrived waits in a queue and is
 * shown, in order, as soon as it has; later toasts are shown at once.
 */
type Toast = (typeof import('react-toastify'))['toast'];

let api: Toast | null = null;
let queue: ((toast: Toast) => void)[] = [];
let loading: Promise<void> | null = null;

/** Loads react-toastify (once); ToastHost calls it when the app first renders. */
export function loadToasts(): Promise<void> {
  loading ??= import('react-toastify').then(
    (m) => {
      api = m.toast;
      const waiting = queue;
      queue = [];
      for (const fn of waiting) fn(m.toast);
    },
    (e: unknown) => {
      loading = null; // a failed chunk may load on the next try
      console.error('Toasts could not be loaded', e);
    },
  );
  return loading;
}

/** Runs fn with react-toastify's toast: now when it is loaded, else as soon as it is. */
export function withToast(fn: (toast: Toast) => void): void {
  if (api) {
    fn(api);
    return;
  }
  queue.push(fn);
  void loadToasts();
}
