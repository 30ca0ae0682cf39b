import { ApiError } from '../errors.ts';
import { AdminCampaign, AdminCampaignParams, AdminCampaignsPage, AdminCampaignsQuery, CampaignInput } from '../games.ts';
import { CAMPAIGN_IMAGE_MAX_BYTES, atMostBytes } from '../upload-limits.ts';
import { defineRoutes } from './define.ts';
import { singleFileForm, staffOnly } from './shared.ts';

const missing = { 404: ApiError.describe('CAMPAIGN_NOT_FOUND') };
const invalid = { 422: ApiError.describe('CAMPAIGN_INVALID {details: [{path, message}]}: every problem at once, nothing saved') };
export const CAMPAIGN_IMAGE_FIELD = 'IMAGE';
const ImageUpload = singleFileForm(CAMPAIGN_IMAGE_FIELD, `JPEG, PNG or WebP, ${atMostBytes(CAMPAIGN_IMAGE_MAX_BYTES)}`);

/** The campaign-admin routes (docs/api.md#the-route-table). */
export const campaignAdminApi = /* @__PURE__ */ defineRoutes(staffOnly('admin'), {
  listAdminCampaigns: {
    method: 'GET',
    path: '/api/v1/admin/campaigns',
    summary: 'The campaigns, newest start first, with their prize tables and live figures (admin, marketing)',
    querystring: AdminCampaignsQuery,
    response: { 200: AdminCampaignsPage },
  },
  getAdminCampaign: {
    method: 'GET',
    path: '/api/v1/admin/campaigns/:id',
    summary: 'One campaign with its prize table and figures (admin, marketing)',
    params: AdminCampaignParams,
    response: { 200: AdminCampaign, ...missing },
  },
  createAdminCampaign: {
    method: 'POST',
    path: '/api/v1/admin/campaigns',
    summary: 'Creates a campaign: game, texts fr/ar, Tunis dates, budget in millimes, prize table (admin, marketing)',
    body: CampaignInput,
    response: { 201: AdminCampaign, ...invalid },
  },
  updateAdminCampaign: {
    method: 'PUT',
    path: '/api/v1/admin/campaigns/:id',
    summary: 'Edits a campaign whole; what it already gave stays (budget, quantities, terms of given prizes) (admin, marketing)',
    params: AdminCampaignParams,
    body: CampaignInput,
    response: { 200: AdminCampaign, ...missing, ...invalid },
  },
  stopAdminCampaign: {
    method: 'POST',
    path: '/api/v1/admin/campaigns/:id/stop',
    summary: 'Stops a campaign now: no play draws from it any more (admin, marketing)',
    params: AdminCampaignParams,
    response: { 200: AdminCampaign, ...missing },
  },
  uploadAdminCampaignImage: {
    method: 'POST',
    path: '/api/v1/admin/campaigns/:id/image',
    summary: `The campaign's picture (admin, marketing): multipart field ${CAMPAIGN_IMAGE_FIELD}, JPEG, PNG or WebP, re-encoded to a 1200×600 WebP`,
    consumes: ['multipart/form-data'],
    params: AdminCampaignParams,
    body: ImageUpload,
    response: {
      200: AdminCampaign,
      ...missing,
      413: ApiError.describe('FILE_TOO_LARGE | PAYLOAD_TOO_LARGE'),
      415: ApiError.describe('UNSUPPORTED_MEDIA_TYPE | UNSUPPORTED_IMAGE_TYPE'),
      422: ApiError.describe('IMAGE_INVALID | IMAGE_TOO_LARGE'),
      503: ApiError.describe('BUSY: too many images being decoded'),
    },
  },
});
