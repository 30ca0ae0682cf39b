/**
 * Only the last 3 characters of a personal number (a phone, an ID): enough to confirm it with the
 * person, not to collect it (docs/security.md).
 */
export const maskTail = (value: string, keep = 3) => `${'•'.repeat(Math.max(0, value.length - keep))}${value.slice(-keep)}`;
