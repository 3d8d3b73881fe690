/** Brand image addresses with a cache-busting version bumped after an upload (kept in the initial bundle: tiny). */
export const BRAND_IMAGE_BASE = '/api/public/asset/brand/image/';
export const BRAND_VERSION_KEY = 'brandVersion';

export function getBrandVersion(): string | null {
  try {
    return localStorage.getItem(BRAND_VERSION_KEY);
  } catch {
    return null;
  }
}

export function bumpBrandVersion(now: number = Date.now()): string {
  const v = String(now);
  try {
    localStorage.setItem(BRAND_VERSION_KEY, v);
  } catch {
    // storage unavailable: the server's no-cache answer still applies
  }
  return v;
}

export function brandImageUrl(fileName: string, version: string | null = getBrandVersion()): string {
  return `${BRAND_IMAGE_BASE}${fileName}${version ? `?v=${encodeURIComponent(version)}` : ''}`;
}
