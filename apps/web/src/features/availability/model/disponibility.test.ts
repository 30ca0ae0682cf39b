import { describe, expect, it } from 'vitest';
import { disponibilityBoxes, parseSelectedRegion, productPrices, realtimeBoxes, selectedRegionValue } from './disponibility.ts';

const offer = (code: string, city: string, region: string, stock?: number) => ({
  MAGASIN: code,
  ARTICLE: '123',
  STOCK_DISPO: stock,
  NOUVEAU_PV: 2500,
  ANCIEN_PV: 3900,
  REMISE: 36,
  store: { magasin_code: code, storename: `Qadhya ${city}`, city, region_name: region },
});

describe('selected-region', () => {
  it('reads a plain name, a JSON string, an object or rows', () => {
    expect(parseSelectedRegion(null)).toEqual({ kind: 'none' });
    expect(parseSelectedRegion('Sfax')).toEqual({ kind: 'region', region: 'Sfax' });
    expect(parseSelectedRegion('"Sfax"')).toEqual({ kind: 'region', region: 'Sfax' });
    expect(parseSelectedRegion('{"gouvernorat":"Sousse"}')).toMatchObject({ kind: 'region', region: 'Sousse' });
    expect(parseSelectedRegion('[{"MAGASIN":"A"}]').kind).toBe('rows');
  });
  it('keeps the offers of the region (city, store name or governorate); missing quantity → 0', () => {
    const boxes = disponibilityBoxes({ kind: 'region', region: 'sfax' }, [
      offer('A', 'Sfax Ville', 'Sfax'),
      offer('B', 'Sakiet Ezzit', 'Sfax'),
      offer('C', 'La Marsa', 'Tunis'),
    ]);
    expect(boxes.map((b) => b.code)).toEqual(['A', 'B']);
    expect(boxes[0]).toMatchObject({
      storename: 'Qadhya Sfax Ville',
      city: 'Sfax Ville',
      region: 'Sfax',
      discount: 36,
      quantity: 0,
      price: 2500,
      oldPrice: 3900,
    });
  });
});

describe('the availability flow writes selected-region (docs/stock.md#disponibility)', () => {
  it('stores the chosen place, its source and the sku, and reads them back', () => {
    const raw = selectedRegionValue({ gouvernorat: 'Sfax', delegation: 'Sakiet Ezzit' }, 'realtime', '6191234567890');
    expect(parseSelectedRegion(raw)).toEqual({
      kind: 'region',
      region: 'Sakiet Ezzit',
      gouvernorat: 'Sfax',
      delegation: 'Sakiet Ezzit',
      source: 'realtime',
      sku: '6191234567890',
    });
    expect(parseSelectedRegion(selectedRegionValue({ gouvernorat: 'Sfax', delegation: null }, 'lastchance', null))).toEqual({
      kind: 'region',
      region: 'Sfax',
      gouvernorat: 'Sfax',
      delegation: null,
      source: 'lastchance',
    });
  });

  it('real-time source: only the stores with the product, most stock first, at the product price', () => {
    const store = (code: string, name: string, stock: number) => ({
      magasin_code: code,
      storename: name,
      city: 'Sfax Ville',
      region_name: 'Sfax',
      stock,
    });
    const prices = productPrices({ sku: '1', price: 2500, new_price: 2500, old_price: 3900, remise: 36 });
    expect(prices).toEqual({ price: 2500, oldPrice: 3900, discount: 36 });
    const boxes = realtimeBoxes([store('A', 'Qadhya A', 0), store('B', 'Qadhya B', 4), store('C', 'Qadhya C', 12)], prices);
    expect(boxes.map((b) => [b.code, b.quantity])).toEqual([
      ['C', 12],
      ['B', 4],
    ]);
    expect(boxes[0]).toMatchObject({
      storename: 'Qadhya C',
      city: 'Sfax Ville',
      region: 'Sfax',
      price: 2500,
      oldPrice: 3900,
      discount: 36,
    });
    expect(productPrices({ ARTICLE: '1', NOUVEAU_PV: 900, ANCIEN_PV: 1500, REMISE: 40 })).toEqual({
      price: 900,
      oldPrice: 1500,
      discount: 40,
    });
    expect(productPrices(null)).toEqual({ price: null, oldPrice: null, discount: 0 });
  });

  it('real-time source: the place in the answer language when the store has it', () => {
    const arabic = {
      magasin_code: 'A',
      storename: 'قضيّة صفاقس',
      city: 'Sfax Ville',
      region_name: 'Sfax',
      delegation: 'صفاقس المدينة',
      gouvernorat: 'صفاقس',
      stock: 3,
    };
    const [box] = realtimeBoxes([arabic], { price: 1000, oldPrice: null, discount: 0 });
    expect(box).toMatchObject({ city: 'صفاقس المدينة', region: 'صفاقس' });
  });
});
