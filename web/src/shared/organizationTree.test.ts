import { describe, expect, it } from 'vitest';
import { flattenTreeSelect, indentedTitle } from './organizationTree';

describe('organization tree select', () => {
  it('flattens depth first with depths', () => {
    const opts = flattenTreeSelect([
      {
        key: 1,
        value: 1,
        title: 'Inno',
        kind: 'ORGANIZATION',
        disabled: false,
        children: [
          {
            key: 3,
            value: 3,
            title: 'Production',
            kind: 'UNIT',
            disabled: false,
            children: [{ key: 4, value: 4, title: 'Quality', kind: 'UNIT', disabled: true }],
          },
        ],
      },
    ]);
    expect(opts).toEqual([
      { value: 1, title: 'Inno', depth: 0, disabled: false },
      { value: 3, title: 'Production', depth: 1, disabled: false },
      { value: 4, title: 'Quality', depth: 2, disabled: true },
    ]);
    expect(indentedTitle(opts[2])).toBe('\u00a0\u00a0\u00a0\u00a0Quality');
    expect(flattenTreeSelect(null)).toEqual([]);
  });
});
