import { startTransition, useContext, useLayoutEffect, useState } from 'react';
import { RouteContext, RouterContext } from './context.ts';
import type { Router, RouterState } from './create-router.ts';
import { useScrollRestoration } from './scroll.ts';

/** Renders the route at `depth` of the current matches (its screen, or <Outlet /> for a bare layout). */
function RenderMatch({ matches, depth }: { matches: RouterState['matches']; depth: number }) {
  const route = matches[depth]?.route;
  if (!route) return null;
  const { Component, element } = route;
  const content = element ?? (Component ? <Component /> : <Outlet />);
  return <RouteContext.Provider value={{ matches, depth }}>{content}</RouteContext.Provider>;
}

/** Where a layout route shows its child route. */
export function Outlet() {
  const { matches, depth } = useContext(RouteContext);
  return <RenderMatch matches={matches} depth={depth + 1} />;
}

/** Renders the router's current location; updates are transitions, as with React Router. */
export function RouterProvider({ router }: { router: Router }) {
  const [state, setState] = useState(router.state);
  useLayoutEffect(() => {
    const update = () => startTransition(() => setState(router.state));
    const unsubscribe = router.subscribe(update);
    queueMicrotask(update); // whatever changed before this subscription
    return unsubscribe;
  }, [router]);
  useScrollRestoration(state);
  if (!state.ready) return null;
  return (
    <RouterContext.Provider value={{ router, state }}>
      <RenderMatch matches={state.matches} depth={0} />
    </RouterContext.Provider>
  );
}
