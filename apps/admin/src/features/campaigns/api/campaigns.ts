import type { CampaignInput, CampaignKind, CampaignStatus, GameKey, ReferralRules } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/call.ts';

export const campaignsKey = ['admin-campaigns'] as const;
export const campaignKey = (id: number) => ['admin-campaigns', id] as const;
export const referralRulesKey = ['admin-referral-rules'] as const;

/** GET /admin/campaigns: newest start first, one page, optionally one status, one kind and one game. */
export function listCampaigns(
  query: { page: number; pageSize: number; status?: CampaignStatus; kind?: CampaignKind; game?: GameKey },
  signal?: AbortSignal,
) {
  return call(ops.listAdminCampaigns, { query }, { signal });
}

/** GET /admin/campaigns/:id: the campaign, its prize table (awarded per line) and live figures. */
export function getCampaign(id: number, signal?: AbortSignal) {
  return call(ops.getAdminCampaign, { params: { id } }, { signal });
}

/** POST /admin/campaigns (422 CAMPAIGN_INVALID with every problem in `details`). */
export function createCampaign(body: CampaignInput) {
  return call(ops.createAdminCampaign, { body });
}

/** PUT /admin/campaigns/:id: the campaign whole; what it already gave stays. */
export function updateCampaign(id: number, body: CampaignInput) {
  return call(ops.updateAdminCampaign, { params: { id }, body });
}

/** POST /admin/campaigns/:id/stop: no play draws from it any more. */
export function stopCampaign(id: number) {
  return call(ops.stopAdminCampaign, { params: { id } });
}

/** POST /admin/campaigns/:id/image: multipart field IMAGE, re-encoded to a 1200×600 WebP by the server. */
export function uploadCampaignImage(id: number, file: File) {
  const form = new FormData();
  form.append('IMAGE', file, file.name);
  return call(ops.uploadAdminCampaignImage, { params: { id }, body: form });
}

/** GET /admin/referral-rules. */
export function getReferralRules(signal?: AbortSignal) {
  return call(ops.getReferralRules, {}, { signal });
}

/** PUT /admin/referral-rules. */
export function saveReferralRules(body: ReferralRules) {
  return call(ops.setReferralRules, { body });
}
