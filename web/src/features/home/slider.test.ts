import { describe, expect, it } from 'vitest';
import { moveIndex, sliderLayout } from './slider';

describe('slider breakpoints (spec 000 §2, 001 §9)', () => {
  it('desktop shows 3 items from 1024 to 3000 px, and wider', () => {
    for (const w of [1024, 1280, 1920, 3000, 3840]) expect(sliderLayout(w), String(w)).toEqual({ device: 'desktop', items: 3, step: 1 });
  });

  it('tablet shows 2 items from 464 to 1023 px', () => {
    for (const w of [464, 800, 1023]) expect(sliderLayout(w), String(w)).toEqual({ device: 'tablet', items: 2, step: 1 });
  });

  it('mobile shows 1 item below 464 px', () => {
    for (const w of [0, 320, 375, 463]) expect(sliderLayout(w), String(w)).toEqual({ device: 'mobile', items: 1, step: 1 });
    expect(sliderLayout(Number.NaN).device).toBe('mobile');
  });

  it('the content slider moves 3 at a time, never more than it shows', () => {
    expect(sliderLayout(1280, 3).step).toBe(3);
    expect(sliderLayout(800, 3).step).toBe(2);
    expect(sliderLayout(375, 3).step).toBe(1);
  });

  it('moving stays between the first item and the last full view', () => {
    const desktop = sliderLayout(1280, 3);
    expect(moveIndex(0, 10, desktop, 1)).toBe(3);
    expect(moveIndex(3, 10, desktop, 1)).toBe(6);
    expect(moveIndex(6, 10, desktop, 1)).toBe(7);
    expect(moveIndex(7, 10, desktop, 1)).toBe(7);
    expect(moveIndex(7, 10, desktop, -1)).toBe(4);
    expect(moveIndex(1, 10, desktop, -1)).toBe(0);
    expect(moveIndex(0, 2, desktop, 1)).toBe(0);
  });
});
