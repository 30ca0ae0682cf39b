import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { shareAr } from './share-texts.ar.ts';
import { shareFr } from './share-texts.fr.ts';

describe('share sheet texts', () => {
  it('have the same keys in French and Arabic, none empty', () => {
    expect(textKeys(shareAr).sort()).toEqual(textKeys(shareFr).sort());
    expect([...textValues(shareFr), ...textValues(shareAr)].filter((v) => !v.trim())).toEqual([]);
    expect(shareFr.message).toContain('{{uid}}');
    expect(shareAr.message).toContain('{{uid}}');
  });
});
