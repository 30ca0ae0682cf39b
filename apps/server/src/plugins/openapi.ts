import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_TAGS } from '@qadhya/contracts/routes';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod schemas of every route: /api/openapi.json and /api/docs (API_DOCS, off in production by default). */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Qadhya API',
        description: 'API of the Qadhya shopping app. Money is in integer millimes; times are in Africa/Tunis.',
        version: '1.0.0',
        contact: { name: 'Qadhya' },
      },
      servers: [{ url: '/' }],
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token of an AuthSession: Authorization: Bearer <token>. Expired or revoked → 401.',
          },
          staffAuth: {
            type: 'http',
            scheme: 'bearer',
            description:
              'A back-office staff token (StaffSession, "stf_…"); 30 minutes idle by default. A shopper token → 401 (docs/back-office.md).',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key of the chain’s systems ("qk_…", created by an admin, shown once): Authorization: Bearer qk_…. Unknown or revoked → 401 API_KEY_INVALID (docs/integrations.md).',
          },
          apiKeyHeader: { type: 'apiKey', in: 'header', name: 'X-Api-Key', description: 'The same API key in an X-Api-Key header.' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (doc) =>
      withoutUnusedSchemas(jsonSchemaTransformObject(doc) as Document) as ReturnType<typeof jsonSchemaTransformObject>,
  });
  // The docs page carries its own CSP (the hashes of Swagger UI's inline scripts and styles),
  // without the upgrade to HTTPS (the app speaks plain HTTP behind its proxy) and never framed.
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace(/\s*upgrade-insecure-requests;?/, '')
        .replace(/ https:/g, '')
        .replace(/ validator\.swagger\.io/, '')
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'"),
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
});

interface Document {
  paths?: unknown;
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
}

/**
 * Keeps only the component schemas the operations reach (directly or through other components):
 * every zod schema with an id is emitted twice (its input and output forms), and most are used in
 * one direction only (docs/api.md#the-openapi-document).
 */
export function withoutUnusedSchemas<D extends Document>(doc: D): D {
  const schemas = doc.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
        const name = value.slice('#/components/schemas/'.length);
        if (!used.has(name)) {
          used.add(name);
          visit(schemas[name]);
        }
      } else visit(value);
    }
  };
  visit(doc.paths);
  return {
    ...doc,
    components: { ...doc.components, schemas: Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name))) },
  };
}
