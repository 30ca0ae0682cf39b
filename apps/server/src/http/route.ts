import type { RouteDef } from '@qadhya/contracts/routes';

/**
 * A route's method, url and schema from its entry in the route table of `@qadhya/contracts/routes`
 * (docs/api.md#the-route-table): `app.route({ ...routeOf(app, productsApi.listProducts), handler })`.
 * The url is the entry's path less the plugin's prefix (`/api/v1`); an operation without a
 * description of its own is described by its summary (the OpenAPI linter asks every operation for one).
 */
export function routeOf<const D extends RouteDef & { operationId: string }>(app: { prefix: string }, def: D) {
  if (!def.path.startsWith(app.prefix)) throw new Error(`${def.operationId}: ${def.path} is not under ${app.prefix}`);
  const { method, path, description, ...schema } = def;
  return { method, url: path.slice(app.prefix.length), schema: { ...schema, description: description ?? def.summary } };
}
