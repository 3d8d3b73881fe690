/** The brand page's slots and rules (spec 000 §2 "Brand page"). */
import { hasExtension } from '../../shared/upload';

export interface BrandSlot {
  id: string;
  fileName: string;
  /** translation key of the slot title */
  titleKey: string;
  hint: string;
}

/** In the listed order; Save uploads only the first selected one. */
export const BRAND_SLOTS: readonly BrandSlot[] = [
  { id: 'logo', fileName: 'logo.png', titleKey: 'brand.slots.logo', hint: 'max 220x50 px' },
  { id: 'smallLogo', fileName: 'logo-s.png', titleKey: 'brand.slots.smallLogo', hint: 'max 180x40' },
  { id: 'background', fileName: 'bg.png', titleKey: 'brand.slots.background', hint: 'repeatable, low contrast' },
  { id: 'banner', fileName: 'banner.jpg', titleKey: 'brand.slots.banner', hint: 'max 1140x480' },
  { id: 'announcements', fileName: 'announcement.png', titleKey: 'brand.slots.announcements', hint: 'max 960x540' },
  { id: 'news', fileName: 'news.png', titleKey: 'brand.slots.news', hint: 'max 960x540' },
  { id: 'articles', fileName: 'article.png', titleKey: 'brand.slots.articles', hint: 'max 960x540' },
  { id: 'competitions', fileName: 'competitions.png', titleKey: 'brand.slots.competitions', hint: 'max 960x540' },
  { id: 'campaigns', fileName: 'campaigns.png', titleKey: 'brand.slots.campaigns', hint: 'max 960x540' },
];

export const BRAND_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const BRAND_ACCEPT = '.jpg,.jpeg,.png';
/** The page reloads this long after a save, whether it succeeded or not. */
export const BRAND_RELOAD_MS = 5500;

export type BrandSelection = Partial<Record<string, File | null>>;

/** The first selected slot in the listed order, or null. */
export function firstSelected(selection: BrandSelection): { slot: BrandSlot; file: File } | null {
  for (const slot of BRAND_SLOTS) {
    const file = selection[slot.id];
    if (file) return { slot, file };
  }
  return null;
}

export function isBrandImage(name: string): boolean {
  return hasExtension(name, BRAND_EXTENSIONS);
}
