/** The resend countdown (59 s, docs/accounts.md#sign-in-screen) shown as mm:ss. */
export const RESEND_SECONDS = 59;

export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const mm = Math.floor(s / 60);
  const ss = s % 60;
  return `${String(mm).padStart(2, '0')}:${String(ss).padStart(2, '0')}`;
}

/** Seconds left before `deadline` (ms since epoch) at `now`, rounded up, never negative. */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}
