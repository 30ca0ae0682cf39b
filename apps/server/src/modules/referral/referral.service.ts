import crypto from 'node:crypto';
import type { ReferralRules, ReferralSummary } from '@qadhya/contracts';
import { formatMoney, nextTunisMidnight, tunisDateString, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { EmailProvider } from '../../email/provider.ts';
import { AppError, notFound, retryLater } from '../../errors.ts';
import { writeAudit } from '../admin/audit.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { expiryAfterDays } from '../ledger/offer-terms.ts';
import type { Db, ReferralRepository } from './referral.repository.ts';

/** A new account may claim an invitation this long after it was made (and before any purchase). */
export const CLAIM_DAYS = 7;
/** How far up the chain of invitations a loop is looked for. */
export const CHAIN_DEPTH = 50;
/** E-mail invitations a shopper may send a Tunis day; shares counted a day. */
export const EMAILS_PER_DAY = 10;
export const SHARES_PER_DAY = 50;
/** The same address is not e-mailed again by the same shopper within this many days. */
export const EMAIL_AGAIN_DAYS = 30;
const FRIENDS_SHOWN = 50;
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export type Refusal = 'self' | 'already' | 'too_late' | 'loop' | 'device' | 'limit';
const refused = (reason: Refusal) =>
  new AppError(409, 'REFERRAL_REFUSED', `This account cannot be referred with this code (${reason}).`, {}, { reason });
const invalidCode = () => notFound('REFERRAL_CODE_INVALID', 'No shopper has this invitation code.');

export const invitationPath = (code: string) => `/login?ref=${code}`;
const hashEmail = (email: string) => crypto.createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/** The invitation e-mail, in the sender's language (docs/referral.md#e-mail). */
export function invitationEmail(lang: 'fr' | 'ar', from: string | null, link: string) {
  const who = from?.trim();
  if (lang === 'ar') {
    return {
      subject: `${who || 'صديقك'} يدعوك إلى قضية`,
      text: `مرحبا،\n\n${who || 'صديقك'} يدعوك إلى تطبيق قضية: عروض الأسبوع، المخزون المباشر في متجرك، وألعاب تربح فيها قسائم شراء.\n\nسجّل من هذا الرابط: ${link}\n\n— فريق قضية`,
    };
  }
  return {
    subject: `${who || 'Un ami'} vous invite sur Qadhya`,
    text: `Bonjour,\n\n${who || 'Un ami'} vous invite à rejoindre l'application Qadhya : les promos de la semaine, le stock en direct de votre magasin et des jeux pour gagner des bons d'achat.\n\nInscrivez-vous avec ce lien : ${link}\n\n— L'équipe Qadhya`,
  };
}

export interface ReferralDeps {
  repo: ReferralRepository;
  clock: Clock;
  ledger: LedgerService;
  inbox: InboxWriter;
  email: EmailProvider;
  /** The origin of the invitation link (PUBLIC_URL), never the request's Host (docs/security.md#links-we-send). */
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Referral (docs/referral.md): each shopper's code, the claim a new account makes with one (linked
 * once; never oneself, never in a loop, one account per device, a daily limit per referrer), and the
 * referrer's voucher issued when the friend's first qualifying purchase reaches the ledger.
 */
export function createReferralService({ repo, clock, ledger, inbox, email, publicUrl, log }: ReferralDeps) {
  const db = repo.db;
  const untilMidnight = (now: Date, what: string) =>
    retryLater({
      status: 429,
      code: 'RATE_LIMITED',
      message: `Too many ${what} today.`,
      seconds: (nextTunisMidnight(now).getTime() - now.getTime()) / 1000,
    });

  const ensureCode = async (userId: number): Promise<string> => {
    for (;;) {
      const known = await repo.codeOf(db, userId);
      if (known) return known;
      let code = '';
      for (const b of crypto.randomBytes(8)) code += CODE_ALPHABET[b % CODE_ALPHABET.length];
      await repo.setCode(db, userId, code);
    }
  };

  /**
   * The one-device rule on the server's word (docs/referral.md#the-device): the device the app names
   * and every device registered to this account are judged; a device registered to another account,
   * one that already brought a referral, or no device known at all is refused. The device kept with
   * the referral: the named one, else the account's latest.
   */
  const claimDevice = async (trx: Db, userId: number, named: string | null): Promise<string> => {
    if (named !== null) {
      const holder = await repo.deviceOwner(trx, named);
      if (holder !== undefined && holder !== null && holder !== userId) throw refused('device');
    }
    const devices = [...new Set([...(named !== null ? [named] : []), ...(await repo.devicesOf(trx, userId))])];
    if (devices.length === 0 || (await repo.deviceUsed(trx, devices))) throw refused('device');
    return devices[0]!;
  };

  const service = {
    rules: (q: Db = db): Promise<ReferralRules> => repo.rules(q),

    async summary(userId: number): Promise<ReferralSummary> {
      const code = await ensureCode(userId);
      const [figures, friends, rules, mine] = await Promise.all([
        repo.figures(db, userId),
        repo.friends(db, userId, FRIENDS_SHOWN),
        repo.rules(db),
        repo.referralOf(db, userId),
      ]);
      return {
        code,
        link: invitationPath(code),
        invited: figures.invited,
        downloaded: figures.downloaded,
        bonus_earned: figures.bonus,
        friends: friends.map((f) => ({
          name: f.name?.trim() || '—',
          avatar: f.avatar,
          date: new Date(f.created_at).toISOString(),
          rewarded: f.rewarded_at !== null,
        })),
        rules,
        referred_by: mine ? ((await repo.nameOf(db, mine.referrer_id))?.trim() ?? '') || null : null,
      };
    },

    /** A new account says who invited it (docs/referral.md#the-claim). The same claim again answers the same. */
    async claim(userId: number, code: string, deviceId: string | null): Promise<{ referred_by: string }> {
      const now = clock.now();
      const result = await db
        .transaction()
        .execute(async (trx) => {
          const me = await repo.account(trx, userId);
          const owner = await repo.ownerOf(trx, code);
          if (!me || !owner) throw invalidCode();
          if (owner.id === userId) throw refused('self');
          const known = await repo.referralOf(trx, userId);
          if (known) {
            if (known.referrer_id === owner.id) return { referred_by: owner.name?.trim() ?? '', fresh: false, referrer: owner.id };
            throw refused('already');
          }
          const age = now.getTime() - new Date(me.created_at).getTime();
          if (age > CLAIM_DAYS * 86_400_000 || (await repo.hasPurchased(trx, userId))) throw refused('too_late');
          if ((await repo.chainUp(trx, owner.id, CHAIN_DEPTH)).includes(userId)) throw refused('loop');
          const device = await claimDevice(trx, userId, deviceId);
          // The referrer's daily count, under their row's lock (two friends at once count right).
          await repo.lockUser(trx, owner.id);
          const day = tunisDateString(now);
          const rules = await repo.rules(trx);
          if ((await repo.broughtOn(trx, owner.id, day)) >= rules.daily_limit) throw refused('limit');
          await repo.insertReferral(trx, { referee_id: userId, referrer_id: owner.id, device_id: device, created_at: now, tunis_day: day });
          return { referred_by: owner.name?.trim() ?? '', fresh: true, referrer: owner.id, friend: me.name?.trim() || null };
        })
        .catch((err: unknown) => {
          // Another account claimed from the same device at the same instant (referrals_device_idx).
          if (isUniqueViolation(err) && (err as { constraint?: string }).constraint === 'referrals_device_idx') throw refused('device');
          throw err;
        });
      if (result.fresh) {
        const friend = 'friend' in result ? result.friend : null;
        await inbox
          .notify([result.referrer], {
            kind: 'referral_joined',
            type: 'info',
            topic: 'referrals',
            title_fr: 'Un ami vous a rejoint',
            title_ar: 'انضمّ إليك صديق',
            body_fr: `${friend ?? 'Un ami'} s'est inscrit avec votre invitation. Votre bonus arrive avec son premier achat.`,
            body_ar: `${friend ?? 'صديق'} سجّل بدعوتك. تصلك مكافأتك مع أول عملية شراء له.`,
            link: '/layout/parrainage',
            dedupe_key: `referral_joined:${userId}`,
          })
          .catch((err: unknown) => log.warn({ err }, 'could not tell a referrer'));
      }
      return { referred_by: result.referred_by };
    },

    /**
     * Called by the receipts feed in its transaction when a sale reaches the ledger: the friend's first
     * purchase of at least the rules' minimum issues the referrer's voucher, once.
     */
    async onPurchase(q: Db, userId: number, receiptId: number, paid: number): Promise<void> {
      const referral = await repo.referralOf(q, userId, true);
      if (!referral || referral.rewarded_at) return;
      const rules = await repo.rules(q);
      if (paid < rules.min_purchase) return;
      const now = clock.now();
      const friend = (await repo.nameOf(q, userId))?.trim() || null;
      const offerId = await ledger.issueOffer(q, {
        user_id: referral.referrer_id,
        kind: 'voucher',
        source: 'referral',
        amount_type: 'amount',
        amount: rules.bonus,
        min_purchase: 0,
        cap: null,
        label: 'Bonus parrainage',
        label_ar: 'مكافأة الدعوة',
        description: `Merci d'avoir invité ${friend ?? 'un ami'} : son premier achat vous offre ce bon.`,
        description_ar: `شكرًا لدعوتك ${friend ?? 'صديقًا'}: أول عملية شراء له تهديك هذه القسيمة.`,
        issued_at: now,
        expires_at: expiryAfterDays(now, rules.valid_days),
        request_id: `referral-${userId}`,
      });
      await repo.rewarded(q, userId, { rewarded_at: now, receipt_id: receiptId, offer_id: offerId, bonus: rules.bonus });
      await inbox.notify(
        [referral.referrer_id],
        {
          kind: 'referral_bonus',
          type: 'info',
          topic: 'referrals',
          title_fr: 'Bonus parrainage',
          title_ar: 'مكافأة الدعوة',
          // The amount as formatMoney writes it in each text's language: « 5 DT » / « 5 د.ت » (docs/formats.md).
          body_fr: `${friend ?? 'Votre ami'} a fait son premier achat : un bon d’achat de ${formatMoney(rules.bonus, 'fr', { whole: true })} vous attend.`,
          body_ar: `${friend ?? 'صديقك'} قام بأول عملية شراء: تنتظرك قسيمة شراء بقيمة ${formatMoney(rules.bonus, 'ar', { whole: true })}.`,
          link: '/layout/my-gift-vouchers',
          dedupe_key: `referral_bonus:${userId}`,
        },
        q,
      );
    },

    /** An invitation by e-mail (docs/referral.md#e-mail): sent once per request_id, rate-limited, the address never kept. */
    async invite(userId: number, address: string, requestId: string, lang: 'fr' | 'ar'): Promise<{ invited: number }> {
      const now = clock.now();
      const day = tunisDateString(now);
      const hash = hashEmail(address);
      const send = await db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, userId);
        if (await repo.invite(trx, userId, requestId)) return false;
        if ((await repo.invitesOn(trx, userId, 'email', day)) >= EMAILS_PER_DAY) throw untilMidnight(now, 'invitations');
        const again = await repo.emailedSince(trx, userId, hash, new Date(now.getTime() - EMAIL_AGAIN_DAYS * 86_400_000));
        await repo.addInvite(trx, {
          user_id: userId,
          channel: 'email',
          email_hash: hash,
          request_id: requestId,
          created_at: now,
          tunis_day: day,
        });
        // An address already invited lately is not e-mailed again (the request is still noted).
        return !again;
      });
      if (send) {
        const code = await ensureCode(userId);
        const mail = invitationEmail(lang, await repo.nameOf(db, userId), `${publicUrl}${invitationPath(code)}`);
        try {
          await email.send({ to: address, ...mail }, { purpose: 'invitation' });
        } catch (err) {
          await repo.removeInvite(db, userId, requestId);
          log.warn({ err }, 'invitation e-mail not sent');
          throw new AppError(503, 'INVITE_NOT_SENT', 'The invitation could not be sent: try again later.');
        }
      }
      return { invited: (await repo.figures(db, userId)).invited };
    },

    /** A share from the share sheet: counted once per request_id, at most SHARES_PER_DAY a day. */
    async share(userId: number, requestId: string): Promise<{ invited: number }> {
      const now = clock.now();
      const day = tunisDateString(now);
      await db.transaction().execute(async (trx) => {
        await repo.lockUser(trx, userId);
        if (await repo.invite(trx, userId, requestId)) return;
        if ((await repo.invitesOn(trx, userId, 'share', day)) >= SHARES_PER_DAY) throw untilMidnight(now, 'shares');
        await repo.addInvite(trx, {
          user_id: userId,
          channel: 'share',
          email_hash: null,
          request_id: requestId,
          created_at: now,
          tunis_day: day,
        });
      });
      return { invited: (await repo.figures(db, userId)).invited };
    },

    /** The back office sets the rules (audited). */
    async saveRules(rules: ReferralRules, actor: Actor): Promise<ReferralRules> {
      const now = clock.now();
      return db.transaction().execute(async (trx) => {
        const before = await repo.rules(trx);
        await repo.saveRules(trx, rules, now);
        const after = await repo.rules(trx);
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'referral_rules.update',
          entity: 'referral_rules',
          entityId: '1',
          before,
          after,
          ip: actor.ip,
        });
        return after;
      });
    },
  };
  return service;
}

export type ReferralService = ReturnType<typeof createReferralService>;
