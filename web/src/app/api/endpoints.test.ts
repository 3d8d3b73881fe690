import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => vi.unstubAllEnvs());

describe('the one RTK Query API', () => {
  it('has no two features defining an endpoint of the same name (the second would be dropped silently)', async () => {
    // RTK Query reports an endpoint injected twice only in development mode.
    vi.stubEnv('NODE_ENV', 'development');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const modules = import.meta.glob(['../../features/*/*Api.ts', '../../shared/**/*Api.ts']);
    expect(Object.keys(modules).length).toBeGreaterThan(10);
    await Promise.all(Object.values(modules).map((load) => load()));
    const overrides = errors.mock.calls.map((c) => String(c[0])).filter((m) => m.includes('already-existing endpointName'));
    errors.mockRestore();
    expect(overrides).toEqual([]);
  });
});
