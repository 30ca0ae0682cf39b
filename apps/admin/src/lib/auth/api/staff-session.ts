import { call, ops } from '../../api/call.ts';

/** GET /admin/auth/me: the signed-in member of the stored token. */
export const getMe = () => call(ops.getStaffMe);

/** POST /admin/auth/logout: ends the session on the server. */
export const logout = () => call(ops.staffLogout);
