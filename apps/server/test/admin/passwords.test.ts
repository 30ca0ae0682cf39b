/**
 * Staff passwords and second factor after the first sign-in (docs/back-office.md#passwords,
 * #second-factor): a password given by an admin must be changed before anything else; the owner's
 * change; an admin's password and TOTP resets; TOTP secrets sealed at rest.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../src/modules/admin/totp.ts';
import { randomIp } from '../helpers/accounts.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { mutableClock } from '../helpers/clock.ts';
import { createStaff, randomEmail } from './staff-helpers.ts';

const clock = mutableClock();
const app: FastifyInstance = await buildTestApp({ clock });
afterAll(async () => {
  await app.close();
});

const NEW_PASSWORD = 'my very own passphrase';
const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object, ip = '10.7.7.7') =>
  app.inject({ method, url: `/api/v1/admin/${url}`, headers: token ? auth(token) : {}, payload, remoteAddress: ip });
const secretOf = (uri: string) => new URL(uri).searchParams.get('secret')!;
const stepForward = () => clock.advanceSeconds(31);

/** Signs in with a password, enrolling TOTP when asked; the session token and the secret. */
async function signIn(
  email: string,
  password: string,
  secret?: string,
): Promise<{ token: string; secret: string; body: Record<string, unknown> }> {
  const ip = randomIp();
  const step = await call('POST', 'auth/login', null, { email, password }, ip);
  expect(step.statusCode).toBe(200);
  const s = step.json();
  stepForward();
  if (s.step === 'enrol') {
    const fresh = secretOf(s.otpauth_uri);
    const res = await call('POST', 'auth/enrol', null, { ticket: s.ticket, code: totpCode(fresh, clock.now()) }, ip);
    expect(res.statusCode).toBe(200);
    return { token: res.json().token, secret: fresh, body: res.json() };
  }
  const res = await call('POST', 'auth/verify', null, { ticket: s.ticket, code: totpCode(secret!, clock.now()) }, ip);
  expect(res.statusCode).toBe(200);
  return { token: res.json().token, secret: secret!, body: res.json() };
}

describe('a password given by an admin', () => {
  it('must be changed before any other route; the change checks the current one, refuses the same, and ends the other sessions', async () => {
    const boss = await createStaff(app, 'admin');
    const email = randomEmail('newadmin');
    const created = await call('POST', 'staff', boss.token, { email, role: 'admin' });
    expect(created.statusCode).toBe(201);
    expect(created.json().staff.password_change_required).toBe(true);
    const initial = created.json().initial_password as string;

    const first = await signIn(email, initial);
    expect((first.body.staff as { password_change_required: boolean }).password_change_required).toBe(true);
    // Only the profile, the change and the sign-out answer.
    expect((await call('GET', 'auth/me', first.token)).statusCode).toBe(200);
    const blocked = await call('GET', 'staff', first.token);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    const second = await signIn(email, initial, first.secret);

    const wrong = await call('POST', 'auth/password', first.token, {
      current_password: 'not the password at all',
      new_password: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe('CURRENT_PASSWORD_INVALID');
    const same = await call('POST', 'auth/password', first.token, { current_password: initial, new_password: initial });
    expect(same.json().code).toBe('PASSWORD_UNCHANGED');
    const short = await call('POST', 'auth/password', first.token, { current_password: initial, new_password: 'short' });
    expect(short.statusCode).toBe(400);

    const ok = await call('POST', 'auth/password', first.token, { current_password: initial, new_password: NEW_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().password_change_required).toBe(false);
    expect((await call('GET', 'staff', first.token)).statusCode).toBe(200);
    // The other session ended; the old password no longer opens, the new one does.
    expect((await call('GET', 'auth/me', second.token)).statusCode).toBe(401);
    expect((await call('POST', 'auth/login', null, { email, password: initial }, randomIp())).statusCode).toBe(401);
    expect((await call('POST', 'auth/login', null, { email, password: NEW_PASSWORD }, randomIp())).json().step).toBe('totp');

    const audit = await call('GET', `audit?entity=staff&staff_id=${ok.json().id}`, boss.token);
    expect(audit.json().items.map((i: { action: string }) => i.action)).toContain('staff.password_change');
    expect(JSON.stringify(audit.json())).not.toContain(NEW_PASSWORD);
  });
});

describe('an admin resets someone', () => {
  it('password: a new initial one shown once, their sessions end, they must change it; never one’s own', async () => {
    const boss = await createStaff(app, 'admin');
    const member = await createStaff(app, 'marketing');
    const res = await call('POST', `staff/${member.id}/password-reset`, boss.token);
    expect(res.statusCode).toBe(200);
    const initial = res.json().initial_password as string;
    expect(initial.length).toBeGreaterThanOrEqual(20);
    expect(res.json().staff.password_change_required).toBe(true);
    expect((await call('GET', 'auth/me', member.token)).statusCode).toBe(401);
    expect((await call('POST', 'auth/login', null, { email: member.email, password: member.password }, randomIp())).statusCode).toBe(401);
    const again = await signIn(member.email, initial, member.secret);
    expect((again.body.staff as { password_change_required: boolean }).password_change_required).toBe(true);

    const self = await call('POST', `staff/${boss.id}/password-reset`, boss.token);
    expect(self.statusCode).toBe(409);
    expect(self.json().code).toBe('STAFF_SELF_CHANGE');
    expect((await call('POST', 'staff/999999/password-reset', boss.token)).statusCode).toBe(404);
    // Not an admin: refused before anything.
    expect((await call('POST', `staff/${boss.id}/password-reset`, member.token)).statusCode).toBe(401);
  });

  it('second factor: their sessions end, the recovery codes go, the next sign-in enrols a new secret', async () => {
    const boss = await createStaff(app, 'admin');
    const member = await createStaff(app, 'store_manager', []);
    await app.database.db
      .insertInto('staff_recovery_codes')
      .values({ staff_id: member.id, code_hash: 'x'.repeat(64) })
      .execute();
    const res = await call('POST', `staff/${member.id}/totp-reset`, boss.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().totp_enrolled).toBe(false);
    expect((await call('GET', 'auth/me', member.token)).statusCode).toBe(401);
    const left = await app.database.db.selectFrom('staff_recovery_codes').select('id').where('staff_id', '=', member.id).execute();
    expect(left).toHaveLength(0);

    const step = await call('POST', 'auth/login', null, { email: member.email, password: member.password }, randomIp());
    expect(step.json().step).toBe('enrol');
    expect(secretOf(step.json().otpauth_uri)).not.toBe(member.secret);

    expect((await call('POST', `staff/${boss.id}/totp-reset`, boss.token)).json().code).toBe('STAFF_SELF_CHANGE');
    const audit = await call('GET', `audit?entity=staff&staff_id=${boss.id}`, boss.token);
    const line = audit.json().items.find((i: { action: string }) => i.action === 'totp.reset');
    expect(line).toMatchObject({ entity_id: String(member.id), before: { totp_enrolled: true }, after: { totp_enrolled: false } });
  });
});

describe('TOTP secrets at rest', () => {
  it('are sealed when enrolled (never the base32 text in the table), and a secret stored before is sealed at its next sign-in', async () => {
    const boss = await createStaff(app, 'admin');
    const email = randomEmail('sealed');
    const initial = (await call('POST', 'staff', boss.token, { email, role: 'support' })).json().initial_password;
    const { secret, body } = await signIn(email, initial);
    const id = (body.staff as { id: number }).id;
    const row = await app.database.db
      .selectFrom('staff')
      .select(['totp_secret', 'totp_pending_secret'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.totp_secret).toMatch(/^v1:/);
    expect(row.totp_secret).not.toContain(secret);
    expect(row.totp_pending_secret).toBeNull();
    // The sealed secret still signs in.
    await signIn(email, initial, secret);

    // createStaff writes a plain secret, as rows from before encryption have.
    const legacy = await createStaff(app, 'marketing');
    await signIn(legacy.email, legacy.password, legacy.secret);
    const after = await app.database.db.selectFrom('staff').select('totp_secret').where('id', '=', legacy.id).executeTakeFirstOrThrow();
    expect(after.totp_secret).toMatch(/^v1:/);
    await signIn(legacy.email, legacy.password, legacy.secret);
  });
});
