import { tunisDateString, type Clock } from '@qadhya/domain';
import { call, ops } from '../api/index.ts';
import { peekBootFetch } from '../api/boot-fetch.ts';

/**
 * The app's clock: the server's "now" (GET /clock, so APP_NOW pins the web app too), kept as an
 * offset from Date.now() so that it keeps running. Fetched once; until then (or if the call
 * fails) it is the device clock.
 */
const CLOCK_URL = '/api/v1/clock';
let offsetMs = 0;
let pending: Promise<Clock> | null = null;

export const appClock: Clock = { now: () => new Date(Date.now() + offsetMs) };

/** Today in Tunis ("YYYY-MM-DD") by the app clock. */
export function appToday(): string {
  return tunisDateString(appClock.now());
}

/** Offset between the server's instant and the device's, halfway through the round trip. */
export function clockOffset(serverNow: string, sentAt: number, receivedAt: number): number {
  const server = Date.parse(serverNow);
  if (Number.isNaN(server)) return 0;
  return server - Math.round((sentAt + receivedAt) / 2);
}

/** Fetches GET /clock once and aligns appClock on it; resolves with appClock (also on failure). */
export function syncAppClock(): Promise<Clock> {
  pending ??= (async () => {
    // Sent early by the boot script: its own send and arrival times make the offset.
    const boot = peekBootFetch(CLOCK_URL, null);
    const sentAt = boot?.sentAt ?? Date.now();
    try {
      const body = await call(ops.getClock, {}, { silent: true, auth: false });
      offsetMs = clockOffset(body.now, sentAt, boot?.receivedAt ?? Date.now());
    } catch {
      offsetMs = 0;
      pending = null; // try again next time
    }
    return appClock;
  })();
  return pending;
}
