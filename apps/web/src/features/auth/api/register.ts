import type { RegisterRequest } from '@qadhya/contracts';
import { call, ops } from '../../../lib/api/index.ts';
import { SIGN_IN_CALL } from './auth-request.ts';

/** POST /auth/register: the S'inscrire form with the code sent for PURPOSE register. */
export const register = (body: RegisterRequest) => call(ops.register, { body }, SIGN_IN_CALL);
