import { describe, expect, it } from 'vitest';
import { titleFromParam } from './route-title.ts';

describe('titleFromParam', () => {
  it('reads the plain name', () => expect(titleFromParam('Boissons')).toBe('Boissons'));
  it('reads the aisle form', () => expect(titleFromParam('726;name=Produits%20laitiers')).toBe('Produits laitiers'));
  it('falls back to null', () => {
    expect(titleFromParam(undefined)).toBeNull();
    expect(titleFromParam('  ')).toBeNull();
    expect(titleFromParam('12;name=')).toBeNull();
  });
});
