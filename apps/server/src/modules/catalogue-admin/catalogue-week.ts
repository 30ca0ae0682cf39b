import { catalogueWeekInfo, wednesdayOfIsoWeek, type CatalogueWeekInfo } from '@qadhya/domain';
import { AppError } from '../../errors.ts';

/** A catalogue week (Wednesday → Tuesday) and the ids the week rules give it (docs/catalogues.md). */
export interface CatalogueWeek extends CatalogueWeekInfo {
  /** Shoppers see it (once published) from this Tunis wall time: the Tuesday 13:00 before. */
  visibleFrom: string;
}

const withVisibility = (w: CatalogueWeekInfo): CatalogueWeek => ({ ...w, visibleFrom: `${w.visibleDay} 13:00:00` });

/**
 * The catalogue week of a request: any date inside it, or an ISO year and week (whose Wednesday
 * starts it). A week 53 in a year that has none is refused (422 VALIDATION_FAILED).
 */
export function catalogueWeekOf(input: {
  date?: string | undefined;
  iso_year?: number | undefined;
  week?: number | undefined;
}): CatalogueWeek {
  if (input.date) return withVisibility(catalogueWeekInfo(input.date));
  const w = catalogueWeekInfo(wednesdayOfIsoWeek(input.iso_year!, input.week!));
  if (w.week !== input.week || w.isoYear !== input.iso_year) {
    throw new AppError(422, 'VALIDATION_FAILED', `ISO year ${input.iso_year} has no week ${input.week}.`);
  }
  return withVisibility(w);
}

/** The week of a stored catalogue, from its start ("YYYY-MM-DD …"). */
export const storedWeek = (ocDebut: string) => withVisibility(catalogueWeekInfo(ocDebut.slice(0, 10)));
