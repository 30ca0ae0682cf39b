import { createContext, useContext } from 'react';
import type { Router, RouterState } from './create-router.ts';
import type { RouteMatch } from './routes.ts';

export const RouterContext = createContext<{ router: Router; state: RouterState } | null>(null);

/** The matches of the current location and the depth of the route being rendered. */
export const RouteContext = createContext<{ matches: RouteMatch[]; depth: number }>({ matches: [], depth: -1 });

export function useRouterContext(): { router: Router; state: RouterState } {
  const value = useContext(RouterContext);
  if (!value) throw new Error('router hooks need a <RouterProvider>');
  return value;
}
