/**
 * One clock for every day-dependent rule. All calendar reasoning happens in Africa/Tunis.
 * Tunisia has kept UTC+01:00 all year since its last summer time ended (26 October 2008): from then
 * on the fields are computed from that offset, and Intl (the tz database) is read only for earlier
 * instants, or for every instant once checkTunisRules found the host's tz database disagreeing
 * (a rule made after this code). The first Intl.DateTimeFormat of a page costs ~17 ms (ICU's
 * start), ~70 ms on a slow phone: the start-up makes none (docs/formats.md#tunis-time).
 */
export const TUNIS_TZ = 'Africa/Tunis';

export interface Clock {
  /** The current instant. */
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock pinned to one instant (demos, tests). */
export function fixedClock(at: Date): Clock {
  const t = at.getTime();
  return { now: () => new Date(t) };
}

/** A clock that starts at `at` and then runs with real time (APP_NOW demos). */
export function offsetClock(at: Date, real: Clock = systemClock): Clock {
  const offset = at.getTime() - real.now().getTime();
  return { now: () => new Date(real.now().getTime() + offset) };
}

/** A clock that can be moved forward (a test server's, moved through /api/dev/clock/advance). */
export interface TravelClock extends Clock {
  advance(ms: number): void;
}

/** `base`, moved forward by whatever `advance` adds (never backwards). */
export function travelClock(base: Clock): TravelClock {
  let extra = 0;
  return {
    now: () => new Date(base.now().getTime() + extra),
    advance: (ms: number) => {
      if (Number.isFinite(ms) && ms > 0) extra += ms;
    },
  };
}

export const isTravelClock = (clock: Clock): clock is TravelClock => typeof (clock as Partial<TravelClock>).advance === 'function';

export interface TunisParts {
  year: number;
  month: number; // 1..12
  day: number; // 1..31
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
}

let partsFormatter: Intl.DateTimeFormat | undefined;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The end of Tunisia's last summer time (26 October 2008, 03:00 → 02:00): UTC+01:00 ever since. */
export const TUNIS_FIXED_SINCE = Date.UTC(2008, 9, 26, 1);
const TUNIS_OFFSET_MS = 3_600_000;
/** Set when the host's tz database gives Tunis another offset after TUNIS_FIXED_SINCE. */
let intlOnly = false;

/** The fields from the fixed offset (UTC+01:00). */
function fixedParts(ms: number): TunisParts {
  const d = new Date(ms + TUNIS_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

/** The fields of the last minute asked for: a server reads the clock on every request, and Intl's formatting is its slow part. */
let memoMinute = Number.NaN;
let memoParts: TunisParts | undefined;

/**
 * Calendar fields of an instant as seen in Tunis. Time zones move by whole minutes, so the fields of
 * an instant are those of its minute's start plus its seconds: one Intl call a minute.
 */
export function tunisParts(at: Date): TunisParts {
  const ms = at.getTime();
  if (ms >= TUNIS_FIXED_SINCE && !intlOnly) return fixedParts(ms);
  const minute = Math.floor(ms / 60_000);
  if (minute !== memoMinute || !memoParts) {
    memoParts = formatParts(new Date(minute * 60_000));
    memoMinute = minute;
  }
  return { ...memoParts, second: Math.floor((ms - minute * 60_000) / 1000) };
}

function formatParts(at: Date): TunisParts {
  partsFormatter ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: TUNIS_TZ,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  });
  const p: Record<string, string> = {};
  for (const { type, value } of partsFormatter.formatToParts(at)) p[type] = value;
  return {
    year: Number(p.year),
    month: Number(p.month),
    day: Number(p.day),
    hour: Number(p.hour),
    minute: Number(p.minute),
    second: Number(p.second),
    weekday: WEEKDAYS.indexOf(p.weekday ?? ''),
  };
}

/**
 * Compares the fixed offset with the host's tz database at `from` and every week of the `days`
 * after it. Where they differ, every later call reads Intl. The server runs it at start; a unit test
 * runs it over the years to come, so a new Tunisian rule in the tz database fails the tests.
 */
export function checkTunisRules(from: Date, days = 400): boolean {
  for (let ms = from.getTime(); ms <= from.getTime() + days * 86_400_000; ms += 7 * 86_400_000) {
    if (ms < TUNIS_FIXED_SINCE) continue;
    const minute = Math.floor(ms / 60_000) * 60_000;
    const fixed = fixedParts(minute);
    const intl = formatParts(new Date(minute));
    if ((Object.keys(fixed) as (keyof TunisParts)[]).some((k) => fixed[k] !== intl[k])) {
      intlOnly = true;
      memoParts = undefined;
      return false;
    }
  }
  return true;
}

/** Offset of Tunis from UTC at an instant, in minutes (60 today). */
export function tunisOffsetMinutes(at: Date): number {
  const p = tunisParts(at);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60000);
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * Parses a Tunis wall-clock time ("2026-11-24T13:30", "2026-11-24 13:30:00" or "2026-11-24")
 * or a full ISO instant with an offset/Z. Returns null when the text is not a valid time.
 */
export function parseTunisDateTime(text: string): Date | null {
  const s = text.trim();
  const m = LOCAL_RE.exec(s);
  if (!m) {
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(s)) return null;
    const d = new Date(s);
    return Number.isNaN(d.getTime()) ? null : d;
  }
  const [y, mo, d, h = '0', mi = '0', se = '0'] = m.slice(1).map((v) => v ?? '0') as string[];
  const fields = [Number(y), Number(mo), Number(d), Number(h), Number(mi), Number(se)] as const;
  const guess = Date.UTC(fields[0], fields[1] - 1, fields[2], fields[3], fields[4], fields[5]);
  const check = new Date(guess);
  if (
    check.getUTCFullYear() !== fields[0] ||
    check.getUTCMonth() !== fields[1] - 1 ||
    check.getUTCDate() !== fields[2] ||
    fields[3] > 23 ||
    fields[4] > 59 ||
    fields[5] > 59
  )
    return null;
  // Wall time in Tunis → instant: subtract the offset valid at that moment.
  const offset = tunisOffsetMinutes(new Date(guess));
  return new Date(guess - offset * 60000);
}

/** "YYYY-MM-DD" of an instant in Tunis. */
export function tunisDateString(at: Date): string {
  const p = tunisParts(at);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}
