import { describe, expect, it } from 'vitest';
import { disponibilityBoxes, parseSelectedRegion } from './disponibility.ts';

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
    expect(parseSelectedRegion('{"gouvernorat":"Sousse"}')).toEqual({ kind: 'region', region: 'Sousse' });
    expect(parseSelectedRegion('[{"MAGASIN":"A"}]').kind).toBe('rows');
  });
  it('keeps the offers of the region (city, store name or governorate); missing quantity → 0', () => {
    const boxes = disponibilityBoxes({ kind: 'region', region: 'sfax' }, [offer('A', 'Sfax Ville', 'Sfax'), offer('B', 'Sakiet Ezzit', 'Sfax'), offer('C', 'La Marsa', 'Tunis')]);
    expect(boxes.map((b) => b.code)).toEqual(['A', 'B']);
    expect(boxes[0]).toMatchObject({ storename: 'Qadhya Sfax Ville', city: 'Sfax Ville', region: 'Sfax', discount: 36, quantity: 0, price: 2500, oldPrice: 3900 });
  });
});
