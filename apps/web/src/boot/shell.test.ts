import { describe, expect, it } from 'vitest';
import { ar } from '../lib/i18n/ar.ts';
import { fr } from '../lib/i18n/fr.ts';
import { SHELL_TEXTS, shellHtml } from './shell.ts';

const lookup = (catalogue: unknown, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

describe('pre-JS shell', () => {
  it('uses the app’s own texts, in French and in Arabic', () => {
    for (const [lang, catalogue] of [['fr', fr], ['ar', ar]] as const) {
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
});
