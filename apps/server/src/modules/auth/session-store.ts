import crypto from 'node:crypto';
import { tunisDateString, type Clock } from '@qadhya/domain';
import type { SessionsRepository } from './sessions.repository.ts';

/** A session ends after this long without a call, and in any case this long after sign-in. */
export const SESSION_IDLE_MS = 14 * 24 * 3600_000;
export const SESSION_ABSOLUTE_MS = 60 * 24 * 3600_000;
/** last_seen_at is written at most once a minute per session. */
const TOUCH_EVERY_MS = 60_000;

/** SHA-256 of a secret, hex: what the database keeps instead of a token. */
export const sha256 = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');
/** 256 random bits, base64url. */
export const newToken = () => crypto.randomBytes(32).toString('base64url');

export interface SessionInfo {
  sessionId: number;
  userId: number;
  /** When the session was opened by an SMS code (sign-in or registration by code), else null. */
  codeVerifiedAt: Date | null;
}

/**
 * Sessions: created with a random token (returned once), found by its hash, revoked on logout.
 * Opening a session and its first use on a new Tunis day record the shopper as active that day
 * (shopper_activity, docs/back-office-content.md#dashboard): one insert per session and day at most.
 */
export function createSessionStore({ repo, clock }: { repo: SessionsRepository; clock: Clock }) {
  const markActive = (userId: number, at: Date) => repo.markActive(tunisDateString(at), userId);

  return {
    /** A new session; `byCode` when an SMS code was just checked to open it (sign-in or registration by code). */
    async create(userId: number, options: { byCode?: boolean } = {}): Promise<{ token: string; expiresAt: Date; sessionId: number }> {
      const token = newToken();
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
      const sessionId = await repo.insert({
        user_id: userId,
        token_hash: sha256(token),
        created_at: now,
        last_seen_at: now,
        expires_at: expiresAt,
        code_verified_at: options.byCode ? now : null,
      });
      await markActive(userId, now);
      return { token, expiresAt, sessionId };
    },

    /** The live session of a token, or null (unknown, revoked, idle too long or past its end). */
    async verify(token: string): Promise<SessionInfo | null> {
      if (!/^[\w-]{20,200}$/.test(token)) return null;
      const row = await repo.byTokenHash(sha256(token));
      if (!row || row.revoked_at) return null;
      const now = clock.now().getTime();
      const lastSeen = new Date(row.last_seen_at).getTime();
      if (now >= new Date(row.expires_at).getTime() || now - lastSeen >= SESSION_IDLE_MS) return null;
      const newDay = tunisDateString(new Date(now)) !== tunisDateString(new Date(lastSeen));
      if (newDay) await markActive(row.user_id, new Date(now));
      if (newDay || now - lastSeen >= TOUCH_EVERY_MS) {
        await repo.touch(row.id, new Date(now));
      }
      return { sessionId: row.id, userId: row.user_id, codeVerifiedAt: row.code_verified_at ? new Date(row.code_verified_at) : null };
    },

    async revoke(sessionId: number): Promise<void> {
      await repo.revoke(sessionId, clock.now());
    },

    /** Ends every session of a user but one (password change or reset). */
    async revokeOthers(userId: number, keepSessionId: number | null): Promise<void> {
      await repo.revokeOthers(userId, keepSessionId, clock.now());
    },
  };
}
export type SessionStore = ReturnType<typeof createSessionStore>;
