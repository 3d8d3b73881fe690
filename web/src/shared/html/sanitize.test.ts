import { describe, expect, it } from 'vitest';
import { isSafeUrl, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps formatting and safe links', () => {
    expect(sanitizeHtml('<p><strong>Hi</strong> <a href="https://x.io" title="x">x</a></p>')).toBe(
      '<p><strong>Hi</strong> <a href="https://x.io" title="x">x</a></p>',
    );
    expect(sanitizeHtml('<ul><li>a</li></ul>')).toBe('<ul><li>a</li></ul>');
  });

  it('drops scripts, handlers and javascript: urls', () => {
    expect(sanitizeHtml('<p onclick="x()">a<script>alert(1)</script></p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)">')).toBe('<img src="x">');
    expect(sanitizeHtml('<custom>text</custom>')).toBe('text');
    expect(sanitizeHtml(null)).toBe('');
  });

  it('url check', () => {
    expect(isSafeUrl('/static-content-view/x')).toBe(true);
    expect(isSafeUrl('mailto:a@b.io')).toBe(true);
    expect(isSafeUrl(' java\tscript:alert(1)')).toBe(false);
    expect(isSafeUrl('data:text/html,x')).toBe(false);
  });
});
