import { call, ops } from '../../../lib/api/index.ts';

/** POST /referral/invites: a real invitation e-mail to a friend, once per request_id (docs/referral.md#e-mail). */
export const inviteFriend = (email: string, requestId: string) => call(ops.inviteFriend, { body: { email, request_id: requestId } });
