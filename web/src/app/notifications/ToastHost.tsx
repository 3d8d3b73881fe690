/**
 * Where the toasts appear: top-right, just under the navigation (the navbar and a page's breadcrumb bar),
 * never over the logo, the breadcrumb or the tabs. The offset follows the page: it is measured again on
 * scroll, resize and navigation, so once the header scrolled away the toasts move up to the top edge.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loadToasts } from './toaster';

// react-toastify arrives after the first screen (toaster.ts); the container renders once it has.
const ToastContainer = lazy(() =>
  loadToasts()
    .then(() => import('react-toastify'))
    .then((m) => ({ default: m.ToastContainer })),
);

/** The navigation the toasts keep clear of. */
export const TOAST_AVOID_SELECTOR = '.inno-header, [data-testid="breadcrumb-bar"]';
/** Space between the navigation and the first toast, in px. */
export const TOAST_GAP = 8;

/** The distance from the viewport top at which the toasts start: below every visible navigation element. */
export function toastTop(root: ParentNode = document): number {
  let bottom = 0;
  for (const el of root.querySelectorAll(TOAST_AVOID_SELECTOR)) {
    const rect = el.getBoundingClientRect();
    if (rect.height > 0) bottom = Math.max(bottom, rect.bottom);
  }
  return Math.max(0, Math.round(bottom)) + TOAST_GAP;
}

export function ToastHost() {
  const { t } = useTranslation();
  const location = useLocation();
  const [top, setTop] = useState(TOAST_GAP);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setTop(toastTop()));
    };
    measure();
    // the navbar grows when its menu opens on a narrow screen; pages put their breadcrumb bar after loading
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    const header = document.querySelector('.inno-header');
    if (header) observer?.observe(header);
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(measure);
    const main = document.getElementById('main-content');
    if (main) mutations?.observe(main, { childList: true, subtree: true });
    window.addEventListener('scroll', measure, { passive: true });
    window.addEventListener('resize', measure);
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      mutations?.disconnect();
      window.removeEventListener('scroll', measure);
      window.removeEventListener('resize', measure);
    };
  }, [location.pathname]);

  return (
    <Suspense fallback={null}>
      <ToastContainer
        aria-label={t('global.notifications')}
        position="top-right"
        autoClose={5000}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
        style={{ top: `${top}px` }}
      />
    </Suspense>
  );
}

export default ToastHost;
