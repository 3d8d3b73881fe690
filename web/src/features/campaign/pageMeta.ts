import { useEffect } from 'react';

/**
 * Sets the page's <meta name="description"> while the component is shown (spec 001 §9: the
 * campaign summary, cut at 160 characters) and puts the previous text back afterwards.
 */
export function usePageDescription(text: string | null): void {
  useEffect(() => {
    if (!text) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = meta === null;
    if (meta === null) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.appendChild(meta);
    }
    const previous = meta.content;
    meta.content = text;
    const el = meta;
    return () => {
      if (created) el.remove();
      else el.content = previous;
    };
  }, [text]);
}
