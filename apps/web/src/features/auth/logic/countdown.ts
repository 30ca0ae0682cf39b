import { formatCountdown } from '@qadhya/domain';

/** The resend countdown (59 s, docs/accounts.md#sign-in-screen) shown as mm:ss. */
export const RESEND_SECONDS = 59;

/**
 * mm:ss through the domain's countdown format (docs/formats.md): the figures are the same in both
 * languages, and the screens isolate them where they show them.
 */
export const formatMmSs = (totalSeconds: number): string => formatCountdown(totalSeconds, 'fr');

/** Seconds left before `deadline` (ms since epoch) at `now`, rounded up, never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
