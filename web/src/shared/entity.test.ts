import { describe, expect, it } from 'vitest';
import { cleanEntity } from './entity';

describe('cleanEntity', () => {
  it('drops nested objects whose id is empty or -1', () => {
    const e = {
      id: 5,
      title: 't',
      campaign: { id: '' },
      lifeCycle: { id: -1 },
      owner: { id: 3 },
      tags: [{ id: 1 }],
      meta: { name: 'x' },
      nothing: null,
    };
    expect(cleanEntity(e)).toEqual({ id: 5, title: 't', owner: { id: 3 }, tags: [{ id: 1 }], meta: { name: 'x' }, nothing: null });
  });
});
