import type {
  Lang,
  LoyaltyCard,
  OfferPage,
  PointsConvertResult,
  PointsPage,
  PointsTransferResult,
  WalletMembers,
  WalletOffer,
} from '@qadhya/contracts';
import { formatNumber, type Clock } from '@qadhya/domain';
import { AppError } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { displayName } from '../auth/user.mapper.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import type { PointsExpiry } from '../ledger/points-expiry.service.ts';
import { expiryAfterDays } from '../ledger/offer-terms.ts';
import { firstName, insufficient, iso, notFamily, num, offerNotFound, pointsValue, toOffer, toTier } from './wallet-mappers.ts';
import type { OfferStatusFilter, WalletRepository } from './wallet.repository.ts';

export interface WalletDeps {
  repo: WalletRepository;
  ledger: LedgerService;
  clock: Clock;
  /** The card's next points to expire (the ledger module's points expiry, docs/wallet.md#points-expire). */
  expiry: Pick<PointsExpiry, 'nextExpiry'>;
}

/** The voucher bought with points: its texts in both languages (docs/wallet.md#the-shoppers-wallet-api). */
const voucherTexts = (points: number) => ({
  label: 'Bon d’achat fidélité',
  label_ar: 'قسيمة شراء الوفاء',
  description: `Bon d’achat obtenu en convertissant ${formatNumber(points, 'fr')} points de fidélité.`,
  description_ar: `قسيمة شراء تم الحصول عليها بتحويل ${formatNumber(points, 'ar')} نقطة من نقاط الوفاء.`,
});

/** The card, the points and their history, transfers to family, conversions, coupons and vouchers. */
export function createPointsService({ repo, ledger, clock, expiry }: WalletDeps) {
  const rules = ledger.rules;
  const db = repo.connection;

  const offer = async (userId: number, id: number, lang: Lang): Promise<WalletOffer> => {
    const row = await repo.offer(db, userId, id, lang);
    if (!row) throw offerNotFound();
    return toOffer(row, clock.now());
  };

  return {
    async card(userId: number, lang: Lang = 'fr'): Promise<LoyaltyCard> {
      const cardNumber = await ledger.ensureCard(db, userId);
      const [user, points, tier, expiring] = await Promise.all([
        repo.userNames(db, userId),
        ledger.balance(db, userId),
        ledger.tierOf(db, userId),
        expiry.nextExpiry(db, userId),
      ]);
      return {
        card_number: cardNumber,
        holder: user ? displayName(user) : '',
        points,
        points_value: pointsValue(points, rules),
        tier: toTier(tier, lang),
        expiring,
        convert: {
          min_points: rules.convertMinPoints,
          step: rules.convertStep,
          point_value: rules.pointValue,
          voucher_days: rules.convertVoucherDays,
        },
        synced_at: clock.now().toISOString(),
      };
    },

    async points(userId: number, q: { page: number; pageSize: number }, lang: Lang): Promise<PointsPage> {
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await repo.pointsPage(userId, lang, limit, offset);
      const items = rows.map((r) => ({
        id: num(r.id),
        at: iso(r.at),
        kind: r.kind as PointsPage['items'][number]['kind'],
        points: r.points,
        store: r.store,
        counterpart:
          r.counterpart_id == null
            ? null
            : firstName({ id: r.counterpart_id, name: r.counterpart_name, lastname: r.counterpart_lastname }, lang),
      }));
      return pageOf(items, q, total);
    },

    async members(userId: number): Promise<WalletMembers> {
      const peers = await ledger.peers(db, userId);
      return {
        items: peers.map((p) => ({
          user_id: p.user_id,
          name: displayName({ id: p.user_id, name: p.name, lastname: p.lastname }),
          avatar: p.avatar,
          relation: p.relation,
        })),
      };
    },

    /** Points to a family member: both entries in one transaction, once per request id. */
    async transfer(
      userId: number,
      body: { to_user_id: number; points: number; request_id: string },
      lang: Lang,
    ): Promise<PointsTransferResult> {
      const to = body.to_user_id;
      if (to === userId) throw notFamily();
      const peers = await ledger.peers(db, userId);
      const peer = peers.find((p) => p.user_id === to);
      if (!peer) throw notFamily();
      const name = firstName({ id: to, name: peer.name, lastname: peer.lastname }, lang);
      await ledger.ensureCard(db, userId);
      await ledger.ensureCard(db, to);
      return ledger.transaction(async (trx) => {
        await ledger.lockCards(trx, [userId, to]);
        const done = await ledger.pointsEntryByRequest(trx, userId, 'transfer_out', body.request_id);
        if (done) return { points: await repo.balanceUpTo(trx, userId, num(done.id)), transferred: -done.points, to: name };
        const balance = await ledger.balance(trx, userId);
        if (body.points > balance) throw insufficient();
        const at = clock.now();
        const common = { request_id: body.request_id, at };
        await ledger.addPoints(trx, { user_id: userId, kind: 'transfer_out', points: -body.points, counterpart_user_id: to, ...common });
        await ledger.addPoints(trx, { user_id: to, kind: 'transfer_in', points: body.points, counterpart_user_id: userId, ...common });
        return { points: balance - body.points, transferred: body.points, to: name };
      });
    },

    /** Points into a voucher worth points × pointValue, once per request id; the balance never below 0. */
    async convert(userId: number, body: { points: number; request_id: string }, lang: Lang): Promise<PointsConvertResult> {
      const { points } = body;
      if (points < rules.convertMinPoints || points % rules.convertStep !== 0) {
        throw new AppError(
          422,
          'CONVERSION_INVALID',
          `Convert at least ${rules.convertMinPoints} points, by steps of ${rules.convertStep}.`,
        );
      }
      await ledger.ensureCard(db, userId);
      const offerId = await ledger.transaction(async (trx) => {
        await ledger.lockCards(trx, [userId]);
        const done = await repo.pointsOfferByRequest(trx, userId, body.request_id);
        if (done) return num(done.id);
        const balance = await ledger.balance(trx, userId);
        if (points > balance) throw insufficient();
        const now = clock.now();
        const id = await ledger.issueOffer(trx, {
          user_id: userId,
          kind: 'voucher',
          source: 'points',
          amount_type: 'amount',
          amount: points * rules.pointValue,
          min_purchase: 0,
          cap: null,
          ...voucherTexts(points),
          issued_at: now,
          expires_at: expiryAfterDays(now, rules.convertVoucherDays),
          points_cost: points,
          request_id: body.request_id,
        });
        await ledger.addPoints(trx, {
          user_id: userId,
          kind: 'spent',
          points: -points,
          offer_id: id,
          request_id: body.request_id,
          at: now,
        });
        return id;
      });
      const spent = await ledger.pointsEntryByRequest(db, userId, 'spent', body.request_id);
      const after = spent ? await repo.balanceUpTo(db, userId, num(spent.id)) : await ledger.balance(db, userId);
      return { points: after, voucher: await offer(userId, offerId, lang) };
    },

    async offers(
      userId: number,
      q: { kind?: 'coupon' | 'voucher'; status: OfferStatusFilter; page: number; pageSize: number },
      lang: Lang,
    ): Promise<OfferPage> {
      await ledger.ensureCard(db, userId);
      const now = clock.now();
      const { limit, offset } = pageWindow(q);
      const { rows, counts } = await repo.offersPage(userId, lang, q.kind, q.status, now, limit, offset);
      return {
        ...pageOf(
          rows.map((r) => toOffer(r, now)),
          q,
          counts[q.status],
        ),
        counts,
      };
    },

    offer,
  };
}
