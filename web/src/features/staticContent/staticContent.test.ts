import { describe, expect, it } from 'vitest';
import { emptyEntry, staticContentPayload, validateStaticContent } from './staticContent';

describe('static content rules', () => {
  it('needs a key of letters, digits, dot, dash or underscore', () => {
    expect(validateStaticContent(emptyEntry('en')).contentKey?.key).toBe('entity.validation.required');
    expect(validateStaticContent({ ...emptyEntry('en'), contentKey: 'a b' }).contentKey?.key).toBe('entity.validation.pattern');
    expect(validateStaticContent({ ...emptyEntry('en'), contentKey: 'privacy-platform' })).toEqual({});
  });

  it('payload', () => {
    expect(staticContentPayload({ ...emptyEntry('tr'), contentKey: ' k ', title: ' T ', content: '<p>x</p>' })).toEqual({
      contentKey: 'k',
      locale: 'tr',
      title: 'T',
      content: '<p>x</p>',
    });
    expect(staticContentPayload({ id: 5, contentKey: 'k', locale: 'en', title: '', content: '' }).id).toBe(5);
  });
});
