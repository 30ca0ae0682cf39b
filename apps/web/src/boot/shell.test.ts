import { describe, expect, it } from 'vitest';
import { ar } from '../lib/i18n/ar.ts';
import { fr } from '../lib/i18n/fr.ts';
import { formatPrice } from '../../../../packages/domain/src/money.ts';
import { formatMoney, withoutIsolates } from '../../../../packages/domain/src/format/index.ts';
import { SHELL_CURRENCY, SHELL_TEXTS, shellHtml, shellPrice } from './shell.ts';

const lookup = (catalogue: unknown, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

describe('pre-JS shell', () => {
  it('uses the app’s own texts, in French and in Arabic', () => {
    for (const [lang, catalogue] of [
      ['fr', fr],
      ['ar', ar],
    ] as const) {
      for (const [key, text] of Object.entries(SHELL_TEXTS[lang])) expect(lookup(catalogue, key), `${lang} ${key}`).toBe(text);
    }
  });

  it('draws the home band on /layout and the page header elsewhere, in the stored language', () => {
    const home = shellHtml('/layout', 'fr')!;
    expect(home).toContain('class="bs-band"');
    expect(home).toContain('Rechercher un produit');
    expect(home).toMatch(/class="bs-item" data-on>.*Accueil/);
    const catalogs = shellHtml('/layout/catalogs', 'ar')!;
    expect(catalogs).toContain('data-tone="brand"');
    expect(catalogs).toContain('الكتالوجات');
    expect(catalogs).not.toContain('class="bs-band"');
  });

  it('is not drawn on the screens it does not know', () => {
    expect(shellHtml('/login', 'fr')).toBeNull();
    expect(shellHtml('/layout/settings', 'fr')).toBeNull();
  });

  it('writes prices as the app does, without Intl (first-screen cards)', () => {
    for (const millimes of [0, 500, 12500, 9900, 1234500, 987654321, -12500])
      expect(shellPrice(millimes), String(millimes)).toBe(formatPrice(millimes));
    // The sign after the figures is formatMoney's in each language (docs/formats.md).
    for (const lang of ['fr', 'ar'] as const)
      expect(`${shellPrice(12500)} ${SHELL_CURRENCY[lang]}`).toBe(withoutIsolates(formatMoney(12500, lang)));
  });

  it('marks the rows the first-screen cards go into', () => {
    expect(shellHtml('/layout', 'fr')).toMatch(/data-slot="promos".*data-slot="lastChance"/);
    expect(shellHtml('/layout/great-offers', 'ar')).toContain('data-slot="grid"');
  });
});
