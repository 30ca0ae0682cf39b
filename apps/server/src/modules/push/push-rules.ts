import { AppPath, PUSH_MAX_AGE_HOURS, PUSH_QUIET_FROM_HOUR, PUSH_QUIET_UNTIL_HOUR } from '@qadhya/contracts';
import { addDays, parseTunisDateTime, tunisDateString, tunisParts } from '@qadhya/domain';

/**
 * When a push may go (docs/notifications.md#push-rules): never in Tunis's quiet hours (22:00–08:00:
 * it waits for 08:00), never for a notification older than a day.
 */

/** Null when `now` is outside the quiet hours, else the Tunis 08:00 that ends them. */
export function quietUntil(now: Date): Date | null {
  const { hour } = tunisParts(now);
  if (hour >= PUSH_QUIET_UNTIL_HOUR && hour < PUSH_QUIET_FROM_HOUR) return null;
  const today = tunisDateString(now);
  const day = hour >= PUSH_QUIET_FROM_HOUR ? addDays(today, 1) : today;
  return parseTunisDateTime(`${day}T${String(PUSH_QUIET_UNTIL_HOUR).padStart(2, '0')}:00`);
}

export const tooOldToPush = (createdAt: Date, now: Date) => now.getTime() - createdAt.getTime() > PUSH_MAX_AGE_HOURS * 3_600_000;

/**
 * The link a push carries: only a path of the app (the service worker opens it on our own origin),
 * never an absolute URL nor `//host` (docs/security.md#links-we-send); anything else goes as null.
 */
export function pushLink(link: string | null): string | null {
  const path = link === null ? null : AppPath.safeParse(link);
  return path?.success ? path.data : null;
}
