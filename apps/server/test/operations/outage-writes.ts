import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { TestAccount } from '../helpers/accounts.ts';

/**
 * Writes kept going through a database outage (docs/operations.md#database-outages): one after the
 * other, each a new shopping list of three items under its own request_id, answered 201
 * (acknowledged) or 503 DATABASE_UNAVAILABLE (refused); any other answer is recorded and fails
 * the test. `settle` then reads the database.
 */
export interface OutageWrites {
  readonly acknowledged: readonly string[];
  readonly refused: readonly string[];
  /** Waits (polling) until a write sent from now on is acknowledged. */
  untilAcknowledged(): Promise<void>;
  /** Waits (polling) until a write sent from now on is refused. */
  untilRefused(): Promise<void>;
  /** Ends the loop once its write in flight has its answer. */
  stop(): Promise<void>;
}

export const OUTAGE_ITEMS = [
  { text: 'Lait demi-écrémé', quantity: 2 },
  { text: 'Harissa', quantity: 1 },
  { text: 'Pain de mie', quantity: 1 },
];

function createList(app: FastifyInstance, who: TestAccount, requestId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/lists',
    headers: who.headers,
    payload: { request_id: requestId, title: `Panne ${requestId.slice(-6)}`, items: OUTAGE_ITEMS },
  });
}

export function keepWriting(app: FastifyInstance, who: TestAccount, label: string): OutageWrites {
  const acknowledged: string[] = [];
  const refused: string[] = [];
  const others: string[] = [];
  let stopped = false;
  const loop = (async () => {
    for (let n = 0; !stopped; n++) {
      const requestId = `${label}-${n}-${crypto.randomUUID().slice(0, 8)}`;
      const res = await createList(app, who, requestId);
      if (res.statusCode === 201) acknowledged.push(requestId);
      else if (res.statusCode === 503 && res.json().code === 'DATABASE_UNAVAILABLE') refused.push(requestId);
      else others.push(`${res.statusCode} ${res.body}`);
    }
  })();
  const grows = async (of: string[]) => {
    const from = of.length;
    await expect.poll(() => of.length, { timeout: 20_000, interval: 20 }).toBeGreaterThan(from);
  };
  return {
    acknowledged,
    refused,
    untilAcknowledged: () => grows(acknowledged),
    untilRefused: () => grows(refused),
    async stop() {
      stopped = true;
      await loop;
      expect(others).toEqual([]);
    },
  };
}

/** Per request_id of `who`: how many lists, and how many items each holds. */
async function listsByRequest(app: FastifyInstance, who: TestAccount) {
  const { rows } = await sql<{ request_id: string; lists: string | number; items: string | number }>`
    select l.request_id, count(distinct l.id) as lists, count(i.list_id) as items
    from shopping_lists l left join shopping_list_items i on i.list_id = l.id
    where l.owner_id = ${who.id} group by l.request_id`.execute(app.database.db);
  return new Map(rows.map((r) => [r.request_id, { lists: Number(r.lists), items: Number(r.items) }]));
}

export interface WritesSettled {
  acknowledged: number;
  refused: number;
  lost: number;
  halfApplied: number;
  /** Refused, yet committed whole (the answer, not the commit, met the outage). */
  refusedButCommitted: number;
}

/**
 * Once the database is back: every acknowledged write is there whole (0 lost); a refused one is
 * absent or whole, never half; then each refused write is retried with its request_id (a
 * client's retry) and every request_id holds exactly one whole list.
 */
export async function settle(app: FastifyInstance, who: TestAccount, writes: OutageWrites): Promise<WritesSettled> {
  const whole = (found: { lists: number; items: number } | undefined) => found?.lists === 1 && found.items === OUTAGE_ITEMS.length;
  const after = await listsByRequest(app, who);
  const lost = writes.acknowledged.filter((id) => !whole(after.get(id)));
  const halfApplied = writes.refused.filter((id) => after.has(id) && !whole(after.get(id)));
  expect(lost).toEqual([]);
  expect(halfApplied).toEqual([]);
  const refusedButCommitted = writes.refused.filter((id) => after.has(id)).length;

  for (const id of writes.refused) expect((await createList(app, who, id)).statusCode).toBe(201);
  const retried = await listsByRequest(app, who);
  for (const id of [...writes.acknowledged, ...writes.refused])
    expect(retried.get(id), id).toEqual({ lists: 1, items: OUTAGE_ITEMS.length });
  expect(retried.size).toBe(writes.acknowledged.length + writes.refused.length);
  return {
    acknowledged: writes.acknowledged.length,
    refused: writes.refused.length,
    lost: lost.length,
    halfApplied: halfApplied.length,
    refusedButCommitted,
  };
}

export function describeWrites(s: WritesSettled): string {
  return (
    `writes: ${s.acknowledged} acknowledged (201), ${s.lost} lost; ${s.refused} refused (503), ` +
    `${s.halfApplied} half-applied, ${s.refusedButCommitted} committed all the same (their retry answered that list)`
  );
}
