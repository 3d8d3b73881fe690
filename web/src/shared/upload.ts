/** Upload helpers shared by the brand, manual and language screens (spec 000 §5 uploads, §8). */
import api from '../app/api';

export type UploadState = 'IDLE' | 'UPLOADING';

/** The extension of a file name, lower case, without the dot ('' when none). */
export function extensionOf(name: string): string {
  const i = name.lastIndexOf('.');
  return i <= 0 || i === name.length - 1 ? '' : name.slice(i + 1).toLowerCase();
}

export function hasExtension(name: string, allowed: readonly string[]): boolean {
  return allowed.includes(extensionOf(name));
}

/** The multipart body of an upload: the field `file` (with its name when given). */
export function uploadBody(file: File | Blob, fileName?: string): FormData {
  const data = new FormData();
  if (fileName !== undefined) data.append('file', file, fileName);
  else data.append('file', file);
  return data;
}

/**
 * POST multipart with the field `file`, outside RTK Query: kept for the features whose uploads have
 * not moved to an endpoint of their `<feature>Api.ts` yet (use `uploadBody` there); removed with its
 * last user.
 */
export function uploadFile<T = unknown>(path: string, file: File | Blob, fileName?: string) {
  return api.post<T>(path, uploadBody(file, fileName), { notify: false });
}
