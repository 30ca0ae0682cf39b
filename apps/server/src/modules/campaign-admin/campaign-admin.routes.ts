import multipart from '@fastify/multipart';
import { AdminCampaign, AdminCampaignParams, AdminCampaignsPage, AdminCampaignsQuery, ApiError, CampaignInput } from '@qadhya/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readSingleFile, singleFileForm, singleFileLimits } from '../../http/single-file.ts';
import { actorOf, CONTENT_ROLES, guarded, staffAuth } from '../content-admin/route-parts.ts';
import { CAMPAIGN_IMAGE_MAX_BYTES } from './campaign-admin.service.ts';

const IMAGE_FIELD = 'IMAGE';
const ImageUpload = singleFileForm(IMAGE_FIELD, 'JPEG, PNG or WebP, at most 8 MB');
const tags = ['admin'];
const missing = { 404: ApiError.describe('CAMPAIGN_NOT_FOUND') };
const invalid = { 422: ApiError.describe('CAMPAIGN_INVALID {details: [{path, message}]}: every problem at once, nothing saved') };

/** The games' campaigns in the back office (docs/games.md#back-office): admin and marketing. */
export const campaignAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { preservePath: true, limits: singleFileLimits(CAMPAIGN_IMAGE_MAX_BYTES) });
  const campaigns = app.services.campaignAdmin;
  const config = { roles: CONTENT_ROLES };

  app.get(
    '/admin/campaigns',
    {
      config,
      schema: {
        tags,
        summary: 'The campaigns, newest start first, with their prize tables and live figures (admin, marketing)',
        security: staffAuth,
        querystring: AdminCampaignsQuery,
        response: { 200: AdminCampaignsPage, 400: ApiError, ...guarded },
      },
    },
    async (req) => campaigns.page(req.query),
  );

  app.get(
    '/admin/campaigns/:id',
    {
      config,
      schema: { tags, summary: 'One campaign with its prize table and figures (admin, marketing)', security: staffAuth, params: AdminCampaignParams, response: { 200: AdminCampaign, 400: ApiError, ...guarded, ...missing } },
    },
    async (req) => campaigns.one(req.params.id),
  );

  app.post(
    '/admin/campaigns',
    {
      config,
      schema: {
        tags,
        summary: 'Creates a campaign: game, texts fr/ar, Tunis dates, budget in millimes, prize table (admin, marketing)',
        security: staffAuth,
        body: CampaignInput,
        response: { 201: AdminCampaign, 400: ApiError, ...guarded, ...invalid },
      },
    },
    async (req, reply) => reply.code(201).send(await campaigns.create(req.body, actorOf(req))),
  );

  app.put(
    '/admin/campaigns/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Edits a campaign whole; what it already gave stays (budget, quantities, terms of given prizes) (admin, marketing)',
        security: staffAuth,
        params: AdminCampaignParams,
        body: CampaignInput,
        response: { 200: AdminCampaign, 400: ApiError, ...guarded, ...missing, ...invalid },
      },
    },
    async (req) => campaigns.update(req.params.id, req.body, actorOf(req)),
  );

  app.post(
    '/admin/campaigns/:id/stop',
    {
      config,
      schema: { tags, summary: 'Stops a campaign now: no play draws from it any more (admin, marketing)', security: staffAuth, params: AdminCampaignParams, response: { 200: AdminCampaign, 400: ApiError, ...guarded, ...missing } },
    },
    async (req) => campaigns.stop(req.params.id, actorOf(req)),
  );

  app.post(
    '/admin/campaigns/:id/image',
    {
      config,
      schema: {
        tags,
        summary: `The campaign's picture (admin, marketing): multipart field ${IMAGE_FIELD}, JPEG, PNG or WebP, re-encoded to a 1200×600 WebP`,
        security: staffAuth,
        consumes: ['multipart/form-data'],
        params: AdminCampaignParams,
        body: ImageUpload,
        response: {
          200: AdminCampaign,
          400: ApiError,
          ...guarded,
          ...missing,
          413: ApiError.describe('FILE_TOO_LARGE | PAYLOAD_TOO_LARGE'),
          415: ApiError.describe('UNSUPPORTED_MEDIA_TYPE | UNSUPPORTED_IMAGE_TYPE'),
          422: ApiError.describe('IMAGE_INVALID | IMAGE_TOO_LARGE'),
          503: ApiError.describe('BUSY: too many images being decoded'),
        },
      },
    },
    async (req) => campaigns.setImage(req.params.id, await readSingleFile(req, IMAGE_FIELD, CAMPAIGN_IMAGE_MAX_BYTES), actorOf(req)),
  );
};
