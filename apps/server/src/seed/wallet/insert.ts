import { cardNumberOf } from '@qadhya/domain';
import type { ReceiptResult } from '@qadhya/contracts';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { hashPassword } from '../../modules/auth/password.ts';
import { insertBatched } from '../insert.ts';
import { DEMO_ACCOUNTS, DEMO_FAMILY } from './accounts.ts';
import type { WalletDemo } from './generate.ts';

/** `count` fresh ids of a serial column's sequence, in order. */
async function reserveIds(trx: Transaction<DB>, sequence: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{
    id: string | number;
  }>`select nextval(${sequence}::regclass) as id from generate_series(1, ${count})`.execute(trx);
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** The demo accounts' password hashes (argon2id, as the auth module stores them): start it early, it takes a while. */
export function hashDemoPasswords(): Promise<string[]> {
  return Promise.all(DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
}

/**
 * Writes the demo accounts and their wallet (docs/wallet.md#demo-data), in bulk: ids of receipts
 * and offers are taken from their sequences first so rows can refer to each other. Run it inside
 * the seeding transaction.
 */
export async function insertWalletDemo(
  trx: Transaction<DB>,
  demo: WalletDemo,
  passwordHashes: Promise<string[]>,
): Promise<{ rows: number }> {
  const hashes = await passwordHashes;
  await insertBatched(
    trx,
    'users',
    DEMO_ACCOUNTS.map(({ password: _p, ...a }, i) => ({
      ...a,
      avatar: null,
      password_hash: hashes[i]!,
      created_at: demo.cardsAt,
      updated_at: demo.cardsAt,
    })),
  );
  const cards = new Map<number, string>();
  for (const a of DEMO_ACCOUNTS) {
    const { rows } = await sql<{ n: string | number }>`select nextval('loyalty_card_seq') as n`.execute(trx);
    cards.set(a.id, cardNumberOf(Number(rows[0]!.n)));
  }
  await insertBatched(
    trx,
    'loyalty_cards',
    [...cards].map(([user_id, card_number]) => ({ user_id, card_number, created_at: demo.cardsAt })),
  );

  const family = await trx
    .insertInto('families')
    .values({ owner_id: DEMO_FAMILY.owner, created_at: demo.cardsAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const member = { family_id: family.id, relation: DEMO_FAMILY.relation, avatar: DEMO_FAMILY.avatar };
  await trx
    .insertInto('family_members')
    .values({ ...member, user_id: DEMO_FAMILY.member, identifiant: String(DEMO_FAMILY.member), created_at: demo.cardsAt })
    .execute();
  await trx
    .insertInto('family_invitations')
    .values({
      ...member,
      inviter_id: DEMO_FAMILY.owner,
      invitee_id: DEMO_FAMILY.member,
      status: 'accepted',
      created_at: demo.cardsAt,
      responded_at: demo.cardsAt,
    })
    .execute();
  // Both demo members agreed to share: the family screen's figures and history show their month.
  await trx
    .insertInto('family_sharing')
    .values([DEMO_FAMILY.owner, DEMO_FAMILY.member].map((user_id) => ({ user_id, shares: true, updated_at: demo.cardsAt })))
    .execute();

  const receiptIds = await reserveIds(trx, 'receipts_id_seq', demo.receipts.length);
  const offerIds = await reserveIds(trx, 'wallet_offers_id_seq', demo.offers.length);
  const answer = (r: WalletDemo['receipts'][number], id: number): ReceiptResult => {
    const applied = r.appliedOffer === null ? null : demo.offers[r.appliedOffer]!;
    return {
      id,
      receipt_id: r.till_receipt_id,
      store: r.magasin_code,
      card_number: cards.get(r.userId)!,
      total: r.total,
      discount: r.discount,
      paid: r.paid,
      applied_offer: applied ? { code: applied.code, kind: applied.kind, discount: applied.discount! } : null,
      refused_offers: [],
      points_earned: r.pointsEarned,
      points_balance: r.balanceAfter,
      attach_code: r.attachCode,
    };
  };
  await insertBatched(
    trx,
    'receipts',
    demo.receipts.map((r, i) => ({
      id: receiptIds[i]!,
      magasin_code: r.magasin_code,
      till_receipt_id: r.till_receipt_id,
      user_id: r.userId,
      kind: r.kind,
      return_of: r.returnOf === null ? null : receiptIds[r.returnOf]!,
      purchased_at: r.purchasedAt,
      total: r.total,
      discount: r.discount,
      paid: r.paid,
      bonus_base: r.bonusBase,
      payment: r.payment,
      points_earned: r.pointsEarned,
      attach_code: r.attachCode,
      attached_at: null,
      request_hash: 'seed',
      answer: JSON.stringify(answer(r, receiptIds[i]!)),
      api_key_id: null,
      created_at: r.purchasedAt,
    })),
  );
  const lines = demo.receipts.flatMap((r, i) => r.lines.map((l, n) => ({ receipt_id: receiptIds[i]!, line_no: n + 1, ...l })));
  await insertBatched(trx, 'receipt_lines', lines);
  await insertBatched(
    trx,
    'wallet_offers',
    demo.offers.map((o, i) => ({
      id: offerIds[i]!,
      user_id: o.userId,
      kind: o.kind,
      source: o.source,
      code: o.code,
      amount_type: o.amount_type,
      amount: o.amount,
      min_purchase: o.min_purchase,
      cap: o.cap,
      label: o.label,
      label_ar: o.label_ar,
      description: o.description,
      description_ar: o.description_ar,
      issued_at: o.issuedAt,
      expires_at: o.expiresAt,
      used_at: o.usedAt,
      used_receipt_id: o.usedReceipt === null ? null : receiptIds[o.usedReceipt]!,
      discount: o.discount,
      points_cost: o.pointsCost,
      issued_by: null,
      request_id: o.requestId,
    })),
  );
  await insertBatched(
    trx,
    'points_ledger',
    demo.points.map((p) => ({
      user_id: p.userId,
      kind: p.kind,
      points: p.points,
      at: p.at,
      receipt_id: p.receipt === null ? null : receiptIds[p.receipt]!,
      offer_id: p.offer === null ? null : offerIds[p.offer]!,
      counterpart_user_id: p.counterpart,
      request_id: p.requestId,
    })),
  );
  const owner = DEMO_FAMILY.owner;
  await insertBatched(
    trx,
    'monthly_budgets',
    demo.budgets.map((b) => ({ user_id: owner, month: b.month, amount: b.amount, updated_at: b.updatedAt })),
  );
  await insertBatched(
    trx,
    'budget_allocations',
    demo.allocations.map((a) => ({
      from_user_id: owner,
      to_user_id: DEMO_FAMILY.member,
      month: a.month,
      amount: a.amount,
      request_id: a.requestId,
      at: a.at,
    })),
  );
  return { rows: demo.receipts.length + lines.length + demo.offers.length + demo.points.length };
}
