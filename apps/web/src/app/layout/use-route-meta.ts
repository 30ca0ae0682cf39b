import { useLanguage, useTranslation } from '../../lib/i18n/index.ts';
import { useMatches, useParams } from '../../lib/router/index.ts';
import { titleFromParam } from '../../config/route-title.ts';
import { ROUTES, type HeaderRules, type RouteDef, type RouteId } from '../../config/routes.ts';
import { useAisleTitle } from '../../features/products/api/aisle-title.ts';

export interface RouteHandle {
  routeId: RouteId;
}

export interface RouteMeta {
  id: RouteId | null;
  title: string;
  header: HeaderRules;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return !!handle && typeof handle === 'object' && 'routeId' in handle;
}

/** The current route's entry of the route table, with its translated title. */
export function useRouteMeta(): RouteMeta {
  const { t } = useTranslation();
  const matches = useMatches();
  const params = useParams();
  const handle = [...matches].reverse().find((m) => isRouteHandle(m.handle))?.handle as RouteHandle | undefined;
  const lang = useLanguage();
  // An aisle's page in Arabic is titled with the aisle's Arabic name, not the link's French: until
  // the aisle's screen has read it, with the route's own Arabic title (never the French one).
  const aisle = handle?.routeId === 'produitsByName';
  const aisleTitle = useAisleTitle(aisle ? params.name : undefined);
  if (!handle) return { id: null, title: t('app.name'), header: {} };
  const def: RouteDef = ROUTES[handle.routeId];
  const linkTitle = def.titleParam && !(aisle && lang === 'ar') ? titleFromParam(params[def.titleParam]) : null;
  const fromParam = aisleTitle ?? linkTitle;
  return { id: handle.routeId, title: fromParam ?? t(`routes.${def.title}`), header: def.header ?? {} };
}
