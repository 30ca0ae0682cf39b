/** POST /referral/invites' body: a chunk fetched when the field is first used (docs/forms.md#lazy-schemas). */
export { ReferralInvite as inviteSchema } from '@qadhya/contracts';
