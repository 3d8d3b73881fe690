import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from '../../shared/format';
import { content, DAY } from '../campaign/testing';
import {
  contentActions,
  contentLayout,
  contentPayload,
  contentSaveProblem,
  emptyContentForm,
  toContentForm,
  validateContentForm,
  type ContentForm,
} from './form';

const NOW = Date.parse('2025-06-10T12:00:00Z');
const local = (ms: number) => formatLocalDateTime(ms);

function valid(over: Partial<ContentForm> = {}): ContentForm {
  return {
    ...emptyContentForm(NOW),
    title: 'Canteen',
    summary: 'The canteen opens on Monday.',
    categoryId: '2',
    targets: { targetOrganizations: [], targetUnits: [3] },
    ...over,
  };
}

describe('content field rules (spec 001 §5)', () => {
  it('title 3–100, summary 10–500, category and last date required', () => {
    expect(validateContentForm(valid())).toEqual({});
    expect(validateContentForm(valid({ title: 'ab' })).title).toEqual({ key: 'entity.validation.minlength', params: { min: 3 } });
    expect(validateContentForm(valid({ title: 'x'.repeat(101) })).title).toEqual({
      key: 'entity.validation.maxlength',
      params: { max: 100 },
    });
    expect(validateContentForm(valid({ summary: '123456789' })).summary).toEqual({
      key: 'entity.validation.minlength',
      params: { min: 10 },
    });
    expect(validateContentForm(valid({ summary: 'x'.repeat(501) })).summary).toEqual({
      key: 'entity.validation.maxlength',
      params: { max: 500 },
    });
    expect(validateContentForm(valid({ categoryId: '' })).categoryId?.key).toBe('entity.validation.required');
    expect(validateContentForm(valid({ lastDate: '' })).lastDate?.key).toBe('entity.validation.required');
  });

  it('the last date must be at least one day after the publish date', () => {
    // a draft and a publishing item: the publish date is now
    for (const intent of ['DRAFT', 'PUBLISHED'] as const) {
      expect(contentSaveProblem(valid({ lastDate: local(NOW + DAY - 60_000) }), intent, NOW)).toEqual({
        key: 'error.dateValidateOneDayError',
      });
      expect(contentSaveProblem(valid({ lastDate: local(NOW + DAY) }), intent, NOW)).toBeNull();
    }
    // a published item keeps its publish date
    const published = valid({ publishState: 'PUBLISHED', publishDate: new Date(NOW - 10 * DAY).toISOString() });
    expect(contentSaveProblem({ ...published, lastDate: local(NOW - 8 * DAY) }, 'PUBLISHED', NOW)).toBeNull();
    expect(contentSaveProblem({ ...published, lastDate: local(NOW - 10 * DAY + 3600_000) }, 'PUBLISHED', NOW)).toEqual({
      key: 'error.dateValidateOneDayError',
    });
  });

  it('a target unit or organization is needed unless the item stays a draft', () => {
    const none = valid({ targets: { targetOrganizations: [], targetUnits: [] } });
    expect(contentSaveProblem(none, 'DRAFT', NOW)).toBeNull();
    expect(contentSaveProblem(none, 'PUBLISHED', NOW)).toEqual({ key: 'error.targetUnitValidation' });
    expect(contentSaveProblem({ ...none, targets: { targetOrganizations: [1], targetUnits: [] } }, 'PUBLISHED', NOW)).toBeNull();
  });
});

describe('content actions, payload and layout', () => {
  it('new → Next; draft → save as draft or publish; published → save; archived → nothing', () => {
    expect(contentActions(null)).toEqual(['NEXT']);
    expect(contentActions('DRAFT')).toEqual(['SAVE_DRAFT', 'PUBLISH']);
    expect(contentActions('PUBLISHED')).toEqual(['SAVE']);
    expect(contentActions('ARCHIVED')).toEqual([]);
  });

  it('sends the e-mail flag only with the publishing call', () => {
    const draft = toContentForm(content({ publishState: 'DRAFT', publishDate: null }));
    expect(contentPayload(draft, 'PUBLISHED', true)).toMatchObject({
      id: 11,
      code: 'CNT-00011',
      publishState: 'PUBLISHED',
      sendEmailToUser: true,
      categoryId: 2,
      targetUnits: [3],
    });
    expect(contentPayload(draft, 'DRAFT')).not.toHaveProperty('sendEmailToUser');
    const published = toContentForm(content());
    expect(contentPayload(published, 'PUBLISHED', true)).not.toHaveProperty('sendEmailToUser');
    const fresh = contentPayload(valid({ title: '  Canteen  ' }), 'DRAFT');
    expect(fresh).not.toHaveProperty('id');
    expect(fresh.title).toBe('Canteen');
    expect(fresh.categoryId).toBe(2);
  });

  it('a grid for more than two items, cards otherwise', () => {
    expect(contentLayout(0)).toBe('cards');
    expect(contentLayout(1)).toBe('cards');
    expect(contentLayout(2)).toBe('cards');
    expect(contentLayout(3)).toBe('grid');
    expect(contentLayout(10)).toBe('grid');
  });
});
