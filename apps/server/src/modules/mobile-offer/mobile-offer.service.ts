import {
  idNumberOf,
  lineDigits,
  reservationProblems,
  productImageUrl,
  type MobileOfferProductPage,
  type MobileOfferQuery,
  type ReservationAction,
  type IdType,
  type SimReservation,
  type SimReservationBody,
  type SimReservationPage,
} from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { AppError, notFound, retryLater } from '../../errors.ts';
import type { Lang } from '../../http/lang.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import type { MobileOfferRepository, OfferProductRow, SimRow } from './mobile-offer.repository.ts';
import { simNotice } from './sim-texts.ts';

export interface MobileOfferDeps {
  repo: MobileOfferRepository;
  clock: Clock;
  /** Seals the ID numbers (PERSONAL_DATA_KEY, docs/mobile-offer.md#personal-data). */
  box: SecretBox;
  inbox: InboxWriter;
}

/** The ID number as answered: its last 3 characters only. */
export const maskedId = (hint: string) => `•••••${hint}`;

/** One reservation as its shopper sees it (the ID number masked), the store's name in `lang`. */
export function reservationOf(r: SimRow, lang: Lang = 'fr'): SimReservation {
  const storename = (lang === 'ar' && r.storename_ar) || r.storename;
  return {
    id: Number(r.id),
    ACTION: r.action,
    LINE_NUMBER: r.line_number,
    LAST_NAME: r.last_name,
    FIRST_NAME: r.first_name,
    ADDRESS: r.address,
    TYPE: r.id_type,
    NUMBER_IDENTITE: maskedId(r.id_hint),
    status: r.status,
    status_note: r.status_note,
    store: r.store_code ? { magasin_code: r.store_code, storename: storename ?? r.store_code } : null,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

function productOf(r: OfferProductRow): MobileOfferProductPage['items'][number] {
  const image = productImageUrl(r.sku, r.image_version);
  const matched = r.lc_store !== null && r.lc_new !== null;
  return {
    id: r.id,
    sku: r.sku,
    ean: r.ean,
    kind: r.kind,
    name: r.name,
    short_description: r.short_description,
    marque: r.marque,
    plus: r.plus,
    image,
    images: [image],
    price: matched ? r.lc_new! : r.price,
    old_price: matched ? r.lc_old! : r.old_price,
    remise: matched ? r.lc_remise! : r.remise,
    last_chance: matched
      ? {
          ARTICLE: r.sku,
          NOUVEAU_PV: r.lc_new!,
          ANCIEN_PV: r.lc_old!,
          REMISE: r.lc_remise!,
          STOCK_DISPO: r.lc_stock!,
          magasin_code: r.lc_store!,
        }
      : null,
  };
}

/** 422 FORM_INVALID with each refused field and its rule (the web shows its fr/ar message for each). */
const formInvalid = (problems: Record<string, string>) => {
  const details = Object.entries(problems).map(([path, message]) => ({ path, message }));
  return new AppError(422, 'FORM_INVALID', `Check ${details.map((d) => `${d.path} (${d.message})`).join(', ')}.`, {}, { details });
};
const exists = () => new AppError(409, 'RESERVATION_EXISTS', 'You already have an open reservation for this ID document.');
/** Reservations one shopper may store in 24 hours: a few corrections, never a flood of personal data (refused forms do not count). */
export const RESERVATIONS_PER_DAY = 10;
const DAY_MS = 86_400_000;

const missing = (id: number) => notFound('RESERVATION_NOT_FOUND', `No reservation ${id}.`);

/**
 * The chain's mobile offer for shoppers (docs/mobile-offer.md): its products with their
 * last-chance discount, and SIM reservations: checked as an office would, one open per ID
 * document, the ID number sealed, each step told in the shopper's inbox.
 */
export function createMobileOfferService({ repo, clock, box, inbox }: MobileOfferDeps) {
  const db = repo.db;

  return {
    async products(q: MobileOfferQuery & { page: number; pageSize: number }, lang: Lang): Promise<MobileOfferProductPage> {
      const { rows, total } = await repo.products({
        kind: q.kind,
        magasin: q.magasin_code,
        lang,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      });
      return { items: rows.map(productOf), page: q.page, pageSize: q.pageSize, total, hasMore: q.page * q.pageSize < total };
    },

    /**
     * Stores a reservation (once per request_id). The form's rules first (every problem at once);
     * then the shopper's own open request for the same ID document is a 409 (their own data). A
     * request for a document someone else holds open answers exactly as a new one (same status,
     * body, work and quota): it is stored flagged as a duplicate for support, and never blocks the
     * holder (docs/mobile-offer.md#one-open-reservation-per-id-document).
     */
    async reserve(userId: number, body: SimReservationBody, lang: Lang = 'fr'): Promise<{ created: boolean; reservation: SimReservation }> {
      const problems = reservationProblems(body);
      if (Object.keys(problems).length > 0) throw formInvalid(problems);
      const action = body.ACTION!.trim() as ReservationAction;
      const type = body.TYPE!.trim() as IdType;
      const idNumber = idNumberOf(body.NUMBER_IDENTITE!.trim());
      const idHash = box.digest(`${type}:${idNumber}`);
      const line = lineDigits(body.LINE_NUMBER!.trim());
      const now = clock.now();
      const stored = await db
        .transaction()
        .execute(async (trx) => {
          const again = await repo.byRequest(trx, userId, body.request_id);
          if (again) return { created: false, id: Number(again.id) };
          const recent = await repo.madeSince(trx, userId, new Date(now.getTime() - DAY_MS));
          if (recent.count >= RESERVATIONS_PER_DAY) {
            const waitSeconds = (recent.oldest!.getTime() + DAY_MS - now.getTime()) / 1000;
            throw retryLater({
              status: 429,
              code: 'RATE_LIMITED',
              message: 'Too many SIM reservations in 24 hours: try again later.',
              seconds: waitSeconds,
            });
          }
          if (await repo.ownOpenFor(trx, userId, idHash)) throw exists();
          const row = {
            user_id: userId,
            request_id: body.request_id,
            action,
            line_number: line,
            // The field labelled « Nom » is the family name: LAST_NAME (docs/mobile-offer.md#the-names).
            last_name: body.LAST_NAME!.trim(),
            first_name: body.FIRST_NAME!.trim(),
            address: body.ADDRESS!.trim(),
            id_type: type,
            id_sealed: box.seal(idNumber),
            id_hash: idHash,
            id_hint: idNumber.slice(-3),
            created_at: now,
            updated_at: now,
          };
          // The same steps whether the document is held or not: read its holder, insert (flagged
          // when held). One stored by someone else at the same instant makes this one its duplicate.
          let id: number | undefined;
          while (id === undefined) id = await repo.insert(trx, { ...row, duplicate_of: await repo.holderOf(trx, idHash) });
          await inbox.notify([userId], simNotice(id, 'recue', { action, line, storename: null, note: null }), trx);
          return { created: true, id };
        })
        .catch(async (err: unknown) => {
          // The same request_id sent twice at once: the first one's reservation.
          const first = isUniqueViolation(err) ? await repo.byRequest(db, userId, body.request_id) : undefined;
          if (first) return { created: false, id: Number(first.id) };
          throw err;
        });
      if (stored.created) await inbox.announce([userId]);
      const row = await repo.byId(db, stored.id);
      return { created: stored.created, reservation: reservationOf(row!, lang) };
    },

    async mine(userId: number, page: number, pageSize: number, lang: Lang = 'fr'): Promise<SimReservationPage> {
      const { rows, total } = await repo.mine(userId, pageSize, (page - 1) * pageSize);
      return { items: rows.map((r) => reservationOf(r, lang)), page, pageSize, total, hasMore: page * pageSize < total };
    },

    /** One of the caller's reservations; another shopper's is answered as missing. */
    async one(userId: number, id: number, lang: Lang = 'fr'): Promise<SimReservation> {
      const row = await repo.byId(db, id);
      if (!row || row.user_id !== userId) throw missing(id);
      return reservationOf(row, lang);
    },

    /** The shopper withdraws an open request (then a corrected one may be sent for the same ID). */
    async cancel(userId: number, id: number, lang: Lang = 'fr'): Promise<SimReservation> {
      await db.transaction().execute(async (trx) => {
        await repo.lock(trx, id);
        const row = await repo.byId(trx, id);
        if (!row || row.user_id !== userId) throw missing(id);
        if (row.status === 'annulee') return;
        if (row.status !== 'recue' && row.status !== 'en_traitement') {
          throw new AppError(409, 'RESERVATION_CLOSED', 'This reservation is already handled: it cannot be cancelled.');
        }
        const now = clock.now();
        await repo.setStatus(trx, id, {
          status: 'annulee',
          status_note: row.status_note,
          store_code: null,
          handled_by: row.handled_by,
          updated_at: now,
        });
        await repo.addMove(trx, {
          reservation_id: id,
          status: 'annulee',
          note: null,
          store_code: null,
          staff_id: null,
          request_key: 'shopper-cancel',
          created_at: now,
        });
      });
      return this.one(userId, id, lang);
    },
  };
}

export type MobileOfferService = ReturnType<typeof createMobileOfferService>;
