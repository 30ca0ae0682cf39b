/**
 * Catalogue tabs and selection (docs/catalogues.md#tabs-and-selection): which catalogues go under Semaine dernière,
 * En cours and Semaine prochaine, the default tab and active catalogue, the fallback next-week
 * entry and the 'Semaine du {start} au {end}' labels. Pure: "now" is passed in.
 */
import {
  addDays,
  isCurrentCatalogue,
  isFallbackNextWeekHidden,
  isLastWeekCatalogue,
  isNextWeekVisible,
  isoWeek,
  nextCatalogueWeek,
  type DateRange,
} from './calendar.ts';
import { tunisDateString } from './clock.ts';

export const CATALOGUE_TABS = ['lastWeek', 'currentWeek', 'nextWeek'] as const;
export type CatalogueTab = (typeof CATALOGUE_TABS)[number];
export const DEFAULT_CATALOGUE_TAB: CatalogueTab = 'currentWeek';

/** The fields of a catalogue the rules read (the API's Catalogue fits). */
export interface CatalogueInput {
  id: number;
  name: string;
  small_image: string;
  /** "YYYY-MM-DD HH:MM:SS" (Tunis wall time) or "YYYY-MM-DD". */
  oc_debut: string;
  oc_fin: string;
  week?: number;
  /** 2-digit ISO week-year, e.g. "26". */
  year?: string;
}

/** A carousel entry: a catalogue with the spec's derived fields (title, image, week, year, hide, fallback). */
export interface CatalogueEntry<T extends CatalogueInput = CatalogueInput> {
  /** Stable key for lists. */
  key: string;
  /** Catalogue id; null for the placeholder. */
  id: number | null;
  title: string;
  /** Cover image URL; null for the placeholder. */
  image: string | null;
  start: string;
  end: string;
  week: number;
  /** 2-digit ISO week-year. */
  year: string;
  /** Not shown (the fallback outside Monday and Tuesday). */
  hide: boolean;
  /** Built from the catalogue-images call or a placeholder, not from the catalogue list. */
  fallback: boolean;
  catalogue: T | null;
}

export type CatalogueTabs<T extends CatalogueInput = CatalogueInput> = Record<CatalogueTab, CatalogueEntry<T>[]>;

/** Start and end of a catalogue as plain dates (time of day ignored). */
export function catalogueRange(c: Pick<CatalogueInput, 'oc_debut' | 'oc_fin'>): DateRange {
  return { start: c.oc_debut.trim().slice(0, 10), end: c.oc_fin.trim().slice(0, 10) };
}

export function toCatalogueEntry<T extends CatalogueInput>(c: T, fallback = false, hide = false): CatalogueEntry<T> {
  const { start, end } = catalogueRange(c);
  const iso = isoWeek(start);
  return {
    key: `${fallback ? 'fallback' : 'catalogue'}-${c.id}`,
    id: c.id,
    title: c.name,
    image: c.small_image || null,
    start,
    end,
    week: c.week ?? iso.week,
    year: c.year ?? iso.yy,
    hide,
    fallback,
    catalogue: c,
  };
}

/** Next-week catalogue: starts after today, within the next catalogue week (Wednesday → Tuesday). */
export function isNextWeekCatalogue(range: DateRange, today: string): boolean {
  return range.start > today && range.start <= nextCatalogueWeek(today).end;
}

/**
 * Splits the catalogue list into the three tabs:
 * - lastWeek: started before today and ended before today, within the previous 7 days;
 * - currentWeek: today between start and end inclusive (dates only), in list order;
 * - nextWeek: only on Tuesday after 12:59 (Tunis), the catalogues of the coming week.
 * A catalogue goes under one tab at most; the others are ignored.
 */
export function classifyCatalogues<T extends CatalogueInput>(list: readonly T[], now: Date): CatalogueTabs<T> {
  const today = tunisDateString(now);
  const nextVisible = isNextWeekVisible(now);
  const tabs: CatalogueTabs<T> = { lastWeek: [], currentWeek: [], nextWeek: [] };
  for (const c of list) {
    const range = catalogueRange(c);
    if (isCurrentCatalogue(range, today)) tabs.currentWeek.push(toCatalogueEntry(c));
    else if (isLastWeekCatalogue(range, today)) tabs.lastWeek.push(toCatalogueEntry(c));
    else if (nextVisible && isNextWeekCatalogue(range, today)) tabs.nextWeek.push(toCatalogueEntry(c));
  }
  return tabs;
}

/** Week and 2-digit year of the coming catalogue week: the catalogue-images call of the fallback. */
export function fallbackNextWeekQuery(today: string): { week: number; year: string } {
  const { week, yy } = isoWeek(nextCatalogueWeek(today).start);
  return { week, year: yy };
}

/** What the catalogue-images call returned (the API's CatalogueImagesResponse fits). */
export interface CatalogueImagesSource<T extends CatalogueInput = CatalogueInput> {
  catalogue?: T | null;
  images: readonly { id: number; img: string; week: number; year: string }[];
}

/**
 * The fallback next-week entry: from the catalogue-images call when it found next week's
 * catalogue or pages, else a placeholder. Dates run Wednesday → next Tuesday; it is hidden
 * unless today is a Monday or a Tuesday.
 */
export function fallbackNextWeekEntry<T extends CatalogueInput>(
  today: string,
  source?: CatalogueImagesSource<T> | null,
): CatalogueEntry<T> {
  const { start, end } = nextCatalogueWeek(today);
  const hide = isFallbackNextWeekHidden(today);
  const query = fallbackNextWeekQuery(today);
  const first = source?.images[0];
  const catalogue = source?.catalogue ?? null;
  return {
    key: `fallback-${query.year}-${query.week}`,
    id: catalogue?.id ?? first?.id ?? null,
    title: catalogue?.name ?? '',
    image: catalogue?.small_image || first?.img || null,
    start,
    end,
    week: query.week,
    year: query.year,
    hide,
    fallback: true,
    catalogue,
  };
}

/**
 * The three tabs as the screen shows them: the classified lists, and when no next-week
 * catalogue is listed, the fallback entry (kept with its hide flag; see visibleEntries).
 */
export function catalogueTabs<T extends CatalogueInput>(
  list: readonly T[],
  now: Date,
  fallbackSource?: CatalogueImagesSource<T> | null,
): CatalogueTabs<T> {
  const tabs = classifyCatalogues(list, now);
  if (tabs.nextWeek.length === 0) tabs.nextWeek.push(fallbackNextWeekEntry(tunisDateString(now), fallbackSource));
  return tabs;
}

/** The entries to show (hidden fallbacks removed). */
export function visibleEntries<T extends CatalogueInput>(entries: readonly CatalogueEntry<T>[]): CatalogueEntry<T>[] {
  return entries.filter((e) => !e.hide);
}

/**
 * Default active catalogue: the (first) current one, else last week's, else next week's
 * (a hidden fallback or a placeholder without id never counts). null: nothing to show.
 */
export function defaultActiveCatalogue<T extends CatalogueInput>(tabs: CatalogueTabs<T>): CatalogueEntry<T> | null {
  for (const tab of ['currentWeek', 'lastWeek', 'nextWeek'] as const) {
    const entry = tabs[tab].find((e) => !e.hide && e.id !== null);
    if (entry) return entry;
  }
  return null;
}

/** The catalogue a tab selects (its first visible entry with an id), or null. */
export function activeCatalogueForTab<T extends CatalogueInput>(tabs: CatalogueTabs<T>, tab: CatalogueTab): CatalogueEntry<T> | null {
  return tabs[tab].find((e) => !e.hide && e.id !== null) ?? null;
}

/** Carousel index of a tab on wide screens (more than 575 px): 0, 1, 2. */
export function carouselIndexOfTab(tab: CatalogueTab): number {
  return CATALOGUE_TABS.indexOf(tab);
}

/** "2026-11-25" → "25/11/2026". */
export function catalogueLabelDate(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** The {start} and {end} of 'Semaine du {start} au {end}' (dd/MM/yyyy). */
export function weekLabelParts(range: DateRange): { start: string; end: string } {
  return { start: catalogueLabelDate(range.start), end: catalogueLabelDate(range.end) };
}

/** 'Semaine du 25/11/2026 au 01/12/2026'. */
export function catalogueWeekLabel(range: DateRange, template = 'Semaine du {start} au {end}'): string {
  const parts = weekLabelParts(range);
  return template.replace('{start}', parts.start).replace('{end}', parts.end);
}

/** The range of the previous 7 days a last-week catalogue must end in (for notices and tests). */
export function lastWeekWindow(today: string): DateRange {
  return { start: addDays(today, -7), end: addDays(today, -1) };
}
