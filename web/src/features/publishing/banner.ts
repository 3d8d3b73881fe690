/** The banner rules of spec 001 §2 "Banner uploader" and §5: one JPEG or PNG of at most 5 MB. */
import { hasExtension } from '../../shared/upload';

export const BANNER_EXTENSIONS = ['jpg', 'jpeg', 'png'] as const;
export const BANNER_TYPES = ['image/jpeg', 'image/png'] as const;
export const BANNER_MAX_BYTES = 5 * 1024 * 1024;

/** Why a dropped or chosen file list is refused (a translation key), or null when it is one JPEG or PNG within 5 MB. */
export function bannerFileProblem(files: readonly Pick<File, 'name' | 'type' | 'size'>[]): string | null {
  if (files.length === 0) return null;
  if (files.length > 1) return 'bannerUpload.oneFile';
  const f = files[0];
  const typeOk = f.type === '' ? hasExtension(f.name, BANNER_EXTENSIONS) : (BANNER_TYPES as readonly string[]).includes(f.type);
  if (!typeOk || !hasExtension(f.name, BANNER_EXTENSIONS)) return 'bannerUpload.wrongType';
  if (f.size > BANNER_MAX_BYTES) return 'bannerUpload.tooLarge';
  return null;
}
