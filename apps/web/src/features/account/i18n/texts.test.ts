import { describe, expect, it } from 'vitest';
import { accountAr } from './account.ar.ts';
import { accountFr } from './account.fr.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('account texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(keys(accountAr).sort()).toEqual(keys(accountFr).sort());
    const values = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : values(v as object)));
    expect(values(accountFr).filter((v) => !v.trim())).toEqual([]);
    expect(values(accountAr).filter((v) => !v.trim())).toEqual([]);
    const latinOnly = values(accountAr).filter((v) => !/[\u0600-\u06ff]/.test(v));
    expect(latinOnly).toEqual(['ADMIN', 'X']); // brand names stay as they are
  });
});
