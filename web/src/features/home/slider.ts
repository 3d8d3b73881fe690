/**
 * Home sliders (spec 000 §2, 001 §9): desktop 3 items (1024–3000 px), tablet 2 (464–1024 px),
 * mobile 1; a slider moves by its own step (the content slider by 3), never by more than it shows.
 */
export type Device = 'desktop' | 'tablet' | 'mobile';

export interface Breakpoint {
  device: Device;
  min: number;
  max: number;
  items: number;
}

/** Checked in this order; the first whose range holds the width wins (1024 is desktop, 464 tablet). */
export const SLIDER_BREAKPOINTS: readonly Breakpoint[] = [
  { device: 'desktop', min: 1024, max: 3000, items: 3 },
  { device: 'tablet', min: 464, max: 1024, items: 2 },
  { device: 'mobile', min: 0, max: 464, items: 1 },
];

export interface SliderLayout {
  device: Device;
  /** items in view */
  items: number;
  /** items one press of previous/next moves */
  step: number;
}

export function sliderLayout(width: number, moveBy = 1): SliderLayout {
  const w = Number.isFinite(width) && width > 0 ? width : 0;
  // wider than 3000 px keeps the desktop layout
  const bp =
    w > SLIDER_BREAKPOINTS[0].max
      ? SLIDER_BREAKPOINTS[0]
      : (SLIDER_BREAKPOINTS.find((b) => w >= b.min && w <= b.max) ?? SLIDER_BREAKPOINTS[SLIDER_BREAKPOINTS.length - 1]);
  return { device: bp.device, items: bp.items, step: Math.max(1, Math.min(Math.trunc(moveBy), bp.items)) };
}

/** The first item in view after moving `dir` from `index`, kept between 0 and the last full view. */
export function moveIndex(index: number, count: number, layout: Pick<SliderLayout, 'items' | 'step'>, dir: 1 | -1): number {
  const last = Math.max(0, count - layout.items);
  return Math.min(last, Math.max(0, index + dir * layout.step));
}

/** Summary truncation in sliders: 200 characters, 500 when expanded. */
export const SLIDER_SUMMARY_MAX = 200;
export const SLIDER_SUMMARY_EXPANDED_MAX = 500;

/** Closed sliders show at most 5 items each. */
export const CLOSED_SLIDER_MAX = 5;

/** The latest content: page 0, size 10, newest first. */
export const LATEST_CONTENT_QUERY = { page: 0, size: 10, sort: 'publishDate,desc' } as const;
