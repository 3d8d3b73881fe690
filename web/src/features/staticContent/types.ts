/**
 * The server's shapes of static content (spec 002 §7 "Static content and languages"): aliases of the
 * types generated from the OpenAPI document (src/app/api/schema.d.ts).
 */
import type { Schemas } from '../../app/api/types';

/** A row of GET /api/v3/static-contents. */
export type StaticContentEntry = Schemas['StaticcontentContent'];

/** The PUT body of /api/v3/static-contents (the key and language always named: the save refreshes that block). */
export type StaticContentBody = Schemas['StaticcontentContentRequest'] & Pick<StaticContentEntry, 'contentKey' | 'locale'>;
