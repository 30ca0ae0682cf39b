import type { AdminCampaign, AdminCampaignsPage, CampaignInput, CampaignStatus, GameKey, ReferralRules } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

export const campaignsKey = ['admin-campaigns'] as const;
export const campaignKey = (id: number) => ['admin-campaigns', id] as const;
export const referralRulesKey = ['admin-referral-rules'] as const;

/** GET /admin/campaigns: newest start first, one page, optionally one status and one game. */
export function listCampaigns(query: { page: number; pageSize: number; status?: CampaignStatus; game?: GameKey }, signal?: AbortSignal): Promise<AdminCampaignsPage> {
  return request<AdminCampaignsPage>('GET', '/admin/campaigns', { query, signal });
}

/** GET /admin/campaigns/:id: the campaign, its prize table (awarded per line) and live figures. */
export function getCampaign(id: number, signal?: AbortSignal): Promise<AdminCampaign> {
  return request<AdminCampaign>('GET', `/admin/campaigns/${id}`, { signal });
}

/** POST /admin/campaigns (422 CAMPAIGN_INVALID with every problem in `details`). */
export function createCampaign(body: CampaignInput): Promise<AdminCampaign> {
  return request<AdminCampaign>('POST', '/admin/campaigns', { body });
}

/** PUT /admin/campaigns/:id: the campaign whole; what it already gave stays. */
export function updateCampaign(id: number, body: CampaignInput): Promise<AdminCampaign> {
  return request<AdminCampaign>('PUT', `/admin/campaigns/${id}`, { body });
}

/** POST /admin/campaigns/:id/stop: no play draws from it any more. */
export function stopCampaign(id: number): Promise<AdminCampaign> {
  return request<AdminCampaign>('POST', `/admin/campaigns/${id}/stop`);
}

/** POST /admin/campaigns/:id/image: multipart field IMAGE, re-encoded to a 1200×600 WebP by the server. */
export function uploadCampaignImage(id: number, file: File): Promise<AdminCampaign> {
  const form = new FormData();
  form.append('IMAGE', file, file.name);
  return request<AdminCampaign>('POST', `/admin/campaigns/${id}/image`, { body: form });
}

/** GET /admin/referral-rules. */
export function getReferralRules(signal?: AbortSignal): Promise<ReferralRules> {
  return request<ReferralRules>('GET', '/admin/referral-rules', { signal });
}

/** PUT /admin/referral-rules. */
export function saveReferralRules(body: ReferralRules): Promise<ReferralRules> {
  return request<ReferralRules>('PUT', '/admin/referral-rules', { body });
}
