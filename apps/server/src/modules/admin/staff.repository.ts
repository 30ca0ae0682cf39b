import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { StaffRole } from '../../db/tables/staff.ts';
import { writeAudit } from './audit.ts';

export type { AuditWrite } from './audit.ts';

type Q = Kysely<DB> | Transaction<DB>;

export interface AuditFilter {
  staffId?: number;
  apiKeyId?: number;
  entity?: string;
  from?: Date;
  to?: Date;
  limit: number;
  offset: number;
}

const STAFF_COLUMNS = [
  'id',
  'email',
  'role',
  'stores',
  'totp_enrolled_at',
  'disabled_at',
  'password_change_required',
  'factor_locked_at',
  'created_at',
] as const;

/** Staff, their second factor, login tickets and the audit log (migrations/0016_staff.sql). */
export function createStaffRepository(db: Kysely<DB>) {
  const repo = {
    db,
    transaction<T>(fn: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },

    byEmail(email: string, q: Q = db) {
      return q
        .selectFrom('staff')
        .selectAll()
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .executeTakeFirst();
    },
    byId(id: number, q: Q = db) {
      return q.selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst();
    },
    /** Inside a transaction: the member's row, locked until it ends (every second-factor try takes turns). */
    lockedById(trx: Transaction<DB>, id: number) {
      return trx.selectFrom('staff').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
    },
    list() {
      return db.selectFrom('staff').select(STAFF_COLUMNS).orderBy('id').execute();
    },
    /** Whether any admin account exists, disabled or not (a start's first admin: docs/back-office.md). */
    async hasAdmin(): Promise<boolean> {
      return (await db.selectFrom('staff').select('id').where('role', '=', 'admin').limit(1).executeTakeFirst()) !== undefined;
    },
    /** The new row, or undefined when the e-mail is taken (case-insensitive). */
    insert(q: Q, row: { email: string; passwordHash: string; role: StaffRole; stores: string[]; mustChange: boolean; at: Date }) {
      return q
        .insertInto('staff')
        .values({
          email: row.email,
          password_hash: row.passwordHash,
          role: row.role,
          stores: row.stores,
          password_change_required: row.mustChange,
          created_at: row.at,
          updated_at: row.at,
        })
        .onConflict((oc) => oc.expression(sql`lower(email)`).doNothing())
        .returning(STAFF_COLUMNS)
        .executeTakeFirst();
    },
    update(q: Q, id: number, set: { role?: StaffRole; stores?: string[]; disabled_at?: Date | null; updated_at: Date }) {
      return q.updateTable('staff').set(set).where('id', '=', id).returning(STAFF_COLUMNS).executeTakeFirst();
    },
    /** A new password hash; `mustChange` when someone else chose it (a reset). */
    setPassword(q: Q, id: number, passwordHash: string, mustChange: boolean, at: Date) {
      return q
        .updateTable('staff')
        .set({ password_hash: passwordHash, password_change_required: mustChange, updated_at: at })
        .where('id', '=', id)
        .returning(STAFF_COLUMNS)
        .executeTakeFirst();
    },
    /** Forgets the second factor (secret, last step, recovery codes): the next sign-in enrols again. */
    async resetTotp(q: Q, id: number, at: Date) {
      await q.deleteFrom('staff_recovery_codes').where('staff_id', '=', id).execute();
      return q
        .updateTable('staff')
        .set({
          totp_secret: null,
          totp_pending_secret: null,
          totp_enrolled_at: null,
          totp_last_step: null,
          factor_failures: 0,
          factor_failed_at: null,
          factor_locked_at: null,
          updated_at: at,
        })
        .where('id', '=', id)
        .returning(STAFF_COLUMNS)
        .executeTakeFirst();
    },
    /** Swaps a stored secret for its sealed form (only if it is still the one read). */
    replaceSecret(q: Q, id: number, from: string, to: string) {
      return q.updateTable('staff').set({ totp_secret: to }).where('id', '=', id).where('totp_secret', '=', from).execute();
    },
    setPendingSecret(id: number, secret: string) {
      return db.updateTable('staff').set({ totp_pending_secret: secret }).where('id', '=', id).execute();
    },
    /** Confirms the pending secret; false when another enrolment won. */
    async confirmSecret(q: Q, id: number, secret: string, step: number, at: Date): Promise<boolean> {
      const r = await q
        .updateTable('staff')
        .set({ totp_secret: secret, totp_pending_secret: null, totp_enrolled_at: at, totp_last_step: step, updated_at: at })
        .where('id', '=', id)
        .where('totp_pending_secret', '=', secret)
        .where('totp_secret', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    /** Records the accepted step; false when it (or a later one) was already used. */
    async useStep(q: Q, id: number, step: number): Promise<boolean> {
      const r = await q
        .updateTable('staff')
        .set({ totp_last_step: step })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },
    async addRecoveryCodes(q: Q, staffId: number, hashes: string[]) {
      await q.deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
      await q
        .insertInto('staff_recovery_codes')
        .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
        .execute();
    },
    /** Spends an unused recovery code; false when none matches. */
    async useRecoveryCode(q: Q, staffId: number, hash: string, at: Date): Promise<boolean> {
      const r = await q
        .updateTable('staff_recovery_codes')
        .set({ used_at: at })
        .where('staff_id', '=', staffId)
        .where('code_hash', '=', hash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    addTicket(staffId: number, tokenHash: string, at: Date, expiresAt: Date) {
      return db
        .insertInto('staff_login_tickets')
        .values({ staff_id: staffId, token_hash: tokenHash, created_at: at, expires_at: expiresAt })
        .execute();
    },
    ticket(tokenHash: string, q: Q = db) {
      return q.selectFrom('staff_login_tickets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
    },
    /** One more wrong code on a ticket: the count after it (judged on this returned value). */
    countTicketAttempt(q: Q, id: number) {
      return q
        .updateTable('staff_login_tickets')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .returning('attempts')
        .executeTakeFirst();
    },
    /** Marks a ticket used; false when it already was (two parallel tries). */
    async useTicket(q: Q, id: number, at: Date): Promise<boolean> {
      const r = await q
        .updateTable('staff_login_tickets')
        .set({ used_at: at })
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return r.numUpdatedRows > 0n;
    },

    /**
     * One more wrong second-factor code of a member, whatever the ticket: the counts after it, in one
     * update (judged on the returned values). The `lockAt`-th failure locks the factor.
     */
    countFactorFailure(q: Q, id: number, at: Date, lockAt: number) {
      return q
        .updateTable('staff')
        .set((eb) => ({
          factor_failures: eb('factor_failures', '+', 1),
          factor_unseen_failures: eb('factor_unseen_failures', '+', 1),
          factor_failed_at: at,
          factor_locked_at: sql<Date | null>`case when factor_locked_at is null and factor_failures + 1 >= ${lockAt} then ${at}::timestamptz else factor_locked_at end`,
        }))
        .where('id', '=', id)
        .returning(['factor_failures', 'factor_locked_at'])
        .executeTakeFirstOrThrow();
    },
    /** A right code: the failures are forgotten, and those the member has now been told of. */
    async factorAccepted(q: Q, id: number): Promise<void> {
      await q
        .updateTable('staff')
        .set({ factor_failures: 0, factor_failed_at: null, factor_unseen_failures: 0 })
        .where('id', '=', id)
        .execute();
    },
    /** An admin lifts a lock (the failures start again from zero; those unseen are still told). */
    unlockFactor(q: Q, id: number) {
      return q
        .updateTable('staff')
        .set({ factor_failures: 0, factor_failed_at: null, factor_locked_at: null })
        .where('id', '=', id)
        .returning(STAFF_COLUMNS)
        .executeTakeFirst();
    },

    existingStores(codes: string[], q: Q = db) {
      if (codes.length === 0) return Promise.resolve([] as string[]);
      return q
        .selectFrom('stores')
        .select('magasin_code')
        .where('magasin_code', 'in', codes)
        .execute()
        .then((rows) => rows.map((r) => r.magasin_code));
    },

    audit: writeAudit,
    async auditPage(f: AuditFilter) {
      let q = db.selectFrom('audit_log');
      if (f.staffId !== undefined) q = q.where('staff_id', '=', f.staffId);
      if (f.apiKeyId !== undefined) q = q.where('api_key_id', '=', f.apiKeyId);
      if (f.entity !== undefined) q = q.where('entity', '=', f.entity);
      if (f.from) q = q.where('at', '>=', f.from);
      if (f.to) q = q.where('at', '<', f.to);
      const [rows, total] = await Promise.all([
        q
          .select(['id', 'staff_id', 'api_key_id', 'at', 'action', 'entity', 'entity_id', 'before', 'after'])
          .orderBy('at', 'desc')
          .orderBy('id', 'desc')
          .limit(f.limit)
          .offset(f.offset)
          .execute(),
        q.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
  };
  return repo;
}
export type StaffRepository = ReturnType<typeof createStaffRepository>;
