import crypto from 'node:crypto';
import type { Staff, StaffLoginStep, StaffSession } from '@qadhya/contracts';
import { parseTunisDateTime, type Clock } from '@qadhya/domain';
import type { Tx } from '../../db/handles.ts';
import type { StaffRole } from '../../db/tables/staff.ts';
import { AppError } from '../../errors.ts';
import type { PasswordGuard } from '../auth/password-guard.ts';
import { hashPassword } from '../auth/password.ts';
import type { SecretBox } from '../../crypto/secret-box.ts';
import type { StaffPrincipal, StaffSessionStore } from './staff-session-store.ts';
import { createSecondFactor, factorLocked, sha256, TICKET_TTL_MS, ticketInvalid } from './second-factor.ts';
import type { StaffRepository } from './staff.repository.ts';
import { newRecoveryCodes, newTotpSecret, qrSvg, recoveryHash, totpStep, totpUri } from './totp.ts';

export { TICKET_MAX_ATTEMPTS, TICKET_TTL_MS } from './second-factor.ts';

const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Wrong e-mail or password.');
/** The shoppers' limit answer without its SMS way out (staff have none): wait, retry_after seconds. */
const staffLimited = (err: unknown): never => {
  if (err instanceof AppError && err.code === 'LOGIN_RATE_LIMITED') {
    throw new AppError(429, 'LOGIN_RATE_LIMITED', 'Too many wrong passwords: wait before the next try.', err.headers, {
      retry_after: err.extra.retry_after ?? 1,
    });
  }
  throw err;
};
const notFound = () => new AppError(404, 'STAFF_NOT_FOUND', 'No such staff member.');
const selfChange = () =>
  new AppError(
    409,
    'STAFF_SELF_CHANGE',
    'You cannot change your own role, disable yourself or reset your own password or second factor here.',
  );

type StaffRow = {
  id: number;
  email: string;
  role: StaffRole;
  stores: string[];
  totp_enrolled_at: Date | null;
  disabled_at: Date | null;
  password_change_required: boolean;
  factor_locked_at: Date | null;
  created_at: Date;
};

export const toStaff = (r: StaffRow): Staff => ({
  id: r.id,
  email: r.email,
  role: r.role,
  stores: r.stores,
  totp_enrolled: r.totp_enrolled_at !== null,
  disabled: r.disabled_at !== null,
  password_change_required: r.password_change_required,
  factor_locked: r.factor_locked_at !== null,
  created_at: new Date(r.created_at).toISOString(),
});

/** What the audit log keeps of a staff member (never a hash or a secret). */
const audited = (s: Staff) => ({ email: s.email, role: s.role, stores: s.stores, disabled: s.disabled });

/** A generated initial password: 20 characters, shown once. */
const newInitialPassword = () => crypto.randomBytes(15).toString('base64url');

export interface StaffServiceDeps {
  repo: StaffRepository;
  sessions: StaffSessionStore;
  guard: PasswordGuard;
  clock: Clock;
  /** Seals the TOTP secrets in the database (STAFF_SECRET_KEY). */
  box: SecretBox;
}

/** Staff sign-in (password, then TOTP), staff management and the audit log (docs/back-office.md). */
export function createStaffService({ repo, sessions, guard, clock, box }: StaffServiceDeps) {
  const factor = createSecondFactor({ repo, clock });

  /** One audit line about staff account `id`, written by staff member `by` (null: the command line; docs/back-office.md#audit-log). */
  const auditStaff = (
    trx: Tx,
    line: { by: number | null; id: number; action: string; at: Date; ip: string | null; before?: unknown; after?: unknown },
  ) =>
    repo.audit(trx, {
      staffId: line.by,
      at: line.at,
      action: line.action,
      entity: 'staff',
      entityId: String(line.id),
      before: line.before ?? null,
      after: line.after ?? null,
      ip: line.ip,
    });

  /** The session a right code opens; `unseenFailures`: wrong codes given since the member's last sign-in. */
  async function openSession(staffId: number, unseenFailures: number, recoveryCodes?: string[]): Promise<StaffSession> {
    const row = await repo.byId(staffId);
    if (!row) throw invalidCredentials();
    const { token } = await sessions.create(staffId);
    return {
      token,
      idle_expires_in: Math.round(sessions.idleMs / 1000),
      staff: toStaff(row),
      ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}),
      factor_failures_since_last_sign_in: unseenFailures,
    };
  }

  return {
    /**
     * Step 1: e-mail and password, under the same wrong-password limits as the shoppers' sign-in
     * (counted under "staff:<e-mail>"). Never a session: the answer is the TOTP step to take.
     */
    async login(email: string, password: string, ip: string): Promise<StaffLoginStep> {
      const row = await repo.byEmail(email);
      const ok = await guard.attempt(`staff:${email.toLowerCase()}`, ip, row?.password_hash ?? null, password).catch(staffLimited);
      if (!ok || !row || row.disabled_at) throw invalidCredentials();
      // The right password never lifts a locked second factor: only an admin does.
      if (row.factor_locked_at) throw factorLocked();
      const ticket = crypto.randomBytes(32).toString('base64url');
      const now = clock.now();
      await repo.addTicket(row.id, sha256(ticket), now, new Date(now.getTime() + TICKET_TTL_MS));
      if (row.totp_secret) return { step: 'totp', ticket };
      const secret = newTotpSecret();
      await repo.setPendingSecret(row.id, box.seal(secret));
      const uri = totpUri(secret, row.email);
      return { step: 'enrol', ticket, otpauth_uri: uri, qr_svg: await qrSvg(uri) };
    },

    /** Step 2 at the first sign-in: the first code confirms the secret; recovery codes come once. */
    async enrol(ticket: string, code: string, ip: string): Promise<StaffSession> {
      const done = await factor.attempt(ticket, ip, 'enrol', async (trx, staff, now) => {
        const sealed = staff.totp_pending_secret;
        if (staff.totp_secret || !sealed) throw ticketInvalid();
        const step = totpStep(box.open(sealed), code, now);
        if (step === null) return null;
        if (!(await repo.confirmSecret(trx, staff.id, sealed, step, now))) throw ticketInvalid();
        const codes = newRecoveryCodes();
        await repo.addRecoveryCodes(trx, staff.id, codes.map(recoveryHash));
        await auditStaff(trx, { by: staff.id, id: staff.id, action: 'totp.enrol', at: now, ip, after: { totp_enrolled: true } });
        return codes;
      });
      return openSession(done.staffId, done.unseenFailures, done.value);
    },

    /** Step 2 once enrolled: a TOTP code (each time step once) or an unused recovery code. */
    async verify(ticket: string, code: string, ip: string): Promise<StaffSession> {
      const totp = /^\d{6}$/.test(code);
      const done = await factor.attempt(ticket, ip, totp ? 'totp' : 'recovery', async (trx, staff, now) => {
        if (!staff.totp_secret) throw ticketInvalid();
        if (totp) {
          const secret = box.open(staff.totp_secret);
          const step = totpStep(secret, code, now);
          if (step === null || !(await repo.useStep(trx, staff.id, step))) return null;
          // A secret stored before encryption is sealed at its owner's next sign-in.
          if (secret === staff.totp_secret) await repo.replaceSecret(trx, staff.id, secret, box.seal(secret));
          return true;
        }
        if (!(await repo.useRecoveryCode(trx, staff.id, recoveryHash(code), now))) return null;
        await auditStaff(trx, { by: staff.id, id: staff.id, action: 'recovery_code.use', at: now, ip });
        return true;
      });
      return openSession(done.staffId, done.unseenFailures);
    },

    logout: (sessionId: number) => sessions.revoke(sessionId),

    async me(staffId: number): Promise<Staff> {
      const row = await repo.byId(staffId);
      if (!row) throw notFound();
      return toStaff(row);
    },

    async list(): Promise<Staff[]> {
      return (await repo.list()).map(toStaff);
    },

    /**
     * A new staff member with a generated initial password, shown once in the answer; they sign in
     * with it and enrol their TOTP. The command line (admin:create) passes the password itself.
     */
    async create(
      actor: { staffId: number | null; ip: string | null },
      input: { email: string; role: StaffRole; stores: string[]; password?: string },
    ): Promise<{ staff: Staff; initial_password: string }> {
      const stores = await checkStores(input.role, input.stores);
      const password = input.password ?? newInitialPassword();
      const passwordHash = await hashPassword(password);
      const now = clock.now();
      const staff = await repo.transaction(async (trx) => {
        // A password chosen by an admin must be changed at the first sign-in; the command line's is the admin's own.
        const row = await repo.insert(trx, {
          email: input.email,
          passwordHash,
          role: input.role,
          stores,
          mustChange: input.password === undefined,
          at: now,
        });
        if (!row) throw new AppError(409, 'STAFF_EMAIL_TAKEN', 'A staff account already has this e-mail.');
        const s = toStaff(row);
        await auditStaff(trx, { by: actor.staffId, id: s.id, action: 'staff.create', at: now, ip: actor.ip, after: audited(s) });
        return s;
      });
      return { staff, initial_password: password };
    },

    /** Role, stores or the disabled flag; a change of role or a disabling ends the member's sessions. */
    async update(
      actor: StaffPrincipal,
      ip: string,
      id: number,
      change: { role?: StaffRole; stores?: string[]; disabled?: boolean },
    ): Promise<Staff> {
      if (id === actor.staffId && (change.role !== undefined || change.disabled === true)) throw selfChange();
      const now = clock.now();
      const result = await repo.transaction(async (trx: Tx) => {
        const current = await repo.byId(id, trx);
        if (!current) throw notFound();
        const before = toStaff(current);
        const role = change.role ?? current.role;
        const stores = await checkStores(
          role,
          change.stores ?? (change.role !== undefined && change.role !== 'store_manager' ? [] : current.stores),
          trx,
        );
        const disabled_at = change.disabled === undefined ? current.disabled_at : change.disabled ? (current.disabled_at ?? now) : null;
        const row = await repo.update(trx, id, { role, stores, disabled_at, updated_at: now });
        if (!row) throw notFound();
        const after = toStaff(row);
        await auditStaff(trx, {
          by: actor.staffId,
          id,
          action: 'staff.update',
          at: now,
          ip,
          before: audited(before),
          after: audited(after),
        });
        return { before, after };
      });
      if (result.after.disabled || result.after.role !== result.before.role) await sessions.revokeAll(id);
      return result.after;
    },

    /**
     * The owner changes their password: the current one under the sign-in's wrong-password limits,
     * a new one that differs. It lifts the forced change and ends their other sessions.
     */
    async changePassword(actor: StaffPrincipal, ip: string, current: string, next: string): Promise<Staff> {
      const row = await repo.byId(actor.staffId);
      if (!row) throw notFound();
      const ok = await guard.attempt(`staff:${row.email.toLowerCase()}`, ip, row.password_hash, current).catch(staffLimited);
      if (!ok) throw new AppError(422, 'CURRENT_PASSWORD_INVALID', 'The current password is wrong.');
      if (current === next) throw new AppError(422, 'PASSWORD_UNCHANGED', 'The new password must differ from the current one.');
      const hash = await hashPassword(next);
      const now = clock.now();
      const after = await repo.transaction(async (trx) => {
        const updated = await repo.setPassword(trx, row.id, hash, false, now);
        if (!updated) throw notFound();
        await auditStaff(trx, { by: row.id, id: row.id, action: 'staff.password_change', at: now, ip });
        return toStaff(updated);
      });
      await sessions.revokeAll(row.id, actor.sessionId);
      return after;
    },

    /** An admin gives someone a new initial password (shown once): their sessions end, they must change it. */
    async resetPassword(actor: StaffPrincipal, ip: string, id: number): Promise<{ staff: Staff; initial_password: string }> {
      if (id === actor.staffId) throw selfChange();
      const password = newInitialPassword();
      const hash = await hashPassword(password);
      const now = clock.now();
      const staff = await repo.transaction(async (trx) => {
        const updated = await repo.setPassword(trx, id, hash, true, now);
        if (!updated) throw notFound();
        await auditStaff(trx, { by: actor.staffId, id, action: 'staff.password_reset', at: now, ip });
        return toStaff(updated);
      });
      await sessions.revokeAll(id);
      return { staff, initial_password: password };
    },

    /** An admin forgets someone's second factor (a lost phone): their sessions end, the next sign-in enrols again. */
    async resetTotp(actor: StaffPrincipal, ip: string, id: number): Promise<Staff> {
      if (id === actor.staffId) throw selfChange();
      const now = clock.now();
      const staff = await repo.transaction(async (trx) => {
        const before = await repo.byId(id, trx);
        if (!before) throw notFound();
        const updated = await repo.resetTotp(trx, id, now);
        if (!updated) throw notFound();
        await auditStaff(trx, {
          by: actor.staffId,
          id,
          action: 'totp.reset',
          at: now,
          ip,
          before: { totp_enrolled: before.totp_enrolled_at !== null },
          after: { totp_enrolled: false },
        });
        return toStaff(updated);
      });
      await sessions.revokeAll(id);
      return staff;
    },

    /** An admin lifts a member's locked second factor (audited); a member not locked is answered as is. */
    async unlockFactor(actor: StaffPrincipal, ip: string, id: number): Promise<Staff> {
      if (id === actor.staffId) throw selfChange();
      const now = clock.now();
      return repo.transaction(async (trx) => {
        const before = await repo.lockedById(trx, id);
        if (!before) throw notFound();
        if (!before.factor_locked_at) return toStaff(before);
        const updated = await repo.unlockFactor(trx, id);
        if (!updated) throw notFound();
        await auditStaff(trx, {
          by: actor.staffId,
          id,
          action: 'totp.unlock',
          at: now,
          ip,
          before: { locked: true, failures: before.factor_failures },
          after: { locked: false },
        });
        return toStaff(updated);
      });
    },

    async audit(q: {
      staff_id?: number;
      api_key_id?: number;
      entity?: string;
      from?: string;
      to?: string;
      page: number;
      pageSize: number;
    }) {
      const day = 24 * 3600_000;
      const { rows, total } = await repo.auditPage({
        staffId: q.staff_id,
        apiKeyId: q.api_key_id,
        entity: q.entity,
        from: q.from ? parseTunisDateTime(`${q.from}T00:00`)! : undefined,
        to: q.to ? new Date(parseTunisDateTime(`${q.to}T00:00`)!.getTime() + day) : undefined,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return {
        items: rows.map((r) => ({
          id: Number(r.id),
          staff_id: r.staff_id,
          api_key_id: r.api_key_id,
          at: new Date(r.at).toISOString(),
          action: r.action,
          entity: r.entity,
          entity_id: r.entity_id,
          before: r.before ?? null,
          after: r.after ?? null,
        })),
        page: q.page,
        pageSize: q.pageSize,
        total,
        hasMore: q.page * q.pageSize < total,
      };
    },
  };

  /** A store manager's stores must exist; the other roles have none. */
  async function checkStores(role: StaffRole, codes: string[], trx?: Tx): Promise<string[]> {
    if (role !== 'store_manager') return [];
    const wanted = [...new Set(codes)];
    const found = new Set(await repo.existingStores(wanted, trx));
    const missing = wanted.filter((c) => !found.has(c));
    if (missing.length > 0) throw new AppError(422, 'STORE_NOT_FOUND', `Unknown stores: ${missing.slice(0, 10).join(', ')}.`);
    return wanted;
  }
}
export type StaffService = ReturnType<typeof createStaffService>;
