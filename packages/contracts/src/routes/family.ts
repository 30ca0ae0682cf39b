import { z } from 'zod';
import { ApiError } from '../errors.ts';
import { AddMember, FamilyIdParams, FamilyMembers, InvitationParams, MemberParams, ReceivedInvitations } from '../family.ts';
import { FamilyActivity, FamilyActivityQuery, FamilySharing } from '../family-activity.ts';
import { LangQuery } from '../lang.ts';
import { defineRoutes } from './define.ts';
import { signedIn, tooMany } from './shared.ts';

export const INVITATIONS_PER_DAY = 20;

/** The family routes (docs/api.md#the-route-table). */
export const familyApi = /* @__PURE__ */ defineRoutes(signedIn('family'), {
  listMyFamilyMembers: {
    method: 'GET',
    path: '/api/v1/families/members',
    summary:
      "The caller's own family (created on first use): accepted members, the invitations sent and still pending (only what was typed), and the families the caller belongs to",
    querystring: LangQuery,
    response: { 200: FamilyMembers },
  },
  listFamilyMembers: {
    method: 'GET',
    path: '/api/v1/families/:familyId/members',
    summary: "A family's members and pending invitations; 404 unless it is the caller's",
    params: FamilyIdParams,
    querystring: LangQuery,
    response: { 200: FamilyMembers, 404: ApiError },
  },
  inviteFamilyMember: {
    method: 'POST',
    path: '/api/v1/families/add-member',
    summary: `Invites a shopper into the caller's family (IDENTIFIANT is their UID, USER_ID the same): 202 with the family as the inviter sees it, the same whether or not the UID has an account; inviting again changes nothing; ${INVITATIONS_PER_DAY} a day`,
    body: AddMember,
    querystring: LangQuery,
    response: { 202: FamilyMembers, 422: ApiError, 429: tooMany },
  },
  listReceivedInvitations: {
    method: 'GET',
    path: '/api/v1/families/invitations',
    summary: "The pending invitations the caller received, with each inviter's name and avatar",
    querystring: LangQuery,
    response: { 200: ReceivedInvitations },
  },
  acceptFamilyInvitation: {
    method: 'POST',
    path: '/api/v1/families/invitations/:invitationId/accept',
    summary: "Accepts an invitation the caller received: they become a member of the inviter's family; answers the caller's family view",
    params: InvitationParams,
    querystring: LangQuery,
    response: { 200: FamilyMembers, 404: ApiError },
  },
  declineFamilyInvitation: {
    method: 'POST',
    path: '/api/v1/families/invitations/:invitationId/decline',
    summary: 'Declines an invitation the caller received (the inviter is not told)',
    params: InvitationParams,
    response: { 204: z.null().describe('Declined'), 404: ApiError },
  },
  cancelFamilyInvitation: {
    method: 'DELETE',
    path: '/api/v1/families/invitations/:invitationId',
    summary: 'Cancels an invitation the caller sent and that is still pending',
    params: InvitationParams,
    response: { 204: z.null().describe('Cancelled'), 404: ApiError },
  },
  leaveFamily: {
    method: 'DELETE',
    path: '/api/v1/families/memberships/:familyId',
    summary: 'Leaves a family the caller is a member of',
    params: FamilyIdParams,
    response: { 204: z.null().describe('Left'), 404: ApiError },
  },
  removeFamilyMember: {
    method: 'DELETE',
    path: '/api/v1/families/:familyId/members/:memberId',
    summary: "Removes a member from the caller's family",
    params: MemberParams,
    response: { 204: z.null().describe('Removed'), 404: ApiError },
  },
  getFamilyActivity: {
    method: 'GET',
    path: '/api/v1/families/activity',
    summary:
      "The family's figures this Tunis month (points earned, savings, lists finished) and its dated history (lists finished, prizes won, members joined, points transferred), newest first, paged; only the people who share their activity count, the caller included; no family: nothing",
    querystring: FamilyActivityQuery,
    response: { 200: FamilyActivity },
  },
  setFamilySharing: {
    method: 'PUT',
    path: '/api/v1/families/sharing',
    summary: "Whether the caller's own activity is shown in their family's figures and history (off until they turn it on)",
    body: FamilySharing,
    response: { 200: FamilySharing },
  },
});
