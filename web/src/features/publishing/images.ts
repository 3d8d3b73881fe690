/** Banner images of content and campaigns (spec 001 §7 "Banners"): fetched from /api/v3 plus the stored path. */
export function bannerUrl(path: string | null | undefined): string | null {
  if (!path) return null;
  const p = path.replace(/^\/+/, '').replace(/^api\/v3\//, '');
  return `/api/v3/${p}`;
}
