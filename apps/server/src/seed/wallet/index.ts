import { tunisDateString, type Clock, type WalletRules } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { lockSeeding } from '../state.ts';
import { AMIRA, DEMO_ACCOUNTS } from './accounts.ts';
import { generateWalletDemo } from './generate.ts';
import { hashDemoPasswords, insertWalletDemo } from './insert.ts';
import { loadWalletSeedInput } from './load.ts';

/**
 * The demo shoppers and two years of their wallet (docs/wallet.md#demo-data), added once to a
 * database with demo data (a new one, or one seeded before they existed), anchored to today.
 */
export async function ensureWalletDemo(database: Database, clock: Clock, log: FastifyBaseLogger, rules: WalletRules): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    const known = await trx.selectFrom('users').select('id').where('id', '=', AMIRA.id).executeTakeFirst();
    if (known) return;
    const phones = DEMO_ACCOUNTS.map((a) => a.phone);
    const ids = DEMO_ACCOUNTS.map((a) => a.id);
    const taken = await trx
      .selectFrom('users')
      .select('id')
      .where((eb) => eb.or([eb('phone', 'in', phones), eb('id', 'in', ids)]))
      .executeTakeFirst();
    if (taken) {
      log.warn({ userId: taken.id }, 'wallet demo accounts not added: their phone or UID is taken');
      return;
    }
    const started = performance.now();
    const hashes = hashDemoPasswords(); // on the thread pool while the rest is read and generated
    const today = tunisDateString(clock.now());
    const input = await loadWalletSeedInput(trx, today, rules);
    const demo = generateWalletDemo(input);
    const generatedMs = Math.round(performance.now() - started);
    const { rows } = await insertWalletDemo(trx, demo, hashes);
    log.info(
      {
        today,
        generatedMs,
        totalMs: Math.round(performance.now() - started),
        receipts: demo.receipts.length,
        offers: demo.offers.length,
        rows,
      },
      'wallet demo accounts generated',
    );
  });
}
