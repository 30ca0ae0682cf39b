import { describe, expect, it } from 'vitest';
import { generatePath, matchPath, rankPath } from './path.ts';
import { branchesOf, matchRoutes, type RouteObject } from './routes.ts';

describe('matchPath', () => {
  it('matches static and dynamic segments, case-insensitively, with a trailing slash', () => {
    expect(matchPath('/layout/catalogs', '/layout/catalogs')).toEqual({});
    expect(matchPath('/layout/catalogs', '/Layout/Catalogs/')).toEqual({});
    expect(matchPath('/layout/catalog-view/:week/:year', '/layout/catalog-view/48/26')).toEqual({ week: '48', year: '26' });
    expect(matchPath('/layout/catalogs', '/layout/catalogs/more')).toBeNull();
    expect(matchPath('/layout/catalog-view/:week/:year', '/layout/catalog-view/48')).toBeNull();
  });

  it('decodes params and takes the rest of the path with a splat', () => {
    expect(matchPath('/layout/produits/:name', '/layout/produits/Eaux%20%26%20boissons')).toEqual({ name: 'Eaux & boissons' });
    expect(matchPath('/p/:x', '/p/%E0%A4%A')).toEqual({ x: '%E0%A4%A' }); // malformed: kept as it is
    expect(matchPath('*', '/no/such/page')).toEqual({ '*': 'no/such/page' });
  });

  it('ranks static over dynamic over splat', () => {
    expect(rankPath('/layout/find-stores/magasins')).toBeGreaterThan(rankPath('/layout/find-stores/:type'));
    expect(rankPath('/layout/find-stores/:type')).toBeGreaterThan(rankPath('/layout'));
    expect(rankPath('/')).toBeGreaterThan(rankPath('*'));
  });
});

describe('generatePath', () => {
  it('fills and encodes params', () => {
    expect(generatePath('/layout/catalog-view/:week/:year', { week: '48', year: '26' })).toBe('/layout/catalog-view/48/26');
    expect(generatePath('/layout/produits/:name', { name: 'Eaux & boissons/2' })).toBe('/layout/produits/Eaux%20%26%20boissons%2F2');
    expect(generatePath('/layout/wishlist')).toBe('/layout/wishlist');
    expect(generatePath('/files/*', { '*': 'a/b' })).toBe('/files/a/b');
  });

  it('refuses a missing param', () => {
    expect(() => generatePath('/detail-produit/:sku', {})).toThrow(/sku/);
  });
});

describe('matchRoutes', () => {
  const Shell = () => null;
  const routes: RouteObject[] = [
    { path: '/', handle: 'landing' },
    {
      Component: Shell,
      handle: 'shell',
      children: [
        { path: '/layout', handle: 'home' },
        { path: '/layout/find-stores/:type', handle: 'stores' },
        { path: '/layout/find-stores/magasins', handle: 'magasins' },
        {
          path: 'nested',
          children: [
            { index: true, handle: 'nested-index' },
            { path: ':id', handle: 'nested-id' },
          ],
        },
      ],
    },
    { path: '*', handle: 'unknown' },
  ];
  const branches = branchesOf(routes);
  const handles = (pathname: string) => matchRoutes(branches, pathname)?.map((m) => m.handle);

  it('gives the chain of layouts and the screen, best ranked first', () => {
    expect(handles('/')).toEqual(['landing']);
    expect(handles('/layout')).toEqual(['shell', 'home']);
    expect(handles('/layout/find-stores/magasins')).toEqual(['shell', 'magasins']);
    expect(handles('/layout/find-stores/home')).toEqual(['shell', 'stores']);
    expect(matchRoutes(branches, '/layout/find-stores/home')?.[0]?.params).toEqual({ type: 'home' });
  });

  it('handles relative children, index routes and unknown paths', () => {
    expect(handles('/nested')).toEqual(['shell', undefined, 'nested-index']);
    expect(handles('/nested/7')).toEqual(['shell', undefined, 'nested-id']);
    expect(handles('/layout/nothing-here')).toEqual(['unknown']);
  });
});
