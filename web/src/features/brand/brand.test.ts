import { describe, expect, it } from 'vitest';
import { BRAND_SLOTS, firstSelected, isBrandImage } from './brand';

describe('brand slots', () => {
  it('has the nine slots of the spec in order', () => {
    expect(BRAND_SLOTS.map((s) => s.fileName)).toEqual([
      'logo.png',
      'logo-s.png',
      'bg.png',
      'banner.jpg',
      'announcement.png',
      'news.png',
      'article.png',
      'competitions.png',
      'campaigns.png',
    ]);
  });

  it('uploads only the first selected slot in the listed order', () => {
    const f = (n: string) => new File(['x'], n);
    expect(firstSelected({})).toBeNull();
    expect(firstSelected({ logo: null })).toBeNull();
    const news = f('n.png');
    const banner = f('b.jpg');
    expect(firstSelected({ news, banner })?.slot.id).toBe('banner');
    expect(firstSelected({ news })?.file).toBe(news);
  });

  it('accepts jpg, jpeg and png only', () => {
    expect(isBrandImage('a.JPG')).toBe(true);
    expect(isBrandImage('a.jpeg')).toBe(true);
    expect(isBrandImage('a.png')).toBe(true);
    expect(isBrandImage('a.gif')).toBe(false);
    expect(isBrandImage('png')).toBe(false);
  });
});
