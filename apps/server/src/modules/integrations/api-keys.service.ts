import crypto from 'node:crypto';
import type { ApiKey, ApiKeyCreated, ApiKeyPage, ApiScope } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import { AppError } from '../../errors.ts';
import { writeAudit } from '../admin/audit.ts';
import type { ApiKeysRepository } from './api-keys.repository.ts';

/** Every key starts so: easy to spot in a log or a secret scanner (docs/integrations.md#keys). */
export const API_KEY_PREFIX = 'qk_';
/** Characters of the key kept to tell keys apart in lists ('qk_' + 8). */
const VISIBLE = API_KEY_PREFIX.length + 8;

export const hashApiKey = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

/** The caller of a guarded integration route. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  scopes: ApiScope[];
  /** Magasin codes it may write; empty: every store. */
  stores: string[];
}

export interface StaffActor {
  staffId: number;
  ip: string;
}

type KeyRow = Awaited<ReturnType<ApiKeysRepository['insert']>>;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toApiKey(r: KeyRow): ApiKey {
  return {
    id: r.id,
    name: r.name,
    prefix: r.prefix,
    scopes: r.scopes,
    stores: r.stores,
    created_by: r.created_by,
    created_at: new Date(r.created_at).toISOString(),
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
  };
}

/** What the audit log keeps of a key: never the key nor its hash. */
const audited = (k: ApiKey) => ({ name: k.name, prefix: k.prefix, scopes: k.scopes, stores: k.stores, revoked_at: k.revoked_at });

/** How often at most a key's last_used_at is written (one UPDATE a minute per key, not per request). */
const TOUCH_EVERY_MS = 60_000;

/** API keys: created and revoked by an admin, shown once, stored as SHA-256 (docs/integrations.md#keys). */
export function createApiKeysService({ repo, clock }: { repo: ApiKeysRepository; clock: Clock }) {
  const touched = new Map<number, number>();

  return {
    async create(actor: StaffActor, body: { name: string; scopes: ApiScope[]; stores: string[] }): Promise<ApiKeyCreated> {
      const stores = [...new Set(body.stores)].sort();
      const known = new Set(await repo.existingStores(stores));
      const unknown = stores.filter((s) => !known.has(s));
      if (unknown.length > 0) throw new AppError(422, 'STORE_NOT_FOUND', `Unknown store: ${unknown.slice(0, 10).join(', ')}.`);
      const key = `${API_KEY_PREFIX}${crypto.randomBytes(32).toString('base64url')}`;
      const at = clock.now();
      const apiKey = await repo.transaction(async (trx) => {
        const row = toApiKey(
          await repo.insert(trx, {
            name: body.name,
            prefix: key.slice(0, VISIBLE),
            keyHash: hashApiKey(key),
            scopes: body.scopes,
            stores,
            createdBy: actor.staffId,
            at,
          }),
        );
        await writeAudit(trx, {
          staffId: actor.staffId,
          at,
          action: 'api_key.create',
          entity: 'api_key',
          entityId: String(row.id),
          before: null,
          after: audited(row),
          ip: actor.ip,
        });
        return row;
      });
      return { api_key: apiKey, key };
    },

    async list(q: { page: number; pageSize: number; revoked?: 'true' | 'false' }): Promise<ApiKeyPage> {
      const { rows, total } = await repo.page({
        ...(q.revoked ? { revoked: q.revoked === 'true' } : {}),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { items: rows.map((r) => toApiKey(r)), page: q.page, pageSize: q.pageSize, total, hasMore: q.page * q.pageSize < total };
    },

    /** Revokes a key at once (its next request is a 401); revoking a revoked key answers it as it is. */
    async revoke(actor: StaffActor, id: number): Promise<ApiKey> {
      const at = clock.now();
      return repo.transaction(async (trx) => {
        const before = await repo.byId(trx, id);
        if (!before) throw new AppError(404, 'API_KEY_NOT_FOUND', 'No API key has this id.');
        const row = await repo.revoke(trx, id, actor.staffId, at);
        if (!row) return toApiKey(before);
        const after = toApiKey(row);
        await writeAudit(trx, {
          staffId: actor.staffId,
          at,
          action: 'api_key.revoke',
          entity: 'api_key',
          entityId: String(id),
          before: audited(toApiKey(before)),
          after: audited(after),
          ip: actor.ip,
        });
        return after;
      });
    },

    /** The live key a request presents, or null (unknown, malformed or revoked). */
    async verify(key: string): Promise<ApiKeyPrincipal | null> {
      if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
      const row = await repo.liveByHash(hashApiKey(key));
      if (!row) return null;
      const now = clock.now().getTime();
      const last = touched.get(row.id);
      if (last === undefined || now - last >= TOUCH_EVERY_MS || now < last) {
        touched.set(row.id, now);
        await repo.touch(row.id, new Date(now));
      }
      return { id: row.id, name: row.name, scopes: row.scopes, stores: row.stores };
    },
  };
}

export type ApiKeysService = ReturnType<typeof createApiKeysService>;
