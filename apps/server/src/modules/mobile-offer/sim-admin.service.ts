import { SIM_MOVES, type AdminSimPage, type AdminSimQuery, type AdminSimReservation, type AdminSimStatusBody } from '@qadhya/contracts';
import type { Clock } from '@qadhya/domain';
import type { SecretBox } from '../../crypto/secret-box.ts';
import { AppError, notFound } from '../../errors.ts';
import { maskTail } from '../../http/mask.ts';
import { writeAudit } from '../admin/audit.ts';
import type { Actor } from '../content-admin/row-errors.ts';
import type { InboxWriter } from '../inbox/inbox-writer.ts';
import type { AdminSimRow, MobileOfferRepository } from './mobile-offer.repository.ts';
import { reservationOf } from './mobile-offer.service.ts';
import { simNotice } from './sim-texts.ts';

export interface SimAdminDeps {
  repo: MobileOfferRepository;
  clock: Clock;
  box: SecretBox;
  inbox: InboxWriter;
}

function adminOf(r: AdminSimRow): AdminSimReservation {
  const name = [r.user_name?.trim(), r.user_lastname?.trim()].filter(Boolean).join(' ');
  return {
    ...reservationOf(r),
    shopper: { id: r.user_id, name: name || `UID ${r.user_id}`, phone: maskTail(r.user_phone ?? '') },
    handled_by: r.staff_email ?? null,
    flagged: r.flagged,
    duplicate_of: r.duplicate_of === null ? null : Number(r.duplicate_of),
  };
}

/** What the audit log keeps of a reservation: never the ID number, sealed or not. */
const auditView = (r: AdminSimRow) => ({
  status: r.status,
  status_note: r.status_note,
  store_code: r.store_code,
  action: r.action,
  id_type: r.id_type,
});

const moveRefused = (why: string) => new AppError(409, 'RESERVATION_MOVE_INVALID', why);
const missing = (id: number) => notFound('RESERVATION_NOT_FOUND', `No reservation ${id}.`);

/**
 * SIM reservations in the back office's support area (docs/mobile-offer.md#back-office): the list
 * by status, one request, its whole ID number for the agent who needs it (each reading audited),
 * and the status moves, each audited and told in the shopper's inbox.
 */
export function createSimAdminService({ repo, clock, box, inbox }: SimAdminDeps) {
  const db = repo.db;
  const one = async (id: number) => {
    const row = await repo.adminOne(id);
    if (!row) throw missing(id);
    return row;
  };

  return {
    async list(q: AdminSimQuery & { limit: number }): Promise<AdminSimPage> {
      const after = q.cursor ? (([ms, id]) => ({ at: new Date(Number(ms)), id: Number(id) }))(q.cursor.split('_')) : undefined;
      const rows = await repo.adminPage({ status: q.status, after, limit: q.limit });
      const page = rows.slice(0, q.limit);
      const last = page[page.length - 1];
      return {
        items: page.map(adminOf),
        counts: await repo.counts(),
        next_cursor: rows.length > q.limit && last ? `${new Date(last.created_at).getTime()}_${last.id}` : null,
      };
    },

    detail: async (id: number): Promise<AdminSimReservation> => adminOf(await one(id)),

    /** The whole ID number, for the agent handling the request: the reading is audited. */
    async idNumber(id: number, actor: Actor): Promise<{ NUMBER_IDENTITE: string }> {
      const row = await one(id);
      await writeAudit(db, {
        staffId: actor.staffId,
        at: clock.now(),
        action: 'sim_reservation.read_id',
        entity: 'sim_reservation',
        entityId: String(id),
        before: null,
        after: { field: 'NUMBER_IDENTITE' },
        ip: actor.ip,
      });
      return { NUMBER_IDENTITE: box.open(row.id_sealed) };
    },

    /**
     * Moves a reservation forward (SIM_MOVES): a refusal says why, a ready SIM names its store. The
     * same request_key twice moves once; each move is audited and told to the shopper.
     */
    async move(id: number, body: AdminSimStatusBody, actor: Actor): Promise<AdminSimReservation> {
      const note = body.note?.trim() || null;
      let told = false;
      await db.transaction().execute(async (trx) => {
        if (!(await repo.lock(trx, id))) throw missing(id);
        if (await repo.moveByKey(trx, id, body.request_key)) return;
        const row = (await repo.adminOneIn(trx, id))!;
        if (!SIM_MOVES[row.status].includes(body.status)) throw moveRefused(`A reservation ${row.status} cannot become ${body.status}.`);
        if (body.status === 'refusee' && !note) throw moveRefused('A refusal needs its reason (note): the shopper reads it.');
        let store: string | null = null;
        let storename: { fr: string; ar: string } | null = null;
        if (body.status === 'prete') {
          if (!body.magasin_code) throw moveRefused('A ready SIM needs the store where it waits (magasin_code).');
          storename = await repo.storeName(trx, body.magasin_code);
          if (storename === null) throw notFound('STORE_NOT_FOUND', `No store ${body.magasin_code}.`);
          store = body.magasin_code;
        }
        const now = clock.now();
        await repo.setStatus(trx, id, {
          status: body.status,
          status_note: note,
          store_code: store,
          handled_by: actor.staffId,
          updated_at: now,
        });
        await repo.addMove(trx, {
          reservation_id: id,
          status: body.status,
          note,
          store_code: store,
          staff_id: actor.staffId,
          request_key: body.request_key,
          created_at: now,
        });
        await writeAudit(trx, {
          staffId: actor.staffId,
          at: now,
          action: 'sim_reservation.status',
          entity: 'sim_reservation',
          entityId: String(id),
          before: auditView(row),
          after: { ...auditView(row), status: body.status, status_note: note, store_code: store },
          ip: actor.ip,
        });
        await inbox.notify([row.user_id], simNotice(id, body.status, { action: row.action, line: row.line_number, storename, note }), trx);
        told = true;
      });
      const row = await one(id);
      if (told) await inbox.announce([row.user_id]);
      return adminOf(row);
    },
  };
}

export type SimAdminService = ReturnType<typeof createSimAdminService>;
