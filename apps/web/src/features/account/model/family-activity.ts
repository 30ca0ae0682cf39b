import type { FamilyActivityItem, FamilyFigures } from '@qadhya/contracts';
import { CURRENCY_SIGN, formatMonthYear, formatNumber, moneyFigures, textLang, withoutIsolates } from '@qadhya/domain';

/** The first day of a "YYYY-MM" month at noon in Tunis, for the month formatters. */
export const monthMoment = (month: string) => `${month}-01T12:00:00+01:00`;

export type FigureId = 'points' | 'savings' | 'lists';

export interface Figure {
  id: FigureId;
  /** The figures, isolated left to right by the screen. */
  value: string;
  /** The unit after them (« points », « DT »), empty for a count. */
  unit: string;
  /** The text key of the label (account.activity.…). */
  labelKey: string;
}

/** The month's three figures as the screen draws them (docs/family.md#figures-and-history, docs/formats.md). */
export function familyFigures(figures: FamilyFigures, lang: string, pointsUnit: string): Figure[] {
  return [
    { id: 'points', value: formatNumber(figures.points, lang), unit: pointsUnit, labelKey: 'account.activity.points' },
    { id: 'savings', value: moneyFigures(figures.savings), unit: CURRENCY_SIGN[textLang(lang)], labelKey: 'account.activity.savings' },
    { id: 'lists', value: formatNumber(figures.lists, lang), unit: '', labelKey: 'account.activity.lists' },
  ];
}

/** The month as a title: « novembre 2026 » / « نوفمبر 2026 ». */
export const monthTitle = (month: string, lang: string) => formatMonthYear(monthMoment(month), lang);

/** The text a figure is shared with: « Ma famille sur Qadhya en novembre 2026 : Points gagnés ensemble, 1 250 points ». */
export function figureShareText(
  t: (key: string, values?: Record<string, unknown>) => string,
  figure: Figure,
  month: string,
  lang: string,
): string {
  const value = figure.unit ? `${figure.value} ${figure.unit}` : figure.value;
  return withoutIsolates(t('account.activity.shareText', { month: monthTitle(month, lang), label: t(figure.labelKey), value }));
}

/** The values of a history line's text (account.activity.items.<kind>). */
export function itemValues(item: FamilyActivityItem, lang: string) {
  return {
    name: item.who.NAME,
    to: item.to?.NAME ?? '',
    title: item.title ?? '',
    points: formatNumber(item.points ?? 0, lang),
  };
}

/** Initials of a name for the disc drawn when there is no picture: « Amel Ben Salah » → « AB ». */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => Array.from(w)[0]!.toLocaleUpperCase())
    .join('');
}
