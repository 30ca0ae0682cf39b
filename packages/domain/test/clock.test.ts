import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  fixedClock,
  isTravelClock,
  offsetClock,
  travelClock,
  parseTunisDateTime,
  systemClock,
  tunisDateString,
  tunisOffsetMinutes,
  tunisParts,
  checkTunisRules,
  TUNIS_FIXED_SINCE,
  type Clock,
} from '../src/clock.ts';

const savedTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = savedTz;
});

describe('parseTunisDateTime', () => {
  it('reads Tunis wall-clock times (UTC+1)', () => {
    expect(parseTunisDateTime('2026-11-24T13:30')?.toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(parseTunisDateTime('2026-11-24 13:30:15')?.toISOString()).toBe('2026-11-24T12:30:15.000Z');
    expect(parseTunisDateTime('2026-11-24')?.toISOString()).toBe('2026-11-23T23:00:00.000Z');
    expect(parseTunisDateTime('  2026-07-01T00:00  ')?.toISOString()).toBe('2026-06-30T23:00:00.000Z'); // no DST
  });
  it('reads full ISO instants with an offset', () => {
    expect(parseTunisDateTime('2026-11-24T13:30:00Z')?.toISOString()).toBe('2026-11-24T13:30:00.000Z');
    expect(parseTunisDateTime('2026-11-24T13:30:00.250+02:00')?.toISOString()).toBe('2026-11-24T11:30:00.250Z');
  });
  it('returns null for invalid text', () => {
    for (const bad of [
      '',
      'now',
      '2026-02-30',
      '2026-13-01',
      '2026-11-24T24:00',
      '2026-11-24T12:60',
      '2026-11-24T12:00:60',
      '24/11/2026',
      '2026-11-24T1:30',
      '2026-11-24T13:30+1',
      'abc2026-11-24',
    ]) {
      expect(parseTunisDateTime(bad)).toBeNull();
    }
  });
  it('does not depend on the machine time zone', () => {
    for (const tz of ['Pacific/Kiritimati', 'America/New_York', 'UTC']) {
      process.env.TZ = tz;
      expect(parseTunisDateTime('2026-11-24T13:30')?.toISOString()).toBe('2026-11-24T12:30:00.000Z');
      expect(tunisDateString(new Date('2026-11-24T23:30:00Z'))).toBe('2026-11-25');
    }
  });
  it('property: round-trips with tunisParts', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01Z'), max: new Date('2100-01-01Z'), noInvalidDate: true }), (d) => {
        const at = new Date(Math.floor(d.getTime() / 1000) * 1000);
        const p = tunisParts(at);
        const pad = (n: number) => String(n).padStart(2, '0');
        const text = `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
        expect(parseTunisDateTime(text)?.getTime()).toBe(at.getTime());
      }),
    );
  });
});

describe('tunisParts / tunisDateString around midnight', () => {
  it('switches day at 23:00Z', () => {
    expect(tunisDateString(new Date('2026-11-24T22:59:59Z'))).toBe('2026-11-24');
    expect(tunisDateString(new Date('2026-11-24T23:00:00Z'))).toBe('2026-11-25');
    expect(tunisDateString(new Date('2026-12-31T23:00:00Z'))).toBe('2027-01-01');
    expect(tunisParts(new Date('2026-11-24T23:00:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 25,
      hour: 0,
      minute: 0,
      second: 0,
      weekday: 3,
    });
    expect(tunisParts(new Date('2026-11-24T22:59:59Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 24,
      hour: 23,
      minute: 59,
      second: 59,
      weekday: 2,
    });
  });
  it('gives each instant its own seconds and minute, asked in any order (one Intl call a minute is kept)', () => {
    const at = (iso: string) => tunisParts(new Date(iso));
    expect(at('2026-11-24T13:30:05.900Z')).toMatchObject({ hour: 14, minute: 30, second: 5 });
    expect(at('2026-11-24T13:30:59.999Z')).toMatchObject({ hour: 14, minute: 30, second: 59 });
    expect(at('2026-11-24T13:31:00.000Z')).toMatchObject({ hour: 14, minute: 31, second: 0 });
    expect(at('2026-11-24T13:30:00.001Z')).toMatchObject({ hour: 14, minute: 30, second: 0 });
    expect(at('1969-12-31T22:59:30.500Z')).toMatchObject({ year: 1969, month: 12, day: 31, hour: 23, minute: 59, second: 30 });
    expect(() => tunisParts(new Date(Number.NaN))).toThrow(RangeError);
  });
  it('has a +60 min offset', () => {
    expect(tunisOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(tunisOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(60);
  });
});

describe('clocks', () => {
  it('fixedClock always answers the same instant, as fresh Date objects', () => {
    const at = new Date('2026-11-24T12:30:00Z');
    const clock = fixedClock(at);
    const a = clock.now();
    a.setFullYear(1999);
    at.setFullYear(1998);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:30:00.000Z');
    expect(clock.now()).not.toBe(clock.now());
  });
  it('offsetClock starts at the given instant and runs with the underlying clock', () => {
    let real = Date.parse('2030-01-01T00:00:00Z');
    const fake: Clock = { now: () => new Date(real) };
    const clock = offsetClock(new Date('2026-11-24T12:30:00Z'), fake);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:30:00.000Z');
    real += 90_000;
    expect(clock.now().toISOString()).toBe('2026-11-24T12:31:30.000Z');
  });
  it('systemClock is Date, and offsetClock runs on it by default (the system time faked, not waited for)', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2030-01-01T00:00:00Z') });
    try {
      expect(systemClock.now().toISOString()).toBe('2030-01-01T00:00:00.000Z');
      const clock = offsetClock(new Date('2026-11-24T12:30:00Z'));
      expect(clock.now().toISOString()).toBe('2026-11-24T12:30:00.000Z');
      vi.setSystemTime(Date.parse('2030-01-01T00:01:30Z'));
      expect(systemClock.now().toISOString()).toBe('2030-01-01T00:01:30.000Z');
      expect(clock.now().toISOString()).toBe('2026-11-24T12:31:30.000Z');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('travelClock (a test server moved forward)', () => {
  it('runs with its base and adds what advance gives, never going back', () => {
    const base = fixedClock(new Date('2026-11-24T12:30:00Z'));
    const clock = travelClock(base);
    expect(isTravelClock(clock)).toBe(true);
    expect(isTravelClock(base)).toBe(false);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:30:00.000Z');
    clock.advance(61_000);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:31:01.000Z');
    clock.advance(-5_000);
    clock.advance(Number.NaN);
    expect(clock.now().toISOString()).toBe('2026-11-24T12:31:01.000Z');
  });
});

describe('Tunis time from its fixed offset (docs/formats.md#tunis-time)', () => {
  const tzdb = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Africa/Tunis',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  });
  const fromTzdb = (at: Date) => {
    const p = Object.fromEntries(tzdb.formatToParts(at).map(({ type, value }) => [type, Number(value)]));
    return { year: p.year, month: p.month, day: p.day, hour: p.hour, minute: p.minute, second: p.second };
  };

  it('gives the tz database’s fields from the end of the last summer time to 2045 (a new rule fails here)', () => {
    const end = Date.UTC(2045, 0, 1);
    for (let ms = TUNIS_FIXED_SINCE; ms < end; ms += 13 * 3_600_000 + 61_000) {
      const at = new Date(ms);
      const { weekday, ...fields } = tunisParts(at);
      expect(fields).toEqual(fromTzdb(at));
      expect(weekday).toBe(new Date(Date.UTC(fields.year, fields.month - 1, fields.day)).getUTCDay());
    }
    expect(checkTunisRules(new Date('2026-11-30T12:00:00Z'), 366 * 20)).toBe(true);
  });

  it('reads the tz database before then (summer 2008 was UTC+02:00)', () => {
    expect(tunisParts(new Date('2008-07-01T12:00:00Z'))).toMatchObject({ hour: 14 });
    expect(tunisParts(new Date(TUNIS_FIXED_SINCE - 1000))).toMatchObject({ day: 26, hour: 2, minute: 59, second: 59 });
    expect(tunisParts(new Date(TUNIS_FIXED_SINCE))).toMatchObject({ day: 26, hour: 2, minute: 0, second: 0 });
  });

  it('reads the tz database for every instant once it disagrees with the fixed offset', async () => {
    vi.resetModules();
    const fresh = await import('../src/clock.ts');
    const at = new Date('2027-03-28T12:00:00Z');
    expect(fresh.tunisParts(at).hour).toBe(13);
    // A host whose tz database gives Tunis summer time from 2027.
    const real = Intl.DateTimeFormat.prototype.formatToParts;
    const spy = vi.spyOn(Intl.DateTimeFormat.prototype, 'formatToParts').mockImplementation(function (this: Intl.DateTimeFormat, d) {
      const date = d === undefined ? new Date() : new Date(d);
      const shifted = date.getTime() >= Date.UTC(2027, 2, 28) ? new Date(date.getTime() + 3_600_000) : date;
      return real.call(this, shifted);
    });
    try {
      expect(fresh.checkTunisRules(new Date('2027-01-01T00:00:00Z'))).toBe(false);
      expect(fresh.tunisParts(at).hour).toBe(14);
      expect(fresh.tunisDateString(new Date('2027-06-30T22:30:00Z'))).toBe('2027-07-01');
    } finally {
      spy.mockRestore();
    }
  });
});
