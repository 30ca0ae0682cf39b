import type { CategoriesResponse, GovernoratesResponse } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { appPerBlock } from '../helpers/app-per-block.ts';

describe('reference data', () => {
  const t = appPerBlock();

  it("lists the categories with the chain's ids and field names, and the default AUTRES (no image)", async () => {
    const res = await t.app.inject('/api/v1/categories');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<CategoriesResponse>();
    const ids = items.map((c) => c.CATEGORY_ID);
    for (const id of [515, 516, 517, 519, 618, 622, 642, 650, 5, 25, 68, 112, 279, 336, 364, 387, 409, 424, 434, 447, 485, 695, 726]) {
      expect(ids).toContain(id);
    }
    expect(items.filter((c) => c.kind === 'food')).toHaveLength(19);
    expect(items.find((c) => c.CATEGORY_ID === 0)).toEqual({
      ID: 108,
      CATEGORY_ID: 0,
      CATEGORY_NAME: 'AUTRES',
      ID_PARENT: 701,
      IMAGE: null,
      kind: 'default',
    });
    expect(items.find((c) => c.CATEGORY_ID === 515)?.CATEGORY_NAME).toBe('Légumes');
    expect(items.find((c) => c.CATEGORY_ID === 515)?.IMAGE).toMatch(/^\/api\/v1\/media\/categories\/515\/\d+-\d+\.svg$/);
    expect(items.find((c) => c.CATEGORY_ID === 695)?.CATEGORY_NAME).toBe('Catalogue en cours');
    expect(new Set(items.map((c) => c.ID)).size).toBe(items.length);
  });

  it('lists the 24 governorates with their 261 delegations and store counts', async () => {
    const res = await t.app.inject('/api/v1/governorates');
    expect(res.statusCode).toBe(200);
    const { items } = res.json<GovernoratesResponse>();
    expect(items).toHaveLength(24);
    expect(items.reduce((n, g) => n + g.delegations.length, 0)).toBe(261);
    for (const g of items) expect(g.storeCount, g.gouvernorat).toBeGreaterThan(0);
    const ariana = items.find((g) => g.code === 'TN-12')!;
    expect(ariana.gouvernorat).toBe('Ariana');
    expect(ariana.nameAr).toBe('أريانة');
    expect(ariana.delegations.map((d) => d.name)).toContain('La Soukra');
    expect(items.reduce((n, g) => n + g.storeCount, 0)).toBeGreaterThanOrEqual(300);
  });
});
