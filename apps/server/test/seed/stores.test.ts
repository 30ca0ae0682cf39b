import { distanceMeters } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { demoData } from './fixture.ts';

describe('stores', () => {
  const data = demoData();
  const delegations = new Map(data.delegations.map((d) => [d.id, d]));

  it('has at least 300 stores with unique codes TN0001… and unique names', () => {
    expect(data.stores.length).toBeGreaterThanOrEqual(300);
    expect(new Set(data.stores.map((s) => s.magasin_code)).size).toBe(data.stores.length);
    expect(new Set(data.stores.map((s) => s.storename)).size).toBe(data.stores.length);
    for (const s of data.stores) {
      expect(s.magasin_code).toMatch(/^TN\d{4}$/);
      expect(s.storename).toMatch(/^Qadhya /);
      expect(s.phone).toMatch(/^\+216 \d{2} \d{3} \d{3}$/);
    }
  });

  it('has stores in every governorate, more in the big cities', () => {
    const count = (name: string) => data.stores.filter((s) => s.region_name === name).length;
    for (const g of data.governorates) expect(count(g.name), g.name).toBeGreaterThan(0);
    expect(count('Tunis')).toBeGreaterThan(count('Tozeur') * 3);
    expect(count('Sfax')).toBeGreaterThan(count('Kébili') * 2);
  });

  it('places every store within a few km of its delegation town, in that delegation', () => {
    for (const s of data.stores) {
      const d = delegations.get(s.delegation_id)!;
      expect(s.city).toBe(d.name);
      expect(s.region_name).toBe(data.governorates.find((g) => g.id === d.governorate_id)!.name);
      const km = distanceMeters({ lat: d.latitude, lng: d.longitude }, { lat: s.latitude, lng: s.longitude }) / 1000;
      expect(km, `${s.storename} is ${km.toFixed(1)} km from ${d.name}`).toBeLessThan(4.5);
    }
  });
});
