import { useEffect, useRef } from 'react';
import { LANGUAGE_RELOAD_MS } from './languageAdmin';

/** The page reload after an upload (replaceable in tests). */
export const reloader = { reload: () => window.location.reload() };

/** Reloads the page LANGUAGE_RELOAD_MS after it is called, unless the component is gone by then. */
export function useReloadLater() {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return () => {
    timer.current = setTimeout(() => reloader.reload(), LANGUAGE_RELOAD_MS);
  };
}
