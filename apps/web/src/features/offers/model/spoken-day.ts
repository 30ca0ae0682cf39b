import { formatLongDate, type PromoDay } from '@qadhya/domain';

type Translate = (key: string, values: Record<string, unknown>) => string;

/** "mardi 24 novembre" / "الثلاثاء ⁦24⁩ نوفمبر" for a YYYY-MM-DD day (formatLongDate, docs/formats.md). */
export function longDay(date: string, lang: string): string {
  return formatLongDate(date, lang);
}

/**
 * A promo's date pill as a screen reader says it (docs/accessibility.md#prices-numbers-and-names):
 * the pill shows "Mardi 24/11" (struck through when past), which reads as a fraction and hides the
 * strike; this says "Terminée, lundi 23 novembre" / "انتهى، الاثنين 23 نوفمبر". Null for an
 * unknown day (the pill's own words then).
 */
export function spokenDay(day: PromoDay, lang: string, t: Translate): string | null {
  if (day.date === null) return null;
  return t(`offers.spoken.${day.status}`, { date: longDay(day.date, lang) });
}
