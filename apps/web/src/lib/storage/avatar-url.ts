/**
 * Avatars load from the backend's public uploads folder prefixed to the AVATAR path; absolute
 * URLs, data URLs and root paths are used as they are.
 */
export const AVATAR_BASE = '/uploads/';

export function avatarUrl(avatar: string | null | undefined): string | null {
  if (!avatar || !avatar.trim()) return null;
  const value = avatar.trim();
  if (/^(https?:|data:|blob:|\/)/i.test(value)) return value;
  return `${AVATAR_BASE}${value}`;
}
