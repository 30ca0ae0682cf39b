import { CAMPAIGN_IMAGE_FIELD, campaignAdminApi } from '@qadhya/contracts/routes';
import multipart from '@fastify/multipart';
import { CAMPAIGN_IMAGE_MAX_BYTES } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routesWith } from '../../http/route.ts';
import { readSingleFile, singleFileLimits } from '../../http/single-file.ts';
import { actorOf, CONTENT_ROLES } from '../content-admin/route-parts.ts';

/** The games' campaigns in the back office (docs/games.md#back-office): admin and marketing. */
export const campaignAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { preservePath: true, limits: singleFileLimits(CAMPAIGN_IMAGE_MAX_BYTES) });
  const campaigns = app.services.campaignAdmin;
  const config = { roles: CONTENT_ROLES };
  const route = routesWith(app, { config });

  route(campaignAdminApi.listAdminCampaigns, async (req) => campaigns.page(req.query));

  route(campaignAdminApi.getAdminCampaign, async (req) => campaigns.one(req.params.id));

  route(campaignAdminApi.createAdminCampaign, async (req, reply) => reply.code(201).send(await campaigns.create(req.body, actorOf(req))));

  route(campaignAdminApi.updateAdminCampaign, async (req) => campaigns.update(req.params.id, req.body, actorOf(req)));

  route(campaignAdminApi.stopAdminCampaign, async (req) => campaigns.stop(req.params.id, actorOf(req)));

  route(campaignAdminApi.uploadAdminCampaignImage, async (req) =>
    campaigns.setImage(req.params.id, await readSingleFile(req, CAMPAIGN_IMAGE_FIELD, CAMPAIGN_IMAGE_MAX_BYTES), actorOf(req)),
  );
};
