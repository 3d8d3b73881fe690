import { Children, useCallback, useRef, useState, useSyncExternalStore, type CSSProperties, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { moveIndex, sliderLayout } from './slider';
import './home.css';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/** The window's width, following resizes. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => 1280,
  );
}

/**
 * A horizontal slider built on CSS scroll snapping: as many items in view as the breakpoints say,
 * previous/next move by `moveBy` (at most a view), and touch or trackpad scrolling works as is.
 */
export function Slider({
  id,
  title,
  moveBy = 1,
  children,
  more,
}: {
  id: string;
  title: ReactNode;
  moveBy?: number;
  children: ReactNode;
  more?: ReactNode;
}) {
  const { t } = useTranslation();
  const width = useViewportWidth();
  const layout = sliderLayout(width, moveBy);
  const items = Children.toArray(children);
  const [index, setIndex] = useState(0);
  const track = useRef<HTMLDivElement>(null);
  const frame = useRef<number | null>(null);
  const last = Math.max(0, items.length - layout.items);
  const current = Math.min(index, last);

  const go = (dir: 1 | -1) => {
    const next = moveIndex(current, items.length, layout, dir);
    setIndex(next);
    const el = track.current;
    const child = el?.children[next] as HTMLElement | undefined;
    if (el && child && typeof el.scrollTo === 'function') el.scrollTo({ left: child.offsetLeft - el.offsetLeft, behavior: 'smooth' });
  };

  // scrolling by hand moves the index too (once per frame)
  const onScroll = useCallback(() => {
    if (frame.current !== null) return;
    frame.current = requestAnimationFrame(() => {
      frame.current = null;
      const el = track.current;
      if (!el) return;
      const kids = Array.from(el.children) as HTMLElement[];
      let best = 0;
      for (let i = 0; i < kids.length; i++) {
        if (Math.abs(kids[i].offsetLeft - el.offsetLeft - el.scrollLeft) < Math.abs(kids[best].offsetLeft - el.offsetLeft - el.scrollLeft))
          best = i;
      }
      setIndex(best);
    });
  }, []);

  const style = { '--inno-slider-items': layout.items } as CSSProperties;
  const paged = items.length > layout.items;
  return (
    <section
      className="inno-slider mb-4"
      aria-labelledby={`${id}-title`}
      data-testid={id}
      data-device={layout.device}
      data-items={layout.items}
      data-step={layout.step}
      data-index={current}
    >
      <div className="d-flex align-items-center justify-content-between gap-2 mb-2">
        <h2 className="h4 mb-0" id={`${id}-title`}>
          {title}
        </h2>
        <div className="d-flex align-items-center gap-2 flex-shrink-0">
          {more}
          {paged && (
            <div className="btn-group btn-group-sm">
              <button
                type="button"
                className="btn btn-outline-secondary"
                aria-label={t('home.slider.previous')}
                disabled={current === 0}
                onClick={() => go(-1)}
                data-testid={`${id}-previous`}
              >
                ‹
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                aria-label={t('home.slider.next')}
                disabled={current >= last}
                onClick={() => go(1)}
                data-testid={`${id}-next`}
              >
                ›
              </button>
            </div>
          )}
        </div>
      </div>
      <div
        ref={track}
        className="inno-slider-track"
        style={style}
        onScroll={onScroll}
        tabIndex={0}
        aria-label={typeof title === 'string' ? title : undefined}
        role="region"
      >
        {items.map((child, i) => {
          const away = i < current || i >= current + layout.items;
          return (
            // a slide out of view is hidden from screen readers and, with inert, from Tab too: a hidden link
            // that takes the focus is what axe calls aria-hidden-focus (the ‹ › buttons bring it into view)
            <div className="inno-slider-item" key={i} aria-hidden={away || undefined} inert={away || undefined} data-testid={`${id}-item`}>
              {child}
            </div>
          );
        })}
      </div>
    </section>
  );
}

export default Slider;
