/** Management screens' helpers (metrics, configuration, logs, audits). */

export const LOG_LEVELS = ['TRACE', 'DEBUG', 'INFO', 'WARN', 'ERROR', 'OFF'] as const;

/** 93784 → '1d 2h 3m 4s' */
export function formatUptime(seconds: number | undefined): string {
  if (seconds === undefined || !Number.isFinite(seconds) || seconds < 0) return '';
  let s = Math.floor(seconds);
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  return [d ? `${d}d` : '', d || h ? `${h}h` : '', d || h || m ? `${m}m` : '', `${s}s`].filter(Boolean).join(' ');
}

/** 1536 → '1.5 KB', bytes for counters named *Bytes */
export function formatBytes(n: number | undefined): string {
  if (n === undefined || !Number.isFinite(n)) return '';
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (Math.abs(v) >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}

/** A metric value for display: bytes by name, ms rounded, else as is. */
export function formatMetric(name: string, value: number | string | undefined): string {
  if (typeof value !== 'number') return value ?? '';
  if (/bytes$/i.test(name)) return formatBytes(value);
  if (/ms$/i.test(name)) return `${Math.round(value * 100) / 100} ms`;
  return String(value);
}

/** Flattens a nested object into dotted keys with string values (configprops / env tables). */
export function flattenProperties(obj: unknown, prefix = ''): [string, string][] {
  if (obj === null || obj === undefined) return prefix ? [[prefix, '']] : [];
  if (typeof obj !== 'object') return [[prefix, String(obj)]];
  if (Array.isArray(obj)) return [[prefix, obj.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')]];
  const out: [string, string][] = [];
  for (const [k, v] of Object.entries(obj as Record<string, unknown>)) out.push(...flattenProperties(v, prefix ? `${prefix}.${k}` : k));
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}

/** Health status → Bootstrap colour. */
export function statusColor(status: string | undefined): string {
  switch (status) {
    case 'UP':
      return 'success';
    case 'DOWN':
    case 'OUT_OF_SERVICE':
      return 'danger';
    default:
      return 'warning';
  }
}
