import type { RouteDef } from '@qadhya/contracts/routes';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

type Def = RouteDef & { operationId: string };

/**
 * A route's method, url and schema from its entry in the route table of `@qadhya/contracts/routes`
 * (docs/api.md#the-route-table): `app.route({ ...routeOf(app, productsApi.listProducts), handler })`.
 * The url is the entry's path less the plugin's prefix (`/api/v1`); an operation without a
 * description of its own is described by its summary (the OpenAPI linter asks every operation for one).
 */
export function routeOf<const D extends Def>(app: { prefix: string }, def: D) {
  if (!def.path.startsWith(app.prefix)) throw new Error(`${def.operationId}: ${def.path} is not under ${app.prefix}`);
  const { method, path, description, ...schema } = def;
  return { method, url: path.slice(app.prefix.length), schema: { ...schema, description: description ?? def.summary } };
}

/** A plugin's instance with the zod type provider (what `FastifyPluginAsyncZod` hands a plugin). */
type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** The handler of a route-table entry: its request and its answer typed by the entry's schemas. */
export type HandlerOf<D extends Def> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  ReturnType<typeof routeOf<D>>['schema'],
  ZodTypeProvider
>;

/** What a route adds to its entry besides the handler: a guard (`preHandler`), a config (roles…). */
export type RouteExtras = Pick<RouteOptions, 'preHandler' | 'config' | 'onRequest' | 'bodyLimit'>;

/**
 * The routes of a plugin that share their extras (a guard, a config): `const route = routesWith(app,
 * { preHandler: app.requireUser }); route(familyApi.leaveFamily, handler)` is
 * `app.route({ ...routeOf(app, familyApi.leaveFamily), preHandler: app.requireUser, handler })`.
 * A route's own extras (a rate limit's preHandler…) take the place of the shared ones.
 */
export function routesWith(app: ZodApp, shared: RouteExtras = {}) {
  return <const D extends Def>(def: D, handler: HandlerOf<D>, own: RouteExtras = {}) => {
    // The handler's types were checked against the entry above (HandlerOf<D>); fastify's own generics cannot follow a generic entry.
    app.route({ ...routeOf(app, def), ...shared, ...own, handler } as unknown as Parameters<ZodApp['route']>[0]);
  };
}

/** Waits for the work, then answers 204 with no body. */
export async function noContent(reply: Pick<FastifyReply, 'code'>, work: Promise<unknown>) {
  await work;
  return reply.code(204).send(null);
}

/** Answers 201 with what the work created. */
export async function created(reply: Pick<FastifyReply, 'code'>, work: Promise<unknown>) {
  return reply.code(201).send(await work);
}
