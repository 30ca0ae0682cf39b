import { describe, expect, it } from 'vitest';
import { GOVERNORATES } from '../../src/seed/geography/governorates.ts';
import { delegationName } from '../../src/seed/geography/names.ts';
import { demoData } from './fixture.ts';

describe('governorates and delegations', () => {
  const data = demoData();

  it('has the 24 governorates with one French spelling, ISO code and Arabic name', () => {
    expect(data.governorates).toHaveLength(24);
    const names = data.governorates.map((g) => g.name).sort((a, b) => a.localeCompare(b, 'fr'));
    expect(names).toEqual(
      [
        'Ariana',
        'Béja',
        'Ben Arous',
        'Bizerte',
        'Gabès',
        'Gafsa',
        'Jendouba',
        'Kairouan',
        'Kasserine',
        'Kébili',
        'Le Kef',
        'Mahdia',
        'Manouba',
        'Médenine',
        'Monastir',
        'Nabeul',
        'Sfax',
        'Sidi Bouzid',
        'Siliana',
        'Sousse',
        'Tataouine',
        'Tozeur',
        'Tunis',
        'Zaghouan',
      ].sort((a, b) => a.localeCompare(b, 'fr')),
    );
    for (const g of data.governorates) {
      expect(g.code).toMatch(/^TN-\d{2}$/);
      expect(g.code).toBe(`TN-${g.id}`);
      expect(g.name_ar).toMatch(/\p{Script=Arabic}/u);
    }
    expect(new Set(GOVERNORATES.map((g) => g.code)).size).toBe(24);
  });

  it('has all 261 real delegations, in French title case, with postal code and coordinates in Tunisia', () => {
    expect(data.delegations).toHaveLength(261);
    for (const d of data.delegations) {
      expect(d.name).not.toMatch(/^[A-Z\s()]+$/);
      expect(d.name.charAt(0)).toBe(d.name.charAt(0).toUpperCase());
      expect(d.postal_code).toMatch(/^\d{4}$/);
      expect(d.latitude).toBeGreaterThan(30);
      expect(d.latitude).toBeLessThan(37.6);
      expect(d.longitude).toBeGreaterThan(7.4);
      expect(d.longitude).toBeLessThan(11.7);
      expect(Math.floor(d.id / 100)).toBe(d.governorate_id);
    }
    const ariana = data.delegations.filter((d) => d.governorate_id === 12).map((d) => d.name);
    expect(ariana).toEqual(expect.arrayContaining(['Ariana Ville', 'La Soukra', 'Raoued', 'Sidi Thabet']));
    expect(data.delegations.map((d) => d.name)).toEqual(expect.arrayContaining(['El Menzah', 'Ben Arous', 'Sidi Bouzid Est']));
  });

  it('writes particles and accents as Tunisians do', () => {
    expect(delegationName('BEN AROUS')).toBe('Ben Arous');
    expect(delegationName('SIDI EL BECHIR')).toBe('Sidi El Béchir');
    expect(delegationName('EZZOUHOUR  (TUNIS)')).toBe('Ezzouhour (Tunis)');
    expect(delegationName('GABES MEDINA')).toBe('Gabès Médina');
  });
});
