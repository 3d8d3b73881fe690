import { describe, expect, it } from 'vitest';
import { TREE } from '../campaign/testing';
import { checkedIds, hasTarget, splitTargets } from './audience';
import { bannerFileProblem } from './banner';
import { atLeastOneDayAfter, ONE_DAY_MS } from './dates';
import { bannerUrl } from './images';

describe('audience targets', () => {
  it('splits checked nodes into organizations and units by kind', () => {
    expect(splitTargets([4, 1, 3], TREE)).toEqual({ targetOrganizations: [1], targetUnits: [3, 4] });
    expect(checkedIds({ targetOrganizations: [1], targetUnits: [3] })).toEqual([1, 3]);
    expect(hasTarget({ targetOrganizations: [], targetUnits: [] })).toBe(false);
    expect(hasTarget({ targetOrganizations: [], targetUnits: [2] })).toBe(true);
  });
});

describe('dates', () => {
  it('one day at least', () => {
    const t = Date.parse('2025-01-01T00:00:00Z');
    expect(atLeastOneDayAfter(t + ONE_DAY_MS, t)).toBe(true);
    expect(atLeastOneDayAfter(t + ONE_DAY_MS - 1, t)).toBe(false);
    expect(atLeastOneDayAfter('', t)).toBe(false);
    expect(atLeastOneDayAfter('2025-01-03T00:00:00Z', '2025-01-01T00:00:00Z')).toBe(true);
  });
});

describe('banner files and urls', () => {
  it('takes one JPEG or PNG of at most 5 MB', () => {
    expect(bannerFileProblem([{ name: 'a.png', type: 'image/png', size: 10 }])).toBeNull();
    expect(bannerFileProblem([{ name: 'a.JPG', type: 'image/jpeg', size: 10 }])).toBeNull();
    expect(bannerFileProblem([{ name: 'a.jpeg', type: '', size: 10 }])).toBeNull();
    expect(bannerFileProblem([{ name: 'a.gif', type: 'image/gif', size: 10 }])).toBe('bannerUpload.wrongType');
    expect(bannerFileProblem([{ name: 'a.png', type: 'application/pdf', size: 10 }])).toBe('bannerUpload.wrongType');
    expect(bannerFileProblem([{ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 }])).toBe('bannerUpload.tooLarge');
    expect(
      bannerFileProblem([
        { name: 'a.png', type: 'image/png', size: 1 },
        { name: 'b.png', type: 'image/png', size: 1 },
      ]),
    ).toBe('bannerUpload.oneFile');
    expect(bannerFileProblem([])).toBeNull();
  });

  it('images live under /api/v3 plus their path', () => {
    expect(bannerUrl('content-images/content-3/x.jpg')).toBe('/api/v3/content-images/content-3/x.jpg');
    expect(bannerUrl('/api/v3/content-images/a/b.png')).toBe('/api/v3/content-images/a/b.png');
    expect(bannerUrl(null)).toBeNull();
  });
});
