/**
 * A family exit racing the leaver's own write, on a real PostgreSQL (docs/shopping-lists.md#family-rule):
 * the exit locks the family's lists before the membership ends, so an operation of the leaver, or
 * the owner assigning the leaver, waits for it and then finds the rule applied (404 LIST_NOT_FOUND,
 * 422 NOT_FAMILY_MEMBER), nothing written. PGlite is one connection: nothing races there.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { createFamilyRepository } from '../../src/modules/family/family.repository.ts';
import { createListFamilyService } from '../../src/modules/shopping-lists/list-family.service.ts';
import { createShoppingListsRepository } from '../../src/modules/shopping-lists/shopping-lists.repository.ts';
import type { TestAccount } from '../helpers/accounts.ts';
import { makeFamily } from '../wallet/ledger-fixtures.ts';
import { call, device, listSnapshot, ok, rid, shoppersApp } from './list-fixtures.ts';

let app: FastifyInstance;

describe.skipIf(!inject('databaseUrl'))('a family exit racing a write (PostgreSQL)', () => {
  const user = shoppersApp('Course', (built) => {
    app = built;
  });

  /** Whether some other session waits for a lock on a row of shopping_lists. */
  const someoneWaits = async () => {
    const { rows } = await sql<{ n: string | number }>`select count(*) as n from pg_stat_activity
      where wait_event_type = 'Lock' and datname = current_database() and query ilike '%shopping_lists%'`.execute(app.database.db);
    return Number(rows[0]!.n) > 0;
  };

  /** Mounir leaves Amel's family while `during` runs against the locked lists; its answer once the exit committed. */
  async function exitDuring(mounir: TestAccount, familyId: number, during: () => ReturnType<typeof call>) {
    const db = app.database.db;
    const exits = createListFamilyService({ repo: createShoppingListsRepository(db), clock: app.clock, live: app.live, log: app.log });
    const family = createFamilyRepository(db);
    let pending: ReturnType<typeof call> | undefined;
    await exits.exit(familyId, async (trx) => {
      expect(await family.leave(familyId, mounir.id, trx)).toBe(true);
      pending = during();
      await expect.poll(someoneWaits, { timeout: 10_000 }).toBe(true);
    });
    return pending!;
  }

  it('the leaver’s operation waits for the exit, then answers 404 and writes nothing', async () => {
    const amel = await user('Amel');
    const mounir = await user('Mounir');
    const familyId = await makeFamily(app, amel.id, [mounir.id]);
    const list = (await ok(app, amel, 'POST', '/lists', { request_id: rid(), title: 'Course', member_ids: [mounir.id] }, 201)).id as number;
    const res = await exitDuring(mounir, familyId, () =>
      call(app, mounir, 'POST', `/lists/${list}/ops`, { ops: [device('mounir-phone').addText('Intrus')] }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('LIST_NOT_FOUND');
    const after = await listSnapshot(app, list);
    expect(after.items).toEqual([]);
    expect(after.members).toEqual([]);
  });

  it('the owner assigning the leaver meanwhile gets 422 NOT_FAMILY_MEMBER and the list keeps its members', async () => {
    const amel = await user('Amel');
    const mounir = await user('Mounir');
    const sonia = await user('Sonia');
    const familyId = await makeFamily(app, amel.id, [mounir.id, sonia.id]);
    const list = (await ok(app, amel, 'POST', '/lists', { request_id: rid(), title: 'Course', member_ids: [sonia.id] }, 201)).id as number;
    const res = await exitDuring(mounir, familyId, () =>
      call(app, amel, 'PUT', `/lists/${list}/members`, { member_ids: [sonia.id, mounir.id] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('NOT_FAMILY_MEMBER');
    expect((await listSnapshot(app, list)).members).toEqual([expect.objectContaining({ user_id: sonia.id })]);
  });
});
