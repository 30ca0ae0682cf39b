import type { CallOptions } from '../../../lib/api/index.ts';

/**
 * The sign-in calls go out without a bearer token and without the default error handler: a 401
 * here means "wrong phone or password", not an expired session, and each screen shows the spec's
 * own toast (docs/accounts.md#error-messages). The ApiError keeps the server's retry_after and attempts_left.
 */
export const SIGN_IN_CALL: CallOptions = { auth: false, defaultHandler: false };
