import { Store } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { serialize } from '../../src/cache/response-cache.ts';
import { distanceJsonLength, NearIndex, writeDistanceJson } from '../../src/modules/stores/near-index.ts';
import { forEachNearRow, nearRowsOf } from '../../src/modules/stores/stores.repository.ts';

/** distance_m as JSON.stringify writes the rounded number (the text the answers had before they were bytes). */
const distanceText = (d: number) => JSON.stringify(Math.round(d * 10) / 10);

/** What writeDistanceJson writes at offset 3 of a buffer of '#', or a mark when it wrote outside its place. */
const written = (d: number) => {
  const out = Buffer.alloc(64, 0x23);
  const end = writeDistanceJson(out, 3, Math.round(d * 10));
  if (out.subarray(0, 3).toString() !== '###' || out[end] !== 0x23) return 'out of place';
  return out.subarray(3, end).toString('latin1');
};

describe('near answers as bytes (docs/stores.md#nearest-stores-in-sql)', () => {
  it('writes distance_m as JSON.stringify writes the number rounded to 0.1 m', () => {
    const values = [0, -0, 0.04, 0.05, 0.049999, 0.95, 1, 9.95, 9.96, 10, 99.94, 99.95, 100, 1234.5678901234567, 24_999.95, 25_000];
    values.push(1e11, 1e12, 3e15, -3.2, Number.NaN, Number.POSITIVE_INFINITY);
    let x = 12345;
    for (let i = 0; i < 20_000; i++) {
      x = (x * 1103515245 + 12345) % 2147483648;
      values.push((x / 2147483648) * 10 ** (i % 9), Math.round(x / 1000) / 10 + 0.05);
    }
    const wrong = values.filter((d) => written(d) !== distanceText(d) || distanceJsonLength(Math.round(d * 10)) !== distanceText(d).length);
    expect(wrong).toEqual([]);
  });

  const store = (code: string, lat: number, lng: number, name: string): Store => ({
    magasin_code: code,
    storename: name,
    city: 'Bab Bhar',
    region_name: 'Tunis',
    gouvernorat: 'Tunis',
    delegation: 'Bab Bhar',
    latitude: lat,
    longitude: lng,
    address: `12 rue de l’Église, ${name}`,
    phone: '+216 71 000 000',
    opening_hours: [null, { opens: '08:00', closes: '22:00' }, null, null, null, null, null],
    temporarily_closed: false,
  });
  const stores = [
    store('TN1', 36.8, 10.18, 'Qadhya Médina'),
    store('TN2', 36.801, 10.181, 'قضيّة باب بحر'),
    store('TN3', 36.8, 10.18, 'Qadhya « Lac 2 » 😀'),
    store('TN4', 36.9, 10.3, 'Qadhya Marsa'),
  ];
  /** The StoresResponse text written with strings: each store's JSON with its distance_m. */
  const text = (found: { s: Store; d: number }[]) =>
    `{"items":[${found.map(({ s, d }) => `${serialize(Store, s).slice(0, -1)},"distance_m":${distanceText(d)}}`).join(',')}]}`;

  it('nearBytes is the UTF-8 of the answer written as text (multi-byte names, ties by code, the limit)', () => {
    const index = new NearIndex(stores);
    for (const [radius, limit] of [
      [25_000, 500],
      [200, 500],
      [25_000, 2],
      [1, 5],
    ] as const) {
      const found = stores
        .map((s) => ({ s, d: index.distance(s.magasin_code, 36.8, 10.18) }))
        .filter((f) => f.d <= radius)
        .sort((a, b) => a.d - b.d || (a.s.magasin_code < b.s.magasin_code ? -1 : 1))
        .slice(0, limit);
      const bytes = index.nearBytes(36.8, 10.18, radius, limit);
      expect(bytes.toString(), `${radius} m, limit ${limit}`).toBe(text(found));
      expect(bytes.equals(Buffer.from(text(found)))).toBe(true);
    }
    expect(index.nearBytes(0, 0, 1000, 10).toString()).toBe('{"items":[]}');
  });

  it("answer() writes the SQL's stores in their order and leaves out a code the index does not know", () => {
    const index = new NearIndex(stores);
    const lines = '0 TN3\n156.73000000000002 TN2\n3.5 TN-NEW\n15000.04999 TN4';
    const answer = index.answer();
    forEachNearRow(lines, answer.add);
    expect(answer.bytes().toString()).toBe(
      text([
        { s: stores[2]!, d: 0 },
        { s: stores[1]!, d: 156.73000000000002 },
        { s: stores[3]!, d: 15000.04999 },
      ]),
    );
    expect(nearRowsOf(lines).map((r) => r.magasin_code)).toEqual(['TN3', 'TN2', 'TN-NEW', 'TN4']);
    const none = index.answer();
    forEachNearRow(null, none.add);
    expect(none.bytes().toString()).toBe('{"items":[]}');
  });
});
