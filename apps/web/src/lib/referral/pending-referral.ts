import { call, isApiError, ops } from '../api/index.ts';
import { deviceId } from '../device/device-registration.ts';
import { readLocal, removeLocal, writeLocal } from '../storage/local-store.ts';

/** An invitation code as the server makes them (docs/referral.md#the-code-and-the-link). */
const CODE = /^[A-Z2-9]{8}$/;

/** /login?ref=CODE: the code is kept until the account made on this device claims it. */
export function rememberReferral(ref: string | null): void {
  const code = ref?.trim().toUpperCase() ?? '';
  if (CODE.test(code)) writeLocal('referral_code', code);
}

/**
 * After a sign-in by SMS code (how accounts are made): the kept code is claimed for the account,
 * with this device's id (docs/referral.md#in-the-app). Silent: the server decides who counts as a
 * friend; any definite answer (linked, refused, unknown code) forgets the code, a network failure
 * keeps it for the next sign-in.
 */
export async function claimPendingReferral(): Promise<void> {
  const code = readLocal('referral_code');
  if (!code) return;
  try {
    await call(ops.claimReferral, { body: { code, device_id: deviceId() } }, { defaultHandler: false });
    removeLocal('referral_code');
  } catch (err) {
    if (isApiError(err) && err.status > 0) removeLocal('referral_code');
  }
}
