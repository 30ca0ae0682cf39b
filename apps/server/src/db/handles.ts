import type { Kysely, Transaction } from 'kysely';
import type { DB } from './schema.ts';

/**
 * The handles services hold without querying them (docs/architecture.md#transactions): a
 * repository opens a transaction with `transaction(work)` and hands `work` a `Tx`; its methods that
 * may run inside a caller's transaction take a `Queryable` first; `connection` is the handle of
 * work outside any transaction. A service only passes these on to repository methods.
 */
export type Tx = Transaction<DB>;

/** The connection or a transaction: the first argument of a repository method that runs in its caller's transaction. */
export type Queryable = Kysely<DB> | Transaction<DB>;

/** `transaction(work)` and `connection`, the two ways a repository hands a service a handle. */
export function handlesOf(db: Kysely<DB>) {
  return {
    /** The handle of work outside a transaction (reads, single writes). */
    connection: db as Queryable,
    /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
    transaction<T>(work: (trx: Tx) => Promise<T>): Promise<T> {
      return db.transaction().execute(work);
    },
  };
}
