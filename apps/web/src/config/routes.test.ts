import { describe, expect, it } from 'vitest';
import { ar } from '../lib/i18n/ar.ts';
import { fr } from '../lib/i18n/fr.ts';
import { href, ROUTES } from './routes.ts';

describe('route table', () => {
  it('has every route of both specs', () => {
    const all = Object.values(ROUTES).map((r) => r.path);
    for (const path of [
      '/',
      '/next_steps',
      '/login',
      '/cgu',
      '/detail-mantoujna',
      '/detail-produit/:sku',
      '/last-chance/search',
      '/layout',
      '/layout/dashboard',
      '/layout/produits/:name',
      '/layout/catalog-view/:week/:year',
      '/layout/chose-gouvernorat/:id',
      '/layout/find-stores/magasins',
      '/layout/find-stores/home',
      '/layout/find-stores/:type',
      '/layout/last-chance/:type',
      '/layout/closer-store/:type/:region',
      '/layout/detail-ticket/:ticket',
      '/layout/tapMatch',
      '/layout/panierchromo',
      '/layout/attrapePromo',
      '/layout/trouveIntrus',
      '/layout/theme',
      '/layout/legal',
      '/layout/confidentialite',
      '/layout/aziza-mobile',
      '/layout/produits-aziza-mobile',
      '/layout/rotary-menu',
      '/layout/phone-top-up',
    ]) {
      expect(all).toContain(path);
    }
    expect(new Set(all).size).toBe(all.length);
  });

  it('has a French and an Arabic title for every route', () => {
    for (const route of Object.values(ROUTES)) {
      expect(fr.routes[route.title]).toBeTruthy();
      expect(ar.routes[route.title]).toBeTruthy();
    }
  });

  it('follows the header rules', () => {
    expect(ROUTES.home.header.hidden).toBe(true);
    // univers-mantoujna shows its header (back arrow, search icon) above its picture (issue 36).
    expect(ROUTES.universMantoujna.header?.hidden).toBeUndefined();
    expect(ROUTES.universMantoujna.header?.back).toBeUndefined();
    expect(ROUTES.dashboard.header?.back).toBe(false);
    expect(ROUTES.catalogs.header?.tone).toBe('brand');
    expect(ROUTES.campagnes.header?.admin).toBe(true);
    for (const id of ['findStoresMagasins', 'lastChanceProducts', 'universMantoujna', 'produitsAll'] as const) {
      expect(ROUTES[id].header?.search).toBe(true);
    }
    // The product screens lead to the product search (issue 33); the last-chance icon stays where the spec puts it.
    for (const id of ['produits', 'produitsByName', 'detailProduit', 'detailProduitSku'] as const) {
      expect(ROUTES[id].header?.productSearch).toBe(true);
      expect(ROUTES[id].header?.search).toBeUndefined();
    }
    expect(href('recherche')).toBe('/layout/recherche');
  });

  it('builds typed links', () => {
    expect(href('catalogView', { week: 48, year: 26 })).toBe('/layout/catalog-view/48/26');
    expect(href('closerStore', { type: 'lastchance', region: 'all' })).toBe('/layout/closer-store/lastchance/all');
    expect(href('wishlist')).toBe('/layout/wishlist');
  });
});
