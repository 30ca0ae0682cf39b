import type { SupportInboxPage, SupportInboxQuery, SupportRequestDetail, SupportRequestSummary, SupportStatus } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { z } from 'zod';
import type { EmailProvider } from '../../email/provider.ts';
import { AppError, notFound } from '../../errors.ts';
import { maskTail } from '../../http/mask.ts';
import type { Storage } from '../../storage/storage.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import { cleanSearch } from '../content-admin/search-text.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { expiryAfterDays } from '../ledger/offer-terms.ts';
import { IDEA_RETAINED_MESSAGE, IDEA_VOUCHER, REPLY_LINK, REPLY_TITLE, replyEmail } from './idea-voucher.ts';
import type { InboxFilter, InboxRow, SupportAdminRepository } from './support-admin.repository.ts';

const initial = (s: string | null) => (s?.trim() ? s.trim()[0]!.toUpperCase() : '');
/** "Amira B." for a shopper, the name a guest typed, else '—'. */
const senderOf = (r: InboxRow) => {
  if (r.user_id !== null) {
    const first = r.user_name?.trim();
    const last = initial(r.user_lastname);
    return first ? `${first}${last ? ` ${last}.` : ''}` : `UID ${r.user_id}`;
  }
  return r.name?.trim() || '—';
};

const ISSUE_LABELS = { connexion: 'Connexion', produits: 'Produits', 'last-chance': 'Dernière chance', autre: 'Autre' } as const;

function summaryOf(r: InboxRow): SupportRequestSummary {
  const title =
    r.kind === 'idea'
      ? r.title
      : r.kind === 'contact'
        ? r.subject
        : r.kind === 'report' && r.issue_type
          ? ISSUE_LABELS[r.issue_type]
          : null;
  return {
    id: Number(r.id),
    kind: r.kind,
    status: r.status,
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
    title: title ?? null,
    issue_type: r.issue_type,
    excerpt: r.body.length > 160 ? `${r.body.slice(0, 159)}…` : r.body,
    sender: senderOf(r),
    guest: r.user_id === null,
    assigned_to: r.assigned_to !== null && r.assigned_email ? { id: r.assigned_to, email: r.assigned_email } : null,
    has_photo: r.photo_key !== null,
    rating: r.rating,
    retained: r.retained_at !== null,
  };
}

/** Which status moves are allowed: forward, back to work, and reopening a closed request (docs/help.md#support-inbox). */
export const STATUS_MOVES: Record<SupportStatus, readonly SupportStatus[]> = {
  nouveau: ['en_cours', 'repondu', 'clos'],
  en_cours: ['repondu', 'clos'],
  repondu: ['en_cours', 'clos'],
  clos: ['en_cours'],
};

/** Replies one staff member may send a day (each reaches a shopper's inbox or a guest's mailbox). */
export const REPLY_LIMIT = {
  name: 'support-reply',
  max: 500,
  windowMs: 86_400_000,
  message: 'Too many replies sent today: try again tomorrow.',
};

/**
 * The support inbox of the back office (docs/help.md#back-office): what shoppers and guests send,
 * its status and assignee, the replies (to the shopper's inbox or the guest's e-mail), and the
 * voucher of a retained idea. Every write is audited in its own transaction.
 */
export function createSupportAdminService(deps: {
  repo: SupportAdminRepository;
  ledger: LedgerService;
  inbox: InboxWriter;
  email: EmailProvider;
  storage: Storage;
  clock: Clock;
}) {
  const { repo, ledger, inbox, email, storage, clock } = deps;
  const db = repo.db;

  const detailOf = async (id: number): Promise<SupportRequestDetail> => {
    const r = await repo.byId(db, id);
    if (!r) throw notFound('SUPPORT_REQUEST_NOT_FOUND', `No support request ${id}.`);
    const [store, replies, voucher] = await Promise.all([
      r.store_code ? repo.storeName(db, r.store_code) : null,
      repo.replies(db, id),
      r.voucher_offer_id !== null ? repo.voucher(db, Number(r.voucher_offer_id)) : undefined,
    ]);
    return {
      ...summaryOf(r),
      body: r.body,
      subject: r.subject,
      lang: r.lang,
      store: r.store_code ? { code: r.store_code, name: store ?? r.store_code } : null,
      shopper:
        r.user_id !== null
          ? {
              id: r.user_id,
              name: [r.user_name, r.user_lastname].filter(Boolean).join(' ') || `UID ${r.user_id}`,
              phone: maskTail(r.user_phone ?? ''),
            }
          : null,
      guest_name: r.user_id === null ? r.name : null,
      guest_email: r.user_id === null ? r.email : null,
      accepted_terms: r.accepted_terms,
      retained_at: r.retained_at?.toISOString() ?? null,
      voucher: voucher
        ? { id: Number(voucher.id), code: voucher.code, label: voucher.label, expires_at: voucher.expires_at.toISOString() }
        : null,
      replies: replies.map((p) => ({
        id: Number(p.id),
        body: p.body,
        created_at: p.created_at.toISOString(),
        staff: p.staff_id !== null && p.staff_email ? { id: p.staff_id, email: p.staff_email } : null,
        channel: r.user_id !== null ? ('inbox' as const) : ('email' as const),
      })),
    };
  };

  /** The audit's picture of a request: its handling, never the shopper's text. */
  const auditView = (r: InboxRow) => ({
    status: r.status,
    assigned_to: r.assigned_to,
    retained_at: r.retained_at?.toISOString() ?? null,
    voucher_offer_id: r.voucher_offer_id === null ? null : Number(r.voucher_offer_id),
  });

  /** Runs a write on the locked request: `work` gets its row as it was. */
  const onLocked = <T>(id: number, work: (trx: Parameters<Parameters<LedgerService['transaction']>[0]>[0], row: InboxRow) => Promise<T>) =>
    ledger.transaction(async (trx) => {
      if (!(await repo.lock(trx, id))) throw notFound('SUPPORT_REQUEST_NOT_FOUND', `No support request ${id}.`);
      return work(trx, (await repo.byId(trx, id))!);
    });

  return {
    async list(query: z.output<typeof SupportInboxQuery>, staffId: number): Promise<SupportInboxPage> {
      const q = cleanSearch(query.q);
      const filter: InboxFilter = { kind: query.kind, status: query.status };
      if (query.assigned === 'me') filter.assigned = staffId;
      else if (query.assigned === 'none') filter.assigned = 'none';
      else if (query.assigned) filter.assigned = Number(query.assigned);
      const byId = /^#?(\d{1,15})$/.exec(q);
      if (byId) filter.id = Number(byId[1]);
      else if (q) filter.text = q;
      if (query.cursor) {
        const [at, id] = query.cursor.split('_').map(Number) as [number, number];
        filter.before = { at: new Date(at), id };
      }
      const [rows, counts] = await Promise.all([repo.list(filter, query.limit + 1), repo.counts()]);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      const zero = () => ({ nouveau: 0, en_cours: 0, repondu: 0, clos: 0 });
      const byKind = { report: zero(), idea: zero(), contact: zero(), review: zero() };
      for (const c of counts) byKind[c.kind][c.status] = Number(c.n);
      return {
        items: page.map(summaryOf),
        next_cursor: rows.length > query.limit && last ? `${last.created_at.getTime()}_${Number(last.id)}` : null,
        counts: byKind,
      };
    },

    detail: detailOf,

    agents: async () => ({ items: (await repo.agents()).map((a) => ({ id: a.id, email: a.email, role: a.role as 'admin' | 'support' })) }),

    /** The report's photo, for staff only (never under the public /uploads). */
    async photo(id: number): Promise<Buffer> {
      const r = await repo.byId(db, id);
      if (!r) throw notFound('SUPPORT_REQUEST_NOT_FOUND', `No support request ${id}.`);
      const bytes = r.photo_key ? await storage.read(r.photo_key) : null;
      if (!bytes) throw notFound('NOT_FOUND', 'This request has no photo.');
      return bytes;
    },

    async setStatus(id: number, status: SupportStatus, actor: Actor): Promise<SupportRequestDetail> {
      await onLocked(id, async (trx, row) => {
        if (row.status === status) return;
        if (!STATUS_MOVES[row.status].includes(status)) {
          throw new AppError(409, 'CONFLICT', `A request ${row.status} cannot become ${status}.`);
        }
        const now = clock.now();
        await repo.update(trx, id, { status, updated_at: now });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'support_request.status',
          entity: 'support_request',
          entityId: String(id),
          before: auditView(row),
          after: { ...auditView(row), status },
          ip: actor.ip,
        });
      });
      return detailOf(id);
    },

    /** Gives the request to a support or admin staff member (or nobody); a new request taken is 'en_cours'. */
    async assign(id: number, staffId: number | null, actor: Actor): Promise<SupportRequestDetail> {
      await onLocked(id, async (trx, row) => {
        if (staffId !== null && !(await repo.agent(trx, staffId))) {
          throw new AppError(422, 'SUPPORT_AGENT_INVALID', `Staff ${staffId} is not an active support or admin member.`);
        }
        if (row.assigned_to === staffId) return;
        const now = clock.now();
        const status = staffId !== null && row.status === 'nouveau' ? 'en_cours' : row.status;
        await repo.update(trx, id, { assigned_to: staffId, status, updated_at: now });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'support_request.assign',
          entity: 'support_request',
          entityId: String(id),
          before: auditView(row),
          after: { ...auditView(row), assigned_to: staffId, status },
          ip: actor.ip,
        });
      });
      return detailOf(id);
    },

    /**
     * Answers the sender, once per request_id: a shopper in their inbox ('support_reply', always
     * written), a guest by e-mail (refused with 503 when e-mail is off: nothing is stored). The
     * request becomes 'repondu'.
     */
    async reply(
      id: number,
      body: { body: string; request_id: string },
      actor: Actor,
    ): Promise<{ created: boolean; detail: SupportRequestDetail }> {
      if (!email.enabled) {
        const r = await repo.byId(db, id);
        if (r && r.user_id === null) throw new AppError(503, 'EMAIL_UNAVAILABLE', 'E-mail is not configured: a guest cannot be answered.');
      }
      const told: number[] = [];
      const created = await onLocked(id, async (trx, row) => {
        if (await repo.replyByKey(trx, id, body.request_id)) return false;
        if (row.user_id === null && !row.email)
          throw new AppError(409, 'CONFLICT', 'This guest left no e-mail: there is no way to answer.');
        const now = clock.now();
        const replyId = await repo.insertReply(trx, {
          request_id: id,
          staff_id: actor.staffId,
          body: body.body,
          request_key: body.request_id,
          created_at: now,
        });
        if (row.user_id !== null) {
          const written = await inbox.notify(
            [row.user_id],
            {
              kind: 'support_reply',
              type: 'info',
              topic: null,
              title_fr: REPLY_TITLE.fr,
              title_ar: REPLY_TITLE.ar,
              body_fr: body.body,
              body_ar: body.body,
              link: REPLY_LINK,
              payload: { support_request_id: id },
              dedupe_key: `support_reply:${replyId}`,
            },
            trx,
          );
          if (written[0]) await repo.setReplyNotification(trx, replyId, written[0].id);
          told.push(row.user_id);
        }
        const status = row.status === 'clos' ? 'clos' : 'repondu';
        await repo.update(trx, id, { status, updated_at: now });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'support_request.reply',
          entity: 'support_request',
          entityId: String(id),
          before: auditView(row),
          after: { ...auditView(row), status, reply_id: replyId, channel: row.user_id !== null ? 'inbox' : 'email' },
          ip: actor.ip,
        });
        if (row.user_id === null) {
          // Last: a refused e-mail undoes the reply (nothing stored, the staff member may retry).
          const mail = replyEmail(row.lang, row.name, body.body, row.body);
          try {
            await email.send({ to: row.email!, ...mail }, { purpose: 'support_reply' });
          } catch (err) {
            throw new AppError(
              503,
              'EMAIL_UNAVAILABLE',
              `The e-mail could not be sent: ${err instanceof Error ? err.message : String(err)}`,
            );
          }
        }
        return true;
      });
      await inbox.announce(told);
      return { created, detail: await detailOf(id) };
    },

    /**
     * 'Idée retenue': the shopper's voucher (IDEA_VOUCHER) issued once through the ledger, the idea
     * marked and answered, the shopper told in their inbox. A second click finds it retained.
     */
    async retain(id: number, actor: Actor): Promise<{ created: boolean; detail: SupportRequestDetail }> {
      const told: number[] = [];
      const created = await onLocked(id, async (trx, row) => {
        if (row.kind !== 'idea' || row.user_id === null)
          throw new AppError(409, 'SUPPORT_NOT_AN_IDEA', `Request ${id} is not a shopper's idea.`);
        if (row.retained_at !== null) return false;
        const now = clock.now();
        const offerId = await ledger.issueOffer(trx, {
          user_id: row.user_id,
          kind: IDEA_VOUCHER.kind,
          source: 'idea',
          amount_type: IDEA_VOUCHER.amount_type,
          amount: IDEA_VOUCHER.amount,
          min_purchase: IDEA_VOUCHER.min_purchase,
          cap: null,
          label: IDEA_VOUCHER.label,
          label_ar: IDEA_VOUCHER.label_ar,
          description: IDEA_VOUCHER.description,
          description_ar: IDEA_VOUCHER.description_ar,
          issued_at: now,
          expires_at: expiryAfterDays(now, IDEA_VOUCHER.days),
          issued_by: actor.staffId,
          request_id: `idea:${id}`,
        });
        const status = row.status === 'clos' ? 'clos' : 'repondu';
        await repo.update(trx, id, { retained_at: now, voucher_offer_id: offerId, status, updated_at: now });
        await inbox.notify(
          [row.user_id],
          {
            kind: 'idea_retained',
            type: 'info',
            topic: null,
            ...IDEA_RETAINED_MESSAGE,
            payload: { support_request_id: id, offer_id: offerId },
            dedupe_key: `idea_retained:${id}`,
          },
          trx,
        );
        told.push(row.user_id);
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'support_request.retain',
          entity: 'support_request',
          entityId: String(id),
          before: auditView(row),
          after: { ...auditView(row), status, retained_at: now.toISOString(), voucher_offer_id: offerId },
          ip: actor.ip,
        });
        return true;
      });
      await inbox.announce(told);
      return { created, detail: await detailOf(id) };
    },
  };
}

export type SupportAdminService = ReturnType<typeof createSupportAdminService>;
