import { z } from 'zod';

/** "HH:MM", 00:00 to 24:00. */
export const HourMinute = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'expected a time like 08:00');

/** One day's hours, or null when the store is shut that weekday. */
export const DayHours = z
  .object({ opens: HourMinute, closes: HourMinute })
  .refine((d) => d.opens < d.closes, 'closes must be after opens')
  .nullable();

/**
 * A store's opening hours: seven entries, Monday first (index 0 = lundi … 6 = dimanche).
 * Default 08:00–22:00 every day (docs/stores.md#opening-hours).
 */
export const OpeningHours = z.array(DayHours).length(7).describe('Monday first; null = shut that day').meta({ id: 'OpeningHours' });
export type OpeningHours = z.infer<typeof OpeningHours>;
