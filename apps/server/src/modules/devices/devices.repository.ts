import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

/** SQL only: the devices registered on first launch. */
export function createDevicesRepository(db: Kysely<DB>) {
  return {
    /**
     * Inserts or refreshes a device (first_seen_at stays; last_seen_at and platform move) and binds
     * it to `userId` — only when it is new, bound to nobody yet, or already bound to this user. An
     * anonymous call (`userId` null) never binds and never touches a device bound to an account.
     * One statement, so two accounts racing for one unbound id cannot both win.
     * True when the row was written; false when the device is bound to another account (or, for an
     * anonymous call, to any account) and was left as it is.
     */
    async register(deviceId: string, platform: string, userId: number | null, now: Date): Promise<boolean> {
      const row = await db
        .insertInto('devices')
        .values({ device_id: deviceId, platform, user_id: userId, first_seen_at: now, last_seen_at: now })
        .onConflict((oc) =>
          oc
            .column('device_id')
            .doUpdateSet((eb) => ({
              platform: eb.ref('excluded.platform'),
              last_seen_at: eb.ref('excluded.last_seen_at'),
              user_id: eb.fn.coalesce(eb.ref('excluded.user_id'), eb.ref('devices.user_id')),
            }))
            .where((eb) =>
              userId === null
                ? eb('devices.user_id', 'is', null)
                : eb.or([eb('devices.user_id', 'is', null), eb('devices.user_id', '=', userId)]),
            ),
        )
        .returning('device_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;
