import { addDays, formatMoney, formatPercent, parseTunisDateTime, tunisDateString, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/connect.ts';
import { lockSeeding } from '../state.ts';

/**
 * The demo's game campaigns (docs/games.md#demo-data), added once to a database that has none,
 * relative to the clock: a month of Shake & Win with the spec's two time-slot gifts (10h -> 12h and
 * 14h -> 16h) beside all-day vouchers and coupons, and a month of Tap & Match with coupons. Without
 * pictures of their own: the games popup shows their games' drawn pictures (docs/games.md#the-popup).
 */
/** The prizes' amounts in Arabic as the app writes them (docs/formats.md): « 20 د.ت », « 10% », isolated. */
const dt = (millimes: number) => formatMoney(millimes, 'ar', { whole: true });
const pc = (value: number) => formatPercent(value, 'ar');

export const DEMO_CAMPAIGNS = [
  {
    game: 'shake_win' as const,
    title: 'Shake & Win',
    title_ar: 'هزّ واربح',
    description: 'Secouez votre téléphone deux fois par jour et gagnez des bons d’achat Qadhya.',
    description_ar: 'هزّ هاتفك مرّتين في اليوم واربح قسائم شراء قضية.',
    budget: 2_000_000,
    prizes: [
      {
        kind: 'voucher' as const,
        amount_type: 'amount' as const,
        amount: 20_000,
        cap: null,
        label: 'Bon d’achat de 20 DT',
        label_ar: `قسيمة شراء بقيمة ${dt(20_000)}`,
        valid_days: 30,
        quantity: 40,
        weight: 1_500,
        slot: [10, 12] as const,
      },
      {
        kind: 'voucher' as const,
        amount_type: 'amount' as const,
        amount: 10_000,
        cap: null,
        label: 'Bon d’achat de 10 DT',
        label_ar: `قسيمة شراء بقيمة ${dt(10_000)}`,
        valid_days: 30,
        quantity: 60,
        weight: 1_500,
        slot: [14, 16] as const,
      },
      {
        kind: 'voucher' as const,
        amount_type: 'amount' as const,
        amount: 5_000,
        cap: null,
        label: 'Bon d’achat de 5 DT',
        label_ar: `قسيمة شراء بقيمة ${dt(5_000)}`,
        valid_days: 15,
        quantity: 200,
        weight: 2_000,
        slot: null,
      },
      {
        kind: 'coupon' as const,
        amount_type: 'percent' as const,
        amount: 10,
        cap: 5_000,
        label: '10 % (jusqu’à 5 DT)',
        label_ar: `قسيمة تخفيض ${pc(10)} (حتى ${dt(5_000)})`,
        valid_days: 7,
        quantity: 300,
        weight: 2_500,
        slot: null,
      },
    ],
  },
  {
    game: 'tap_match' as const,
    title: 'Tap & Match',
    title_ar: 'طابق الصور',
    description: 'Retrouvez les paires de produits : chaque niveau gagné est une chance de remporter un coupon.',
    description_ar: 'جد أزواج المنتجات: كلّ مستوى تربحه فرصة للفوز بقسيمة تخفيض.',
    budget: 500_000,
    prizes: [
      {
        kind: 'coupon' as const,
        amount_type: 'amount' as const,
        amount: 3_000,
        cap: null,
        label: 'Coupon de 3 DT',
        label_ar: `قسيمة تخفيض بقيمة ${dt(3_000)}`,
        valid_days: 15,
        quantity: 100,
        weight: 3_000,
        slot: null,
      },
      {
        kind: 'coupon' as const,
        amount_type: 'percent' as const,
        amount: 15,
        cap: 6_000,
        label: '15 % (jusqu’à 6 DT)',
        label_ar: `قسيمة تخفيض ${pc(15)} (حتى ${dt(6_000)})`,
        valid_days: 7,
        quantity: 100,
        weight: 2_000,
        slot: null,
      },
    ],
  },
];

export async function ensureGamesDemo(database: Database, clock: Clock, log: FastifyBaseLogger): Promise<void> {
  const made = await database.db.transaction().execute(async (trx) => {
    await lockSeeding(trx);
    if (await trx.selectFrom('campaigns').select('id').limit(1).executeTakeFirst()) return 0;
    const now = clock.now();
    const today = tunisDateString(now);
    const starts = parseTunisDateTime(addDays(today, -1))!;
    const ends = parseTunisDateTime(addDays(today, 30))!;
    for (const c of DEMO_CAMPAIGNS) {
      const { id } = await trx
        .insertInto('campaigns')
        .values({
          game: c.game,
          title: c.title,
          title_ar: c.title_ar,
          description: c.description,
          description_ar: c.description_ar,
          image: null,
          starts_at: starts,
          ends_at: ends,
          budget: c.budget,
          created_by: null,
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('campaign_prizes')
        .values(
          c.prizes.map((p, i) => ({
            campaign_id: id,
            position: i + 1,
            kind: p.kind,
            amount_type: p.amount_type,
            amount: p.amount,
            cap: p.cap,
            label: p.label,
            label_ar: p.label_ar,
            valid_days: p.valid_days,
            quantity: p.quantity,
            weight: p.weight,
            slot_start: p.slot?.[0] ?? null,
            slot_end: p.slot?.[1] ?? null,
          })),
        )
        .execute();
    }
    return DEMO_CAMPAIGNS.length;
  });
  if (made > 0) log.info({ campaigns: made }, 'demo data: game campaigns added');
}
