import { z } from 'zod';

/** The server's clock (Africa/Tunis), so every screen reasons about the same "today". */
export const ClockResponse = z
  .object({
    now: z.string().describe('ISO instant, e.g. 2026-11-24T12:30:00.000Z'),
    today: z.string().describe('Tunis calendar date, YYYY-MM-DD'),
    timeZone: z.literal('Africa/Tunis'),
  })
  .meta({ id: 'Clock' });
export type ClockResponse = z.infer<typeof ClockResponse>;
