import { OPERATOR_KEYS } from '@qadhya/domain';
import { describe, expect, it } from 'vitest';
import { textKeys } from '../../../lib/i18n/lazy-texts.ts';
import { phoneTopUpAr } from './phone-top-up.ar.ts';
import { phoneTopUpFr } from './phone-top-up.fr.ts';

describe('phone top-up texts', () => {
  it('name every operator of the domain, and keep each placeholder in both languages', () => {
    expect(Object.keys(phoneTopUpFr.operators).sort()).toEqual([...OPERATOR_KEYS].sort());
    const placeholders = (v: string) => [...v.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const fr = textKeys(phoneTopUpFr);
    const get = (o: object, key: string) => key.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown>)[k], o) as string;
    for (const key of fr) expect(placeholders(get(phoneTopUpAr, key)), key).toEqual(placeholders(get(phoneTopUpFr, key)));
  });

  it('say the words of the screen', () => {
    expect(phoneTopUpFr.help.call).toContain('(appel gratuit)');
    expect(phoneTopUpFr.result.dial).toBe('Composer le code');
  });
});
