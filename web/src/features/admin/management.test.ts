import { describe, expect, it } from 'vitest';
import { flattenProperties, formatBytes, formatMetric, formatUptime, statusColor } from './management';

describe('management helpers', () => {
  it('uptime', () => {
    expect(formatUptime(7)).toBe('7s');
    expect(formatUptime(93784)).toBe('1d 2h 3m 4s');
    expect(formatUptime(3600)).toBe('1h 0m 0s');
    expect(formatUptime(undefined)).toBe('');
  });

  it('bytes and metrics', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatMetric('heapAllocBytes', 1048576)).toBe('1.0 MB');
    expect(formatMetric('meanMs', 1.23456)).toBe('1.23 ms');
    expect(formatMetric('goroutines', 8)).toBe('8');
    expect(formatMetric('engine', 'sqlite')).toBe('sqlite');
  });

  it('flattens properties', () => {
    expect(flattenProperties({ b: { c: 1 }, a: 'x', l: [1, 2], n: null })).toEqual([
      ['a', 'x'],
      ['b.c', '1'],
      ['l', '1, 2'],
      ['n', ''],
    ]);
  });

  it('health colours', () => {
    expect(statusColor('UP')).toBe('success');
    expect(statusColor('DOWN')).toBe('danger');
    expect(statusColor('UNKNOWN')).toBe('warning');
  });
});
