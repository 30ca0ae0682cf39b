import { tunisParts } from '../clock.ts';
import { ltr, textLang, type TextLang } from './lang.ts';

/**
 * Dates and times as both apps and every server text write them (docs/formats.md#dates-and-times):
 * dd/mm/yyyy, 24-hour hh:mm, in Tunis whatever the device's zone, Western digits, the figures
 * isolated in Arabic; month and weekday names in the language (Tunisian months in Arabic: جانفي,
 * فيفري … أوت).
 *
 * A moment is a Date, an ISO instant ("2026-11-30T13:05:00Z") or epoch milliseconds, read in Tunis;
 * a calendar day "2026-11-30" is that day, whatever the zone.
 */
export type Moment = Date | string | number;

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: number) => String(n).padStart(2, '0');

interface DayFields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** A calendar day (no time of day). */
  plain: boolean;
}

function fieldsOf(at: Moment): DayFields | null {
  if (typeof at === 'string') {
    const m = PLAIN_DAY.exec(at);
    if (m) return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), hour: 0, minute: 0, plain: true };
  }
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return null;
  const p = tunisParts(date);
  return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, plain: false };
}

/** "30/11/2026" / "⁦30/11/2026⁩"; an unreadable moment gives "". */
export function formatDate(at: Moment, lang: string | null | undefined): string {
  const f = fieldsOf(at);
  return f ? ltr(`${pad(f.day)}/${pad(f.month)}/${f.year}`, lang) : '';
}

/** "30/11" (a day of this year, in a short line). */
export function formatDayMonth(at: Moment, lang: string | null | undefined): string {
  const f = fieldsOf(at);
  return f ? ltr(`${pad(f.day)}/${pad(f.month)}`, lang) : '';
}

/** "14:05": an instant in Tunis, or a wall time "8:00" / "08:00:00" written as it is. */
export function formatTime(at: Moment, lang: string | null | undefined): string {
  if (typeof at === 'string') {
    const wall = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(at);
    if (wall) return ltr(`${pad(Number(wall[1]))}:${wall[2]}`, lang);
  }
  const f = fieldsOf(at);
  return f ? ltr(`${pad(f.hour)}:${pad(f.minute)}`, lang) : '';
}

/** "30/11/2026 14:05" / "⁦30/11/2026⁩ ⁦14:05⁩". */
export function formatDateTime(at: Moment, lang: string | null | undefined): string {
  const date = formatDate(at, lang);
  return date && `${date} ${formatTime(at, lang)}`;
}

/**
 * From one time to another: "08:00 – 22:00"; in Arabic each time is isolated on its own, so the
 * range reads from the right like the sentence around it.
 */
export function formatTimeRange(from: Moment, to: Moment, lang: string | null | undefined): string {
  return `${formatTime(from, lang)} – ${formatTime(to, lang)}`;
}

/** Arabic writes a month's name in full, short or not. */
const AR_MONTHS = ['جانفي', 'فيفري', 'مارس', 'أفريل', 'ماي', 'جوان', 'جويلية', 'أوت', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'];

/**
 * Weekday and month names as Intl writes them for fr-FR and ar-TN (the Tunisian months), kept as
 * text: the first Intl.DateTimeFormat of a page costs ~20 ms, and the great offers' first cards
 * name their day (docs/formats.md#no-intl-at-start-up). A unit test compares them with Intl.
 */
export const DATE_NAMES: Readonly<
  Record<TextLang, { weekday: readonly string[]; month: readonly string[]; monthShort: readonly string[] }>
> = {
  fr: {
    weekday: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
    month: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
    monthShort: ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'],
  },
  ar: {
    weekday: ['الأحد', 'الاثنين', 'الثلاثاء', 'الأربعاء', 'الخميس', 'الجمعة', 'السبت'],
    month: AR_MONTHS,
    monthShort: AR_MONTHS,
  },
};

/** The noon (UTC) of a moment's day in Tunis: names read from it never shift a day. */
function noonOf(at: Moment): Date | null {
  const f = fieldsOf(at);
  return f ? new Date(Date.UTC(f.year, f.month - 1, f.day, 12)) : null;
}

/** "lundi" / "الاثنين" (`capital` for the start of a line: "Lundi"). */
export function formatWeekday(at: Moment, lang: string | null | undefined, opts: { capital?: boolean } = {}): string {
  const noon = noonOf(at);
  if (!noon) return '';
  const name = DATE_NAMES[textLang(lang)].weekday[noon.getUTCDay()]!;
  return opts.capital ? name.charAt(0).toLocaleUpperCase('fr') + name.slice(1) : name;
}

/** "novembre" / "نوفمبر"; from a month number 1–12 too. `short`: "nov." (French), the same word in Arabic. */
export function formatMonth(month: Moment | { month: number }, lang: string | null | undefined, opts: { short?: boolean } = {}): string {
  const noon = typeof month === 'object' && !(month instanceof Date) ? new Date(Date.UTC(2024, month.month - 1, 15, 12)) : noonOf(month);
  if (!noon) return '';
  return DATE_NAMES[textLang(lang)][opts.short ? 'monthShort' : 'month'][noon.getUTCMonth()]!;
}

/** "novembre 2026" / "نوفمبر ⁦2026⁩". */
export function formatMonthYear(at: Moment, lang: string | null | undefined): string {
  const f = fieldsOf(at);
  return f ? `${formatMonth({ month: f.month }, lang)} ${ltr(String(f.year), lang)}` : '';
}

/**
 * A day in words: "lundi 30 novembre" / "الاثنين ⁦30⁩ نوفمبر"; `year` adds it ("lundi 30 novembre
 * 2026"), `weekday: false` leaves the weekday out ("30 novembre 2026").
 */
export function formatLongDate(at: Moment, lang: string | null | undefined, opts: { year?: boolean; weekday?: boolean } = {}): string {
  const f = fieldsOf(at);
  if (!f) return '';
  const parts = [
    opts.weekday === false ? '' : formatWeekday(at, lang),
    ltr(String(f.day), lang),
    formatMonth({ month: f.month }, lang),
    opts.year ? ltr(String(f.year), lang) : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** A countdown in seconds as mm:ss, rounded up, never negative: 59 → "00:59", 125.2 → "02:06". */
export function formatCountdown(seconds: number, lang: string | null | undefined): string {
  const s = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  return ltr(`${pad(Math.floor(s / 60))}:${pad(s % 60)}`, lang);
}
