import { call, ops } from '../../../lib/api/index.ts';
import { SIGN_IN_CALL } from './auth-request.ts';

/** POST /auth/login: the classic phone + password connexion, checked by the server. */
export const login = (phone: string, password: string) => call(ops.login, { body: { PHONE: phone, PASSWORD: password } }, SIGN_IN_CALL);
