/** Lazy parts (spec 000 §1, §9): a load that takes longer than 120 s fails with a ChunkLoadError. */
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

export function isChunkLoadError(e: unknown): boolean {
  return e instanceof Error && e.name === 'ChunkLoadError';
}

/** Resolves like `load()`, or rejects with ChunkLoadError after `ms` or when the load fails. */
export function loadWithTimeout<T>(load: () => Promise<T>, ms: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${ms} ms`)), ms);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(
          isChunkLoadError(err) ? err : new ChunkLoadError(err instanceof Error ? err.message : 'Loading chunk failed', { cause: err }),
        );
      },
    );
  });
}

/** React.lazy with the load timeout. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyPage<T extends ComponentType<any>>(
  factory: () => Promise<{ default: T }>,
  ms: number = CHUNK_LOAD_TIMEOUT_MS,
): LazyExoticComponent<T> {
  return lazy(() => loadWithTimeout(factory, ms));
}
