import {
  catalogueCoverUrl,
  catalogueUploadedPageUrl,
  type AdminCatalogue,
  type AdminCatalogueCreateRequest,
  type AdminCatalogueDetail,
  type AdminCatalogueList,
  type AdminCatalogueProduct,
  type AdminCatalogueProductList,
  type AdminCataloguePriceRequest,
  type AdminCatalogueUpdateRequest,
  type AdminZoneInput,
  type AdminZonesResponse,
  type CatalogueStatus,
  type PageQuery,
} from '@qadhya/contracts';
import { discountPercent, tunisDateString, type Clock } from '@qadhya/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError, notFound } from '../../errors.ts';
import { pageOf, pageWindow } from '../../http/paging.ts';
import { newKey, type Storage } from '../../storage/storage.ts';
import { toImages } from '../catalogues/catalogue.mapper.ts';
import type { CataloguesRepository } from '../catalogues/catalogues.repository.ts';
import type { InboxEvents } from '../inbox/inbox-events.ts';
import type { AdminCatalogueRow, AdminZoneRow, CatalogueAdminRepository, NewZone } from './catalogue-admin.repository.ts';
import { catalogueWeekOf, storedWeek } from './catalogue-week.ts';
import { imagePages, isPdf, pdfPages, type PageImage } from './page-images.ts';
import type { PdfRenderPool } from './pdf-render-pool.ts';
import type { PriceRecorder } from '../price-history/price-history.service.ts';

/** Who writes, for the audit log. */
export interface Actor {
  staffId: number;
  ip: string | null;
}

export interface CatalogueAdminDeps {
  repo: CatalogueAdminRepository;
  /** The shoppers' catalogue reads (the preview shows pages exactly as they get them). */
  catalogues: CataloguesRepository;
  storage: Storage;
  /** Renders uploaded PDFs off the event loop, within budgets (docs/catalogue-admin.md#heavy-pdfs). */
  pdf: PdfRenderPool;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Tells the shoppers a catalogue is out (docs/notifications.md#events). */
  inboxEvents?: Pick<InboxEvents, 'cataloguePublished'>;
  /** The price log: a published catalogue's prices are promos on its dates (docs/products.md#price-history). */
  prices: PriceRecorder;
}

const catalogueNotFound = (id: number) => notFound('CATALOGUE_NOT_FOUND', `No catalogue with id ${id}.`);

function toAdmin(row: AdminCatalogueRow): AdminCatalogue {
  const status: CatalogueStatus = row.published_at ? 'published' : 'draft';
  const cover =
    row.page_count === 0
      ? null
      : row.cover_key
        ? catalogueUploadedPageUrl(row.id, 1, row.cover_key)
        : catalogueCoverUrl(row.id, row.image_version);
  return {
    id: row.id,
    name: row.name,
    name_ar: row.name_ar,
    theme: row.theme,
    week: row.week,
    year: row.year,
    iso_year: row.iso_year,
    oc_debut: row.oc_debut,
    oc_fin: row.oc_fin,
    visible_from: storedWeek(row.oc_debut).visibleFrom,
    status,
    published_at: row.published_at ? new Date(row.published_at).toISOString() : null,
    page_count: row.page_count,
    product_count: row.product_count,
    pages_uploaded: row.cover_key !== null,
    cover,
  };
}

/** What the audit log keeps of a catalogue (before / after). */
const audited = (c: AdminCatalogue) => ({
  name: c.name,
  name_ar: c.name_ar,
  theme: c.theme,
  status: c.status,
  published_at: c.published_at,
  page_count: c.page_count,
});
const auditedZone = (z: AdminZoneRow) => ({
  sku: z.sku,
  x: z.x,
  y: z.y,
  w: z.w,
  h: z.h,
  price: z.price,
  old_price: z.old_price,
  remise: z.remise,
});

const skusOf = (zones: readonly { sku: string }[]) => [...new Set(zones.map((z) => z.sku))];

/**
 * The rules of catalogue administration (docs/catalogue-admin.md): a week's catalogue is created as a
 * draft with dates from the week rules, gets uploaded pages and product zones, and is published.
 * Every write lands with its audit line in one transaction.
 */
export function createCatalogueAdminService({ repo, catalogues, storage, pdf, clock, log, inboxEvents, prices }: CatalogueAdminDeps) {
  async function row(id: number): Promise<AdminCatalogueRow> {
    const found = await repo.byId(id);
    if (!found) throw catalogueNotFound(id);
    return found;
  }

  async function detail(id: number): Promise<AdminCatalogueDetail> {
    const found = await row(id);
    const [zones, keys] = await Promise.all([repo.zones(id), catalogues.pageKeys(id)]);
    return { ...toAdmin(found), pages: toImages(found, zones, 'fr', keys) };
  }

  /** Changes the publication and audits it; no change, no write. */
  async function setPublished(actor: Actor, id: number, publish: boolean): Promise<AdminCatalogue> {
    const current = await row(id);
    if (publish === (current.published_at !== null)) return toAdmin(current);
    if (publish && current.page_count === 0) {
      throw new AppError(409, 'CATALOGUE_EMPTY', 'Upload the catalogue’s pages before publishing it.');
    }
    const now = clock.now();
    const answer = await repo.transaction(async (trx) => {
      await repo.setPublished(trx, id, publish ? now : null);
      await prices.record(trx, skusOf(await repo.zones(id, undefined, trx)), 'admin');
      const after = toAdmin((await repo.byId(id, trx))!);
      await repo.audit(trx, {
        staffId: actor.staffId,
        at: now,
        action: publish ? 'catalogue.publish' : 'catalogue.unpublish',
        entity: 'catalogue',
        entityId: String(id),
        before: audited(toAdmin(current)),
        after: audited(after),
        ip: actor.ip,
      });
      return after;
    });
    // Visible now: its shoppers hear of it; published ahead of its week, when it shows (announceDueCatalogues).
    if (publish) {
      await inboxEvents?.cataloguePublished(id).catch((err: unknown) => log.warn({ err, id }, 'could not announce a catalogue'));
    }
    return answer;
  }

  /** Stores the page images; if anything fails before the commit, the new files are removed. */
  async function storePages(id: number, images: PageImage[]) {
    const stored: { page: number; image_key: string; image_width: number; image_height: number }[] = [];
    try {
      for (const [i, img] of images.entries()) {
        const key = newKey(`catalogue-pages/${id}`, 'webp');
        await storage.put(key, img.webp, 'image/webp');
        stored.push({ page: i + 1, image_key: key, image_width: img.width, image_height: img.height });
      }
    } catch (err) {
      await removeFiles(stored.map((s) => s.image_key));
      throw err;
    }
    return stored;
  }

  async function removeFiles(keys: string[]) {
    for (const key of keys) {
      await storage.delete(key).catch((err: unknown) => log.warn({ err, key }, 'catalogue page image not removed'));
    }
  }

  return {
    async list(q: PageQuery & { status?: CatalogueStatus | undefined }): Promise<AdminCatalogueList> {
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await repo.list(q.status, limit, offset);
      return pageOf(rows.map(toAdmin), q, total);
    },

    detail,

    async create(actor: Actor, input: AdminCatalogueCreateRequest): Promise<AdminCatalogueDetail> {
      const week = catalogueWeekOf(input);
      const now = clock.now();
      if (week.end < tunisDateString(now)) {
        throw new AppError(422, 'CATALOGUE_WEEK_PAST', `The week ${week.start} → ${week.end} is over.`);
      }
      const taken = () => new AppError(409, 'CATALOGUE_WEEK_TAKEN', `The week ${week.week} of ${week.isoYear} already has a catalogue.`);
      if (await repo.weekTaken(week.week, week.yy)) throw taken();
      try {
        await repo.transaction(async (trx) => {
          await repo.insert(trx, {
            id: week.id,
            name: input.name,
            name_ar: input.name_ar,
            theme: input.theme ?? null,
            week: week.week,
            year: week.yy,
            iso_year: week.isoYear,
            start: week.start,
            end: week.end,
            cover: catalogueCoverUrl(week.id),
          });
          const created = toAdmin((await repo.byId(week.id, trx))!);
          await repo.audit(trx, {
            staffId: actor.staffId,
            at: now,
            action: 'catalogue.create',
            entity: 'catalogue',
            entityId: String(week.id),
            before: null,
            after: { ...audited(created), oc_debut: created.oc_debut, oc_fin: created.oc_fin },
            ip: actor.ip,
          });
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw taken();
        throw err;
      }
      return detail(week.id);
    },

    async update(actor: Actor, id: number, change: AdminCatalogueUpdateRequest): Promise<AdminCatalogueDetail> {
      const before = toAdmin(await row(id));
      await repo.transaction(async (trx) => {
        await repo.update(trx, id, {
          ...(change.name !== undefined ? { name: change.name } : {}),
          ...(change.name_ar !== undefined ? { name_ar: change.name_ar } : {}),
          ...(change.theme !== undefined ? { theme: change.theme } : {}),
        });
        const after = toAdmin((await repo.byId(id, trx))!);
        await repo.audit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'catalogue.update',
          entity: 'catalogue',
          entityId: String(id),
          before: audited(before),
          after: audited(after),
          ip: actor.ip,
        });
      });
      return detail(id);
    },

    /**
     * Deletes a draft (a week created by mistake, or to start the week again): its pages, zones and
     * images go. A published catalogue must be unpublished first (409 CONFLICT).
     */
    async remove(actor: Actor, id: number): Promise<void> {
      const current = toAdmin(await row(id));
      if (current.status === 'published') throw new AppError(409, 'CONFLICT', 'Unpublish the catalogue before deleting it.');
      const keys = await repo.imageKeys(id);
      await repo.transaction(async (trx) => {
        await repo.remove(trx, id);
        await repo.audit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'catalogue.delete',
          entity: 'catalogue',
          entityId: String(id),
          before: { ...audited(current), oc_debut: current.oc_debut, product_count: current.product_count },
          after: null,
          ip: actor.ip,
        });
      });
      await removeFiles(keys);
    },

    publish: (actor: Actor, id: number) => setPublished(actor, id, true),
    unpublish: (actor: Actor, id: number) => setPublished(actor, id, false),

    /**
     * Replaces the pages by the upload: one PDF (every page rendered) or images in page order. Zones
     * of pages that no longer exist go. The old images are removed once the new ones are in place.
     */
    async uploadPages(actor: Actor, id: number, files: Buffer[]): Promise<AdminCatalogueDetail> {
      const before = toAdmin(await row(id));
      const pdfs = files.filter(isPdf).length;
      if (pdfs > 0 && files.length > 1) throw new AppError(400, 'BAD_REQUEST', 'Send one PDF alone, or images only.');
      const images = pdfs === 1 ? await pdfPages(files[0]!, pdf) : await imagePages(files);
      const oldKeys = await repo.imageKeys(id);
      const stored = await storePages(id, images);
      try {
        await repo.transaction(async (trx) => {
          const zonesBefore = await repo.zones(id, undefined, trx);
          await repo.replacePages(trx, id, stored, catalogueUploadedPageUrl(id, 1, stored[0]!.image_key));
          await prices.record(trx, skusOf(zonesBefore), 'admin');
          const after = toAdmin((await repo.byId(id, trx))!);
          await repo.audit(trx, {
            staffId: actor.staffId,
            at: clock.now(),
            action: 'catalogue.pages',
            entity: 'catalogue',
            entityId: String(id),
            before: { page_count: before.page_count, pages_uploaded: before.pages_uploaded, product_count: before.product_count },
            after: {
              page_count: after.page_count,
              pages_uploaded: true,
              product_count: after.product_count,
              source: pdfs ? 'pdf' : 'images',
            },
            ip: actor.ip,
          });
        });
      } catch (err) {
        await removeFiles(stored.map((s) => s.image_key));
        throw err;
      }
      await removeFiles(oldKeys);
      return detail(id);
    },

    async products(id: number, q: PageQuery & { page_number?: number | undefined }): Promise<AdminCatalogueProductList> {
      await row(id);
      const { limit, offset } = pageWindow(q);
      const { rows, total } = await repo.zonesPage(id, q.page_number, limit, offset);
      return pageOf(rows, q, total);
    },

    /**
     * The page's zones become the list given, all or nothing: an unknown sku, a sku twice, or a
     * product already on another page of the catalogue is listed in `details` (422) and nothing is
     * written. remise = round((old_price − price) / old_price × 100), as everywhere.
     */
    async putZones(actor: Actor, id: number, page: number, zones: AdminZoneInput[]): Promise<AdminZonesResponse> {
      await row(id);
      const drawn = await repo.pageIsDrawn(id, page);
      if (drawn === undefined) throw notFound('CATALOGUE_PAGE_NOT_FOUND', `Catalogue ${id} has no page ${page}.`);
      const skus = [...new Set(zones.map((z) => z.sku))];
      const [products, existing] = await Promise.all([repo.productsBySku(skus), repo.zones(id)]);
      const idOf = new Map(products.map((p) => [p.sku, p.id]));
      const elsewhere = new Map(existing.filter((z) => z.page !== page).map((z) => [z.sku, z.page]));
      const details: { path: string; message: string }[] = [];
      const seen = new Set<string>();
      zones.forEach((z, i) => {
        const path = `zones.${i}.sku`;
        if (!idOf.has(z.sku)) details.push({ path, message: `unknown sku ${z.sku}` });
        else if (seen.has(z.sku)) details.push({ path, message: `sku ${z.sku} is twice on this page` });
        else if (elsewhere.has(z.sku)) details.push({ path, message: `sku ${z.sku} is already on page ${elsewhere.get(z.sku)}` });
        seen.add(z.sku);
      });
      if (details.length) {
        throw new AppError(422, 'CATALOGUE_ZONES_INVALID', `${details.length} zone(s) refused: nothing was saved.`, {}, { details });
      }
      const rows: NewZone[] = zones.map((z, position) => ({
        product_id: idOf.get(z.sku)!,
        position,
        x: z.x,
        y: z.y,
        w: z.w,
        h: z.h,
        price: z.price,
        old_price: z.old_price,
        remise: discountPercent(z.old_price, z.price),
      }));
      const write = repo.transaction(async (trx) => {
        const before = await repo.zones(id, page, trx);
        await repo.replaceZones(trx, id, page, rows, drawn);
        const after = await repo.zones(id, page, trx);
        await prices.record(trx, skusOf([...before, ...after]), 'admin');
        await repo.audit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'catalogue.zones',
          entity: 'catalogue',
          entityId: String(id),
          before: { page, zones: before.map(auditedZone) },
          after: { page, zones: after.map(auditedZone) },
          ip: actor.ip,
        });
        return { page, zones: after };
      });
      return write.catch((err: unknown) => {
        if (isUniqueViolation(err))
          throw new AppError(409, 'CONFLICT', 'A product of this page was placed elsewhere at the same time: try again.');
        throw err;
      });
    },

    /** One catalogue product's prices; old_price stays at least price (422 CATALOGUE_PRICE_INVALID). */
    async setPrice(actor: Actor, id: number, sku: string, change: AdminCataloguePriceRequest): Promise<AdminCatalogueProduct> {
      await row(id);
      const current = await repo.zoneBySku(id, sku);
      if (!current) throw notFound('CATALOGUE_PRODUCT_NOT_FOUND', `The product ${sku} is not in catalogue ${id}.`);
      const price = change.price ?? current.price;
      const oldPrice = change.old_price ?? current.old_price;
      if (oldPrice < price)
        throw new AppError(422, 'CATALOGUE_PRICE_INVALID', `old_price (${oldPrice}) must be at least price (${price}).`);
      const drawn = (await repo.pageIsDrawn(id, current.page)) === true;
      return repo.transaction(async (trx) => {
        await repo.setPrices(trx, id, current.product_id, { price, old_price: oldPrice, remise: discountPercent(oldPrice, price) }, drawn);
        await prices.record(trx, [sku], 'admin');
        const after = (await repo.zoneBySku(id, sku, trx))!;
        await repo.audit(trx, {
          staffId: actor.staffId,
          at: clock.now(),
          action: 'catalogue.price',
          entity: 'catalogue',
          entityId: String(id),
          before: auditedZone(current),
          after: auditedZone(after),
          ip: actor.ip,
        });
        return after;
      });
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
