import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL only: the devices registered on first launch. */
export function createDevicesRepository(db: Kysely<DB>) {
  return {
    /**
     * Inserts or refreshes a device: first_seen_at stays, last_seen_at and platform move; the user
     * is set when given and kept otherwise.
     */
    async upsert(deviceId: string, platform: string, userId: number | null, now: Date): Promise<void> {
      await db
        .insertInto('devices')
        .values({ device_id: deviceId, platform, user_id: userId, first_seen_at: now, last_seen_at: now })
        .onConflict((oc) =>
          oc.column('device_id').doUpdateSet((eb) => ({
            platform: eb.ref('excluded.platform'),
            last_seen_at: eb.ref('excluded.last_seen_at'),
            user_id: eb.fn.coalesce(eb.ref('excluded.user_id'), eb.ref('devices.user_id')),
          })),
        )
        .execute();
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
