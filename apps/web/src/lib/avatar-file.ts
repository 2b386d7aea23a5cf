/** The image types the API accepts for an avatar (it checks the bytes too). */
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** At most 2 MB, as the API answers `413 PAYLOAD_TOO_LARGE` beyond. */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** What is wrong with a chosen file: its type, its size, or nothing (`null`). */
export type AvatarFileProblem = 'type' | 'size' | null;

/**
 * Checks an avatar before it is sent, so a wrong file is refused at once with a clear message
 * instead of after an upload. The server checks again (by the file's bytes, not its name).
 */
export function checkAvatarFile(file: Pick<File, 'type' | 'size'>): AvatarFileProblem {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
