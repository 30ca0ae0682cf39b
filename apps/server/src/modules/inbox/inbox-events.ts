import { formatDayMonth, formatMoney, formatPercent, parseTunisDateTime, tunisDateString, type Clock } from '@qadhya/domain';
import { displayName } from '../auth/user.mapper.ts';
import { storedWeek } from '../catalogue-admin/catalogue-week.ts';
import type { InboxEventsRepository } from './inbox-events.repository.ts';
import type { InboxMessage, InboxWriter } from './inbox-writer.ts';

/** Shoppers written to per insert when an event reaches many of them (docs/notifications.md#events). */
export const FANOUT_BATCH = 500;

/**
 * The real events that write the shoppers' inboxes (docs/notifications.md#events), each through
 * the inbox writer (topic switches, dedupe, push, live count). Called by the modules where the
 * event happens: family, promo-admin, catalogue-admin, the app's start (a new version).
 */
export function createInboxEvents(deps: { repo: InboxEventsRepository; inbox: InboxWriter; clock: Clock }) {
  const { repo, inbox, clock } = deps;

  /** Writes `message` to every shopper, FANOUT_BATCH at a time (keyset on users.id). */
  async function toEveryone(message: InboxMessage): Promise<number> {
    let after = 0;
    let written = 0;
    for (;;) {
      const ids = await repo.userIdsAfter(after, FANOUT_BATCH);
      if (ids.length === 0) return written;
      written += (await inbox.notify(ids, message)).length;
      after = ids.at(-1)!;
    }
  }

  return {
    /**
     * A family invitation reached an account (it names one): the invitee may accept or refuse it
     * from the inbox. Only what the invitation already shows: the inviter's public name.
     */
    async invitationSent(invitationId: number): Promise<void> {
      const row = await repo.pendingInvitation(invitationId);
      if (!row) return;
      const who = (lang: 'fr' | 'ar') => displayName({ id: row.inviter_id, name: row.name, lastname: row.lastname }, lang);
      await inbox.notify([row.invitee_id], {
        kind: 'family_invitation',
        type: 'invitation',
        topic: null,
        title_fr: 'Invitation familiale',
        title_ar: 'دعوة عائلية',
        body_fr: `${who('fr')} vous invite à rejoindre sa famille.`,
        body_ar: `${who('ar')} يدعوك للانضمام إلى عائلته.`,
        link: '/layout/family',
        payload: { invitation_id: invitationId, status: 'pending' },
        dedupe_key: `invitation:${invitationId}`,
      });
    },

    /**
     * The invitation was answered (accepted, declined) or cancelled: its notification no longer
     * offers Accepter/Refuser — read with the answer, or removed when the inviter withdrew it.
     */
    async invitationSettled(invitationId: number, inviteeId: number, status: 'accepted' | 'declined' | 'cancelled'): Promise<void> {
      const now = clock.now();
      const changed = await repo.settleInvitation(invitationId, inviteeId, status, now);
      if (changed > 0) await inbox.announce([inviteeId]);
    },

    /** A shopper accepted an invitation: the family's owner and other members hear of it (NOTIFY_NEW_USERS). */
    async memberJoined(invitationId: number): Promise<void> {
      const row = await repo.acceptedInvitation(invitationId);
      if (!row) return;
      const members = await repo.familyMemberIds(row.family_id);
      const to = [row.owner_id, ...members].filter((id) => id !== row.invitee_id);
      const who = (lang: 'fr' | 'ar') => displayName({ id: row.invitee_id, name: row.name, lastname: row.lastname }, lang);
      await inbox.notify(to, {
        kind: 'member_joined',
        type: 'info',
        topic: 'new_users',
        title_fr: 'Nouveau membre dans la famille',
        title_ar: 'فرد جديد في العائلة',
        body_fr: `${who('fr')} a rejoint la famille.`,
        body_ar: `${who('ar')} انضمّ إلى العائلة.`,
        link: '/layout/family',
        dedupe_key: `member-joined:${invitationId}`,
      });
    },

    /**
     * The promos of `date` were saved: each shopper who keeps one of those products among their
     * favourites hears of it (NOTIFY_FAVORITES), once per product and day. Past days tell nobody.
     */
    async favouritesOnPromo(date: string): Promise<number> {
      if (date < tunisDateString(clock.now())) return 0;
      const promos = await repo.promosOf(date);
      let written = 0;
      const seen = new Set<string>();
      for (const promo of promos) {
        if (seen.has(promo.sku)) continue;
        seen.add(promo.sku);
        const message: InboxMessage = {
          kind: 'favourite_promo',
          type: 'promotion',
          topic: 'favorites',
          title_fr: 'Un favori en promotion',
          title_ar: 'منتج مفضّل في تخفيض',
          // The figures in the text's language (docs/formats.md): « 2,500 DT au lieu de 3,000 DT (-17%) le 02/12 ».
          body_fr: `${promo.name} : ${formatMoney(promo.price, 'fr')} au lieu de ${formatMoney(promo.old_price, 'fr')} (${formatPercent(promo.remise, 'fr', { signed: true })}) le ${formatDayMonth(date, 'fr')}.`,
          body_ar: `${promo.name}: ${formatMoney(promo.price, 'ar')} عوض ${formatMoney(promo.old_price, 'ar')} (${formatPercent(promo.remise, 'ar', { signed: true })}) يوم ${formatDayMonth(date, 'ar')}.`,
          link: `/detail-produit/${encodeURIComponent(promo.sku)}`,
          payload: { sku: promo.sku, date },
          dedupe_key: `favourite-promo:${promo.sku}:${date}`,
        };
        // Keyset over the product's favourites (favourites_sku_idx), FANOUT_BATCH at a time.
        let after = 0;
        for (;;) {
          const ids = await repo.fansAfter(promo.sku, after, FANOUT_BATCH);
          if (ids.length === 0) break;
          written += (await inbox.notify(ids, message)).length;
          after = ids.at(-1)!;
        }
      }
      return written;
    },

    /**
     * A published catalogue that shoppers can now see is announced to all of them (NOTIFY_PROMOS),
     * once: the catalogue is claimed (announced_at) before the fan-out. One published ahead of its
     * week waits for its visibility (Tuesday 13:00 before), see announceDueCatalogues.
     */
    async cataloguePublished(catalogueId: number): Promise<number> {
      const now = clock.now();
      const row = await repo.catalogue(catalogueId);
      if (!row || !row.published_at || row.announced_at) return 0;
      const visibleAt = parseTunisDateTime(storedWeek(row.debut).visibleFrom);
      if (!visibleAt || visibleAt > now || row.fin < tunisDateString(now)) return 0;
      if (!(await repo.claimAnnouncement(catalogueId, now))) return 0;
      const debut = (lang: 'fr' | 'ar') => formatDayMonth(row.debut.slice(0, 10), lang);
      const fin = (lang: 'fr' | 'ar') => formatDayMonth(row.fin.slice(0, 10), lang);
      return toEveryone({
        kind: 'catalogue_published',
        type: 'promotion',
        topic: 'promos',
        title_fr: 'Le nouveau catalogue est là',
        title_ar: 'الكتالوج الجديد متوفّر',
        body_fr: `« ${row.name} » : les offres du ${debut('fr')} au ${fin('fr')}.`,
        body_ar: `« ${row.name_ar || row.name} »: العروض من ${debut('ar')} إلى ${fin('ar')}.`,
        link: `/layout/catalog-view/${row.week}/${row.year}`,
        payload: { catalogue_id: row.id },
        dedupe_key: `catalogue:${row.id}`,
      });
    },

    /** Announces the published catalogues that became visible since (run every few minutes). */
    async announceDueCatalogues(): Promise<number> {
      const today = tunisDateString(clock.now());
      const due = await repo.unannouncedCatalogueIds(today);
      let written = 0;
      for (const id of due) written += await this.cataloguePublished(id);
      return written;
    },

    /** A new version of the app is served (its build's name): every shopper gets one 'update' notification for it. */
    async release(version: string): Promise<number> {
      return toEveryone({
        kind: 'app_release',
        type: 'update',
        topic: null,
        title_fr: 'Nouvelle version disponible',
        title_ar: 'نسخة جديدة متوفّرة',
        body_fr: 'Une nouvelle version de l’application est prête : installez-la pour profiter des nouveautés.',
        body_ar: 'نسخة جديدة من التطبيق جاهزة: ثبّتها للاستفادة من الجديد.',
        link: null,
        payload: { version },
        dedupe_key: `release:${version}`,
      });
    },

    /** A referral reward (issue 19 calls this): NOTIFY_REFERRALS. */
    referral(userIds: number[], message: Omit<InboxMessage, 'topic' | 'type'>) {
      return inbox.notify(userIds, { ...message, type: 'info', topic: 'referrals' });
    },

    /** A prize won (issue 19 calls this): NOTIFY_PRIZES, shown with the game icon. */
    prize(userIds: number[], message: Omit<InboxMessage, 'topic' | 'type'>) {
      return inbox.notify(userIds, { ...message, type: 'game', topic: 'prizes' });
    },
  };
}

export type InboxEvents = ReturnType<typeof createInboxEvents>;
