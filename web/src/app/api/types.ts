/**
 * The server's types, generated from its OpenAPI document into schema.d.ts (npm run openapi). Import them from
 * here: `Schemas['Tag']` is what the server answers (every member it always writes is required), `Schemas['TagRequest']`
 * what it reads (every member optional). Never copy a server type by hand.
 */
import type { components, operations, paths } from './schema';

/** Every schema of the document, by name. */
export type Schemas = components['schemas'];

export type { operations, paths };
