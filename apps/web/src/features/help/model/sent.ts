/**
 * The history state a form hands to its thank-you page after a send (docs/help.md#screens): a
 * thank-you page opened without it (typed, bookmarked, shared) goes to its form instead. The
 * history keeps it, so a reload of the thank-you page still thanks.
 */
export const SENT = { sent: true } as const;

/** Whether a location's state says a form was just sent. */
export function wasSent(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { sent?: unknown }).sent === true;
}
