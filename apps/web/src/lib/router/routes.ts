import type { ComponentType, ReactNode } from 'react';
import { matchPath, rankPath, type Params } from './path.ts';

/** What a lazy route's loader gives: the screen to render. */
export interface LazyRoute {
  Component: ComponentType;
}

/** A route of the table: a path (absolute or relative to its parent), or a pathless layout with children. */
export interface RouteObject {
  path?: string;
  index?: boolean;
  Component?: ComponentType | null;
  element?: ReactNode;
  lazy?: () => Promise<LazyRoute>;
  handle?: unknown;
  children?: RouteObject[];
}

export interface RouteMatch {
  route: RouteObject;
  params: Params;
  pathname: string;
  handle: unknown;
}

interface Branch {
  pattern: string;
  chain: RouteObject[];
  rank: number;
  order: number;
}

function join(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/+$/, '')}/${path}`;
}

function flatten(routes: RouteObject[], parent: string, chain: RouteObject[], out: Branch[]): Branch[] {
  for (const route of routes) {
    const pattern = join(parent, route.path);
    const here = [...chain, route];
    if (route.children?.length) flatten(route.children, pattern, here, out);
    if (route.path !== undefined || route.index)
      out.push({ pattern, chain: here, rank: rankPath(pattern, route.index), order: out.length });
  }
  return out;
}

/** Sorted branches of a route table, best ranked first (ties keep the table's order). */
export function branchesOf(routes: RouteObject[]): Branch[] {
  return flatten(routes, '/', [], []).sort((a, b) => b.rank - a.rank || a.order - b.order);
}

/** The chain of routes (layouts first, screen last) that renders a pathname, or null. */
export function matchRoutes(branches: Branch[], pathname: string): RouteMatch[] | null {
  for (const branch of branches) {
    const params = matchPath(branch.pattern, pathname);
    if (params) return branch.chain.map((route) => ({ route, params, pathname, handle: route.handle }));
  }
  return null;
}
