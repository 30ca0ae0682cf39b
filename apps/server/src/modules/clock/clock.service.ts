import type { ClockResponse } from '@qadhya/contracts';
import { TUNIS_TZ, tunisDateString, type Clock } from '@qadhya/domain';

/** The app's clock as the web app sees it. */
export function clockResponse(clock: Clock): ClockResponse {
  const now = clock.now();
  return { now: now.toISOString(), today: tunisDateString(now), timeZone: TUNIS_TZ as 'Africa/Tunis' };
}
