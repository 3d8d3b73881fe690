/** Upload helpers shared by the brand, manual and language screens (spec 000 §5 uploads, §8). */

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
