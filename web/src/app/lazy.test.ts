import { describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, isChunkLoadError, loadWithTimeout } from './lazy';

describe('lazy loading', () => {
  it('uses 120 000 ms', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('resolves a load that finishes in time', async () => {
    await expect(loadWithTimeout(async () => 'ok', 1000)).resolves.toBe('ok');
  });

  it('rejects with ChunkLoadError after the timeout', async () => {
    vi.useFakeTimers();
    const p = loadWithTimeout(() => new Promise<never>(() => undefined), CHUNK_LOAD_TIMEOUT_MS);
    const check = expect(p).rejects.toMatchObject({ name: 'ChunkLoadError' });
    vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS);
    await check;
    vi.useRealTimers();
  });

  it('turns a failed import into ChunkLoadError', async () => {
    const e = await loadWithTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))).catch(
      (x: unknown) => x,
    );
    expect(isChunkLoadError(e)).toBe(true);
    expect(e).toBeInstanceOf(ChunkLoadError);
  });
});
