/** The server's shapes of the system administration screens (spec 002 §7 "Application config and management"). */

/** GET /management/jhimetrics */
export interface JhiMetrics {
  uptimeSeconds?: number;
  runtime?: Record<string, number | string>;
  http?: {
    requests?: number;
    byStatus?: Record<string, number>;
    routes?: { method: string; route: string; count: number; meanMs: number }[];
  };
  database?: Record<string, number | string>;
}

export interface HealthComponent {
  status: string;
  details?: Record<string, unknown>;
}

/** GET /management/health (200 when up, 503 with the same body when something is down) */
export interface Health {
  status: string;
  components?: Record<string, HealthComponent>;
}

/** GET /management/loggers */
export interface Loggers {
  levels?: string[];
  loggers?: Record<string, { configuredLevel?: string | null; effectiveLevel?: string }>;
}

/** A row of GET /api/v3/log/files */
export interface LogFile {
  name: string;
  size: number;
  modified: string;
}

/** A row of GET /management/audits */
export interface Audit {
  id: number;
  principal: string;
  type: string;
  remoteAddr?: string;
  timestamp: string;
  data?: unknown;
}

/** GET /management/configprops */
export interface ConfigProps {
  properties?: unknown;
}

/** GET /management/env */
export interface Env {
  environment?: unknown;
  system?: unknown;
}
