import { describe, expect, it } from 'vitest';
import { brandImageUrl } from './brand';
import { extensionOf, hasExtension } from './upload';

describe('upload helpers', () => {
  it('extensions', () => {
    expect(extensionOf('logo.PNG')).toBe('png');
    expect(extensionOf('a.b.jpeg')).toBe('jpeg');
    expect(extensionOf('noext')).toBe('');
    expect(extensionOf('.hidden')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
    expect(hasExtension('manual.pdf', ['pdf'])).toBe(true);
    expect(hasExtension('manual.pdf.exe', ['pdf'])).toBe(false);
  });

  it('brand image urls carry the version', () => {
    expect(brandImageUrl('logo.png', null)).toBe('/api/public/asset/brand/image/logo.png');
    expect(brandImageUrl('logo.png', '12')).toBe('/api/public/asset/brand/image/logo.png?v=12');
  });
});
