/**
 * The server's shapes of the system administration screens (spec 002 §7 "Application config and management"):
 * aliases of the types generated from the OpenAPI document (src/app/api/schema.d.ts).
 */
import type { Schemas } from '../../app/api/types';

/** GET /management/jhimetrics */
export type JhiMetrics = Schemas['Dashboard'];

/** GET /management/health (200 when up, 503 with the same body when something is down) */
export type Health = Schemas['Health'];

/** GET /management/loggers */
export type Loggers = Schemas['Loggers'];

/** A row of GET /api/v3/log/files */
export type LogFile = Schemas['LogFileInfo'];

/** A row of GET /management/audits */
export type Audit = Schemas['Event'];

/** GET /management/configprops */
export type ConfigProps = Schemas['ConfigProps'];

/** GET /management/env */
export type Env = Schemas['Environment'];
