import { describe, expect, it } from 'vitest';
import {
  CURRENCY_SIGN,
  formatBytes,
  formatCountdown,
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatDistance,
  formatLongDate,
  formatMoney,
  formatMonth,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatQuantity,
  formatTime,
  formatTimeRange,
  formatWeekday,
  ltr,
  textLang,
  withoutIsolates as plain,
} from '../src/index.ts';

const LRI = '\u2066';
const PDI = '\u2069';

describe('the language of a text', () => {
  it('reads ar and ar-* as Arabic, anything else as French', () => {
    expect([textLang('ar'), textLang('ar-TN'), textLang('fr'), textLang('fr-FR'), textLang(undefined), textLang('en')]).toEqual([
      'ar',
      'ar',
      'fr',
      'fr',
      'fr',
      'fr',
    ]);
  });

  it('isolates a figure left to right in Arabic only', () => {
    expect(ltr('-12', 'ar')).toBe(`${LRI}-12${PDI}`);
    expect(ltr('-12', 'fr')).toBe('-12');
    expect(plain(ltr('1 234', 'ar'))).toBe('1 234');
  });
});

describe('money', () => {
  it('writes DT in French and د.ت in Arabic, after the isolated figures and a no-break space', () => {
    expect(formatMoney(12500, 'fr')).toBe('12,500 DT');
    expect(formatMoney(12500, 'ar')).toBe(`${LRI}12,500${PDI}\u00a0د.ت`);
    expect(CURRENCY_SIGN).toEqual({ fr: 'DT', ar: 'د.ت' });
  });

  it('groups thousands the same way in both languages', () => {
    expect(formatMoney(1234500, 'fr')).toBe('1\u202f234,500 DT');
    expect(plain(formatMoney(1234500, 'ar'))).toBe('1\u202f234,500 د.ت');
  });

  it('drops the millimes of a round amount when asked, never of another', () => {
    expect(formatMoney(20000, 'fr', { whole: true })).toBe('20 DT');
    expect(formatMoney(2500, 'fr', { whole: true })).toBe('2,500 DT');
  });

  it('signs a credit when asked and keeps the minus of a debit', () => {
    expect(formatMoney(3000, 'fr', { signed: true })).toBe('+3,000 DT');
    expect(formatMoney(-12500, 'fr', { signed: true })).toBe('-12,500 DT');
    expect(formatMoney(0, 'fr', { signed: true })).toBe('0,000 DT');
  });

  it('writes a missing amount as zero', () => {
    expect(formatMoney(null, 'fr')).toBe('0,000 DT');
    expect(formatMoney(Number.NaN, 'ar')).toBe(`${LRI}0,000${PDI}\u00a0د.ت`);
  });
});

describe('numbers, percent, distance, bytes', () => {
  it('writes Western digits with the French grouping in both languages', () => {
    expect(formatNumber(12345, 'fr')).toBe('12\u202f345');
    expect(formatNumber(12345, 'ar')).toBe(`${LRI}12\u202f345${PDI}`);
    expect(formatNumber(1.25, 'fr', 1)).toBe('1,3');
    expect(formatNumber(-0.2, 'fr')).toBe('0');
    expect(formatQuantity(1.5, 'fr')).toBe('1,5');
  });

  it('writes one percent sign, no space, in both languages', () => {
    expect(formatPercent(25, 'fr')).toBe('25%');
    expect(formatPercent(24.6, 'ar')).toBe(`${LRI}25%${PDI}`);
    expect(formatPercent(43, 'fr', { signed: true })).toBe('-43%');
    expect(formatPercent(0, 'fr', { signed: true })).toBe('0%');
    expect(formatPercent(43, 'ar')).not.toContain('٪');
    expect(formatPercent(25.5, 'fr', { decimals: 2 })).toBe('25,50%');
    expect(formatPercent(0, 'fr', { decimals: 2, signed: true })).toBe('0,00%');
  });

  it('writes a distance in km with one decimal', () => {
    expect(formatDistance(1234, 'fr')).toBe('1,2 km');
    expect(formatDistance(50, 'fr')).toBe('0,1 km');
    expect(formatDistance(-5, 'fr')).toBe('0,0 km');
    expect(formatDistance(1234, 'ar')).toBe(`${LRI}1,2${PDI}\u00a0كم`);
    expect(formatDistance(1250, 'fr')).toBe('1,3 km');
    expect(formatDistance(30, 'fr')).toBe('0,0 km');
    expect(formatDistance(1234567, 'fr')).toBe('1\u202f234,6 km');
    expect(formatDistance(Number.NaN, 'fr')).toBe('0,0 km');
  });

  it('writes bytes 1024-based with French and Arabic units', () => {
    expect(formatBytes(500, 'fr')).toBe('500 o');
    expect(formatBytes(1024, 'fr')).toBe('1 Ko');
    expect(formatBytes(1536, 'fr')).toBe('1,5 Ko');
    expect(formatBytes(10 * 1024 * 1024, 'fr')).toBe('10 Mo');
    expect(formatBytes(15.4 * 1024 * 1024, 'fr')).toBe('15 Mo');
    expect(formatBytes(2 * 1024 ** 3, 'fr')).toBe('2 Go');
    expect(formatBytes(1536 * 1024, 'ar')).toBe(`${LRI}1,5${PDI}\u00a0م.ب`);
    expect(formatBytes(null, 'fr')).toBe('0 o');
  });
});

describe('dates and times', () => {
  it('writes dd/mm/yyyy in Tunis whatever the zone of the instant', () => {
    expect(formatDate('2026-11-30T23:30:00Z', 'fr')).toBe('01/12/2026');
    expect(formatDate('2026-11-30', 'fr')).toBe('30/11/2026');
    expect(formatDate(Date.UTC(2026, 6, 5, 10), 'ar')).toBe(`${LRI}05/07/2026${PDI}`);
    expect(formatDayMonth('2026-07-05', 'fr')).toBe('05/07');
    expect(formatDate('not a date', 'fr')).toBe('');
  });

  it('writes 24-hour times, from an instant or a wall time', () => {
    expect(formatTime('2026-11-30T13:05:00Z', 'fr')).toBe('14:05');
    expect(formatTime('8:00', 'fr')).toBe('08:00');
    expect(formatTime('21:30:00', 'ar')).toBe(`${LRI}21:30${PDI}`);
    expect(formatDateTime('2026-01-05T09:00:00Z', 'fr')).toBe('05/01/2026 10:00');
    expect(formatTimeRange('8:00', '22:00', 'fr')).toBe('08:00 – 22:00');
    expect(formatTimeRange('14:00', '16:00', 'ar')).toBe(`${LRI}14:00${PDI} – ${LRI}16:00${PDI}`);
  });

  it('names weekdays and months in the language, Tunisian months in Arabic', () => {
    expect(formatWeekday('2026-11-30', 'fr')).toBe('lundi');
    expect(formatWeekday('2026-11-30', 'fr', { capital: true })).toBe('Lundi');
    expect(formatWeekday('2026-11-30', 'ar')).toBe('الاثنين');
    expect(formatMonth({ month: 1 }, 'ar')).toBe('جانفي');
    expect(formatMonth({ month: 8 }, 'ar')).toBe('أوت');
    expect(formatMonthYear('2026-08-01', 'fr')).toBe('août 2026');
    expect(formatMonthYear('2026-08-01', 'ar')).toBe(`أوت ${LRI}2026${PDI}`);
  });

  it('writes a day in words with or without weekday and year', () => {
    expect(formatLongDate('2026-07-14', 'fr')).toBe('mardi 14 juillet');
    expect(formatLongDate('2026-07-14', 'fr', { year: true, weekday: false })).toBe('14 juillet 2026');
    expect(plain(formatLongDate('2026-07-14', 'ar', { year: true }))).toBe('الثلاثاء 14 جويلية 2026');
  });

  it('writes a countdown as mm:ss, rounded up', () => {
    expect(formatCountdown(59, 'fr')).toBe('00:59');
    expect(formatCountdown(125.2, 'fr')).toBe('02:06');
    expect(formatCountdown(-3, 'fr')).toBe('00:00');
    expect(formatCountdown(61, 'ar')).toBe(`${LRI}01:01${PDI}`);
  });

  it('never writes Eastern Arabic digits', () => {
    const all = [
      formatLongDate('2026-07-14', 'ar', { year: true }),
      formatMonthYear('2026-02-01', 'ar'),
      formatDateTime('2026-01-05T09:00:00Z', 'ar'),
    ].join(' ');
    expect(all).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/);
  });
});
