import type { StaffLoginStep } from '@qadhya/contracts';
import { request } from '../../../lib/api/client.ts';

/** POST /admin/auth/login: the password; answers the enrolment or the TOTP step. */
export function login(body: { email: string; password: string }): Promise<StaffLoginStep> {
  return request<StaffLoginStep>('POST', '/admin/auth/login', { body, publicCall: true });
}
