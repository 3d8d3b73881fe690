/** A positive whole number from a path segment; null otherwise ('new', '', 'x', '0'). */
export function parseEntityId(raw: string | null | undefined): number | null {
  if (raw === null || raw === undefined || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}
