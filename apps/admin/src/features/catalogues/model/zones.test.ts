import { describe, expect, it } from 'vitest';
import { parseDinars, toDinars } from './prices.ts';
import { rectBetween, serverRowErrors, toRequest, toUnits, type DraftZone } from './zones.ts';
import { weekOf } from './week.ts';

const zone = (over: Partial<DraftZone> = {}): DraftZone => ({
  key: 'k',
  sku: '100001',
  name: 'Lait',
  x: 10,
  y: 20,
  w: 100,
  h: 80,
  price: '2,450',
  old_price: '2,990',
  ...over,
});

describe('catalogue prices in dinars', () => {
  it('reads up to 3 decimals with a comma or a point, and writes 3 decimals', () => {
    expect(parseDinars('2,450')).toBe(2450);
    expect(parseDinars('2.45')).toBe(2450);
    expect(parseDinars(' 12 ')).toBe(12000);
    expect(parseDinars('0,005')).toBe(5);
    expect(parseDinars('2,4501')).toBeNull();
    expect(parseDinars('-1')).toBeNull();
    expect(parseDinars('')).toBeNull();
    expect(toDinars(2450)).toBe('2,450');
    expect(toDinars(12005)).toBe('12,005');
    expect(toDinars(999)).toBe('0,999');
  });
});

describe('zones in page units', () => {
  it('converts a pointer position over the displayed page to 350 × 500 units', () => {
    const box = { left: 100, top: 50, width: 700, height: 1000 } as DOMRect;
    expect(toUnits(450, 550, box)).toEqual({ x: 175, y: 250 });
  });

  it('makes a rounded rectangle from any two corners, kept inside the page', () => {
    expect(rectBetween({ x: 200.4, y: 300.6 }, { x: 100.2, y: 100 })).toEqual({ x: 100, y: 100, w: 100, h: 201 });
    expect(rectBetween({ x: -20, y: 480 }, { x: 400, y: 600 })).toEqual({ x: 0, y: 480, w: 350, h: 20 });
  });

  it('sends millimes, and lists each row’s problems without sending anything', () => {
    expect(toRequest([zone()])).toEqual({
      ok: true,
      zones: [{ sku: '100001', x: 10, y: 20, w: 100, h: 80, price: 2450, old_price: 2990 }],
    });
    const bad = toRequest([zone(), zone({ sku: '', price: 'abc' }), zone({ price: '3', old_price: '2' }), zone({ x: 300, w: 100 })]);
    expect(bad).toEqual({
      ok: false,
      errors: {
        1: ['Choisissez un produit.', 'Prix : un montant en dinars, par exemple 2,450.'],
      },
    });
    const checked = toRequest([zone(), zone({ price: '3', old_price: '2' }), zone({ x: 300, w: 100 })]);
    expect(checked).toEqual({
      ok: false,
      errors: { 1: ['L’ancien prix doit être au moins égal au prix.'], 2: ['La zone dépasse de la page.'] },
    });
  });

  it('puts the server’s refused rows beside their zone, in French', () => {
    expect(
      serverRowErrors([
        { path: 'zones.0.sku', message: 'unknown sku 999' },
        { path: 'zones.2.sku', message: 'sku 100001 is already on page 3' },
        { path: 'other', message: 'ignored' },
      ]),
    ).toEqual({ 0: ['Produit : Article 999 inconnu.'], 2: ['Produit : L’article 100001 est déjà en page 3.'] });
  });
});

describe('the week of a date', () => {
  it('runs Wednesday → Tuesday and shows from the Tuesday before', () => {
    expect(weekOf('2026-12-05')).toEqual({
      start: '2026-12-02',
      end: '2026-12-08',
      week: 49,
      isoYear: 2026,
      yy: '26',
      id: 202649,
      visibleDay: '2026-12-01',
    });
    // A Tuesday belongs to the week that started the Wednesday before.
    expect(weekOf('2026-12-01').start).toBe('2026-11-25');
  });
});
