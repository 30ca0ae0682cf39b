import crypto from 'node:crypto';
import type { Clock } from '@qadhya/domain';
import type { StaffRole } from '../../db/tables/staff.ts';
import type { StaffSessionsRepository } from './staff-sessions.repository.ts';

/** A staff session ends after 12 hours whatever its use (the idle limit is configured). */
export const STAFF_SESSION_ABSOLUTE_MS = 12 * 3600_000;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;
/** Staff tokens carry their own prefix: never mistaken for a shopper's, never looked up as one. */
export const STAFF_TOKEN_PREFIX = 'stf_';
const TOKEN_RE = /^stf_[\w-]{40,60}$/;

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest('hex');

export interface StaffPrincipal {
  sessionId: number;
  staffId: number;
  role: StaffRole;
  stores: string[];
  /** Their password was given by someone else: only the password change is open (docs/back-office.md#passwords). */
  passwordChangeRequired: boolean;
}

/** Staff sessions (staff_sessions): their own table and tokens, short idle life, the app's clock. */
export function createStaffSessionStore({ repo, clock, idleMs }: { repo: StaffSessionsRepository; clock: Clock; idleMs: number }) {
  return {
    idleMs,
    async create(staffId: number): Promise<{ token: string; sessionId: number }> {
      const token = STAFF_TOKEN_PREFIX + crypto.randomBytes(32).toString('base64url');
      const now = clock.now();
      const sessionId = await repo.insert({
        staff_id: staffId,
        token_hash: sha256(token),
        created_at: now,
        last_seen_at: now,
        expires_at: new Date(now.getTime() + STAFF_SESSION_ABSOLUTE_MS),
      });
      return { token, sessionId };
    },

    /** The live session of a token with its staff member (enabled), or null. */
    async verify(token: string): Promise<StaffPrincipal | null> {
      if (!TOKEN_RE.test(token)) return null;
      const row = await repo.byTokenHash(sha256(token));
      if (!row || row.revoked_at || row.disabled_at) return null;
      const now = clock.now().getTime();
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (now >= new Date(row.expires_at).getTime() || now - lastSeen >= idleMs) return null;
      if (now - lastSeen >= TOUCH_EVERY_MS) {
        await repo.touch(row.id, new Date(now));
      }
      return {
        sessionId: row.id,
        staffId: row.staff_id,
        role: row.role,
        stores: row.stores,
        passwordChangeRequired: row.password_change_required,
      };
    },

    async revoke(sessionId: number): Promise<void> {
      await repo.revoke(sessionId, clock.now());
    },

    /** Ends every session of a staff member (disabled, role changed, password reset), or all but one. */
    async revokeAll(staffId: number, except?: number): Promise<void> {
      await repo.revokeAll(staffId, clock.now(), except);
    },
  };
}
export type StaffSessionStore = ReturnType<typeof createStaffSessionStore>;
