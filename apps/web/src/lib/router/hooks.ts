import { useCallback, useContext, useMemo } from 'react';
import { RouteContext, useRouterContext } from './context.ts';
import type { NavigateOptions, RouterState } from './create-router.ts';
import type { Location } from './location.ts';
import type { Params } from './path.ts';

export type NavigateFunction = (to: string | number, options?: NavigateOptions) => Promise<void>;

/** navigate('/path'), navigate('/path', { replace, state }), navigate(-1). */
export function useNavigate(): NavigateFunction {
  const { router } = useRouterContext();
  return router.navigate;
}

export function useLocation(): Location {
  return useRouterContext().state.location;
}

/** The params of the current route (shared by its layouts, as with React Router). */
export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  const { matches } = useContext(RouteContext);
  return (matches[matches.length - 1]?.params ?? {}) as Readonly<Partial<Record<K, string>>>;
}

/** The current matches, layouts first: { pathname, params, handle }. */
export function useMatches(): { pathname: string; params: Params; handle: unknown }[] {
  const { matches } = useContext(RouteContext);
  return matches;
}

export function useNavigation(): RouterState['navigation'] {
  return useRouterContext().state.navigation;
}

type SearchInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { router, state } = useRouterContext();
  const { search } = state.location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => {
      const value = new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(router.state.location.search)) : next);
      const query = value.toString();
      void router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams];
}
