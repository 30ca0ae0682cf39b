import { ApiError } from '../errors.ts';
import { AdminCampaign, AdminCampaignParams, AdminCampaignsPage, AdminCampaignsQuery, CampaignInput } from '../games.ts';
import { defineRoutes } from './define.ts';
import { guarded, singleFileForm, staffAuth } from './shared.ts';

const missing = { 404: ApiError.describe('CAMPAIGN_NOT_FOUND') };
const invalid = { 422: ApiError.describe('CAMPAIGN_INVALID {details: [{path, message}]}: every problem at once, nothing saved') };
export const CAMPAIGN_IMAGE_FIELD = 'IMAGE';
const ImageUpload = singleFileForm(CAMPAIGN_IMAGE_FIELD, 'JPEG, PNG or WebP, at most 8 MB');

/** The campaign-admin routes (docs/api.md#the-route-table). */
export const campaignAdminApi = /* @__PURE__ */ defineRoutes({
  listAdminCampaigns: {
    method: 'GET',
    path: '/api/v1/admin/campaigns',
    tags: ['admin'],
    summary: 'The campaigns, newest start first, with their prize tables and live figures (admin, marketing)',
    security: staffAuth,
    querystring: AdminCampaignsQuery,
    response: { 200: AdminCampaignsPage, 400: ApiError, ...guarded },
  },
  getAdminCampaign: {
    method: 'GET',
    path: '/api/v1/admin/campaigns/:id',
    tags: ['admin'],
    summary: 'One campaign with its prize table and figures (admin, marketing)',
    security: staffAuth,
    params: AdminCampaignParams,
    response: { 200: AdminCampaign, 400: ApiError, ...guarded, ...missing },
  },
  createAdminCampaign: {
    method: 'POST',
    path: '/api/v1/admin/campaigns',
    tags: ['admin'],
    summary: 'Creates a campaign: game, texts fr/ar, Tunis dates, budget in millimes, prize table (admin, marketing)',
    security: staffAuth,
    body: CampaignInput,
    response: { 201: AdminCampaign, 400: ApiError, ...guarded, ...invalid },
  },
  updateAdminCampaign: {
    method: 'PUT',
    path: '/api/v1/admin/campaigns/:id',
    tags: ['admin'],
    summary: 'Edits a campaign whole; what it already gave stays (budget, quantities, terms of given prizes) (admin, marketing)',
    security: staffAuth,
    params: AdminCampaignParams,
    body: CampaignInput,
    response: { 200: AdminCampaign, 400: ApiError, ...guarded, ...missing, ...invalid },
  },
  stopAdminCampaign: {
    method: 'POST',
    path: '/api/v1/admin/campaigns/:id/stop',
    tags: ['admin'],
    summary: 'Stops a campaign now: no play draws from it any more (admin, marketing)',
    security: staffAuth,
    params: AdminCampaignParams,
    response: { 200: AdminCampaign, 400: ApiError, ...guarded, ...missing },
  },
  uploadAdminCampaignImage: {
    method: 'POST',
    path: '/api/v1/admin/campaigns/:id/image',
    tags: ['admin'],
    summary: `The campaign's picture (admin, marketing): multipart field ${CAMPAIGN_IMAGE_FIELD}, JPEG, PNG or WebP, re-encoded to a 1200×600 WebP`,
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
});
