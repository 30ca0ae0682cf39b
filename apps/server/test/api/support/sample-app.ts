/** A tiny app built with the real plugins and a few zod routes, to check the fuzzer itself. */
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../src/errors.ts';
import { errorsPlugin, frameworkErrors } from '../../../src/plugins/errors.ts';
import { inputGuardPlugin } from '../../../src/plugins/input-guard.ts';
import { openapiPlugin } from '../../../src/plugins/openapi.ts';
import { webPlugin } from '../../../src/plugins/web.ts';

export async function buildSampleApp(): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    frameworkErrors,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 500, ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(openapiPlugin);
  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      typed.get(
        '/things/:id',
        {
          schema: {
            params: z.object({ id: z.coerce.number().int().positive().max(1_000_000) }),
            querystring: z.object({
              page: z.coerce.number().int().min(1).max(100).default(1),
              sort: z.enum(['name', 'price']).optional(),
              q: z.string().max(50).optional(),
            }),
          },
        },
        async (req) => {
          if (req.params.id !== 1) throw notFound('NOT_FOUND', 'No such thing.');
          return { id: 1, page: req.query.page };
        },
      );
      typed.post(
        '/things',
        {
          schema: {
            body: z.object({
              name: z.string().min(1).max(100),
              price: z.number().int().nonnegative(),
              tags: z.array(z.string()).optional(),
              store: z.object({ id: z.number() }).optional(),
            }),
          },
        },
        async (req, reply) => reply.code(201).send({ name: req.body.name }),
      );
      typed.get('/broken/:slug', { schema: { params: z.object({ slug: z.string() }) } }, async (req) => {
        if (req.params.slug === 'undefined') throw new Error('boom');
        throw notFound('NOT_FOUND', 'No such slug.');
      });
    },
    { prefix: '/api/v1' },
  );
  await app.register(webPlugin, { webDist: '/nonexistent' });
  await app.ready();
  return app;
}
