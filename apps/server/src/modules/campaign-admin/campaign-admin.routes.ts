import { CAMPAIGN_IMAGE_FIELD, campaignAdminApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeOf } from '../../http/route.ts';
import { readSingleFile, singleFileLimits } from '../../http/single-file.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';
import { CAMPAIGN_IMAGE_MAX_BYTES } from './campaign-admin.service.ts';

/** The games' campaigns in the back office (docs/games.md#back-office): admin and marketing. */
export const campaignAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { preservePath: true, limits: singleFileLimits(CAMPAIGN_IMAGE_MAX_BYTES) });
  const campaigns = app.services.campaignAdmin;
  const config = { roles: CONTENT_ROLES };

  app.route({
    ...routeOf(app, campaignAdminApi.listAdminCampaigns),
    config,
    handler: async (req) => campaigns.page(req.query),
  });

  app.route({
    ...routeOf(app, campaignAdminApi.getAdminCampaign),
    config,
    handler: async (req) => campaigns.one(req.params.id),
  });

  app.route({
    ...routeOf(app, campaignAdminApi.createAdminCampaign),
    config,
    handler: async (req, reply) => reply.code(201).send(await campaigns.create(req.body, actorOf(req))),
  });

  app.route({
    ...routeOf(app, campaignAdminApi.updateAdminCampaign),
    config,
    handler: async (req) => campaigns.update(req.params.id, req.body, actorOf(req)),
  });

  app.route({
    ...routeOf(app, campaignAdminApi.stopAdminCampaign),
    config,
    handler: async (req) => campaigns.stop(req.params.id, actorOf(req)),
  });

  app.route({
    ...routeOf(app, campaignAdminApi.uploadAdminCampaignImage),
    config,
    handler: async (req) =>
      campaigns.setImage(req.params.id, await readSingleFile(req, CAMPAIGN_IMAGE_FIELD, CAMPAIGN_IMAGE_MAX_BYTES), actorOf(req)),
  });
};
