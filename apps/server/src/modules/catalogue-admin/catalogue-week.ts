import { addDays, catalogueWeek, isoWeek } from '@qadhya/domain';
import { AppError } from '../../errors.ts';

/** A catalogue week (Wednesday → Tuesday) and the ids the week rules give it (docs/catalogues.md). */
export interface CatalogueWeek {
  /** Wednesday. */
  start: string;
  /** Tuesday. */
  end: string;
  /** ISO week of the Wednesday. */
  week: number;
  isoYear: number;
  /** 2-digit ISO week-year. */
  yy: string;
  /** Catalogue id: ISO week-year × 100 + week. */
  id: number;
  /** Shoppers see it (once published) from this Tunis wall time: the Tuesday 13:00 before. */
  visibleFrom: string;
}

function weekOfStart(start: string): CatalogueWeek {
  const { week, year, yy } = isoWeek(start);
  return { start, end: addDays(start, 6), week, isoYear: year, yy, id: year * 100 + week, visibleFrom: `${addDays(start, -1)} 13:00:00` };
}

/** The Wednesday of an ISO week: the week of 4 January is week 1, weeks start on Monday. */
function wednesdayOf(isoYear: number, week: number): string {
  const jan4 = `${isoYear}-01-04`;
  const weekday = new Date(`${jan4}T00:00:00Z`).getUTCDay(); // 0 = Sunday
  const monday = addDays(jan4, -((weekday + 6) % 7));
  return addDays(monday, (week - 1) * 7 + 2);
}

/**
 * The catalogue week of a request: any date inside it, or an ISO year and week (whose Wednesday
 * starts it). A week 53 in a year that has none is refused (422 VALIDATION_FAILED).
 */
export function catalogueWeekOf(input: { date?: string | undefined; iso_year?: number | undefined; week?: number | undefined }): CatalogueWeek {
  if (input.date) return weekOfStart(catalogueWeek(input.date).start);
  const start = wednesdayOf(input.iso_year!, input.week!);
  const w = weekOfStart(start);
  if (w.week !== input.week || w.isoYear !== input.iso_year) {
    throw new AppError(422, 'VALIDATION_FAILED', `ISO year ${input.iso_year} has no week ${input.week}.`);
  }
  return w;
}

/** The week of a stored catalogue, from its start ("YYYY-MM-DD …"). */
export const storedWeek = (ocDebut: string) => weekOfStart(ocDebut.slice(0, 10));
