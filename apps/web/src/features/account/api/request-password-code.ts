import type { OtpSent } from '@qadhya/contracts';
import { api } from '../../../lib/api/index.ts';

/**
 * POST /auth/otp PURPOSE password: a code by SMS to the account's phone, proving a password change
 * in 'Mes informations'. Without the default handler: the form shows the refusal under the code.
 */
export function requestPasswordCode(phone: string): Promise<OtpSent> {
  return api.post<OtpSent>('/auth/otp', { PHONE: phone, PURPOSE: 'password' }, { auth: false, defaultHandler: false });
}
