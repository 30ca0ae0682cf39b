import { AVATAR_MAX_BYTES } from '@qadhya/contracts';

/** The image types the avatar picker accepts (the server checks the bytes again). */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';

const CODES = [
  'FILE_TOO_LARGE',
  'UNSUPPORTED_IMAGE_TYPE',
  'IMAGE_TOO_LARGE',
  'IMAGE_INVALID',
  'FILE_MISSING',
  'INVALID_FILE_NAME',
] as const;
export type AvatarErrorCode = (typeof CODES)[number];

/** The i18n key of an avatar upload failure (its server code), or the generic failure. */
export function avatarErrorKey(code: string | undefined): string {
  return (CODES as readonly string[]).includes(code ?? '') ? `account.settings.errors.${code}` : 'account.settings.uploadFailed';
}

/** Checks made before sending (same rules as the server): returns the code that will fail, or null. */
export function precheckAvatar(file: { size: number; type: string }): AvatarErrorCode | null {
  if (file.size > AVATAR_MAX_BYTES) return 'FILE_TOO_LARGE';
  if (file.type && !AVATAR_ACCEPT.split(',').includes(file.type)) return 'UNSUPPORTED_IMAGE_TYPE';
  return null;
}
