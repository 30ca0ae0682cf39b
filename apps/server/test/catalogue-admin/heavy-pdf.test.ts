/**
 * A heavy PDF cannot stall the server (docs/catalogue-admin.md#heavy-pdfs): PDFs are drawn in a
 * worker thread, within a budget per file (pages, page and image sizes, time, memory); past one the
 * upload is refused with PDF_TOO_HEAVY and nothing is written, and the server answers meanwhile.
 * The slow render is the pool's hold (the worker waits before a page, as a long page would): no
 * test measures time.
 */
import fs from 'node:fs/promises';
import { BACK_OFFICE_ERROR_TEXTS_AR } from '@qadhya/contracts/back-office-error-texts.ar';
import { BACK_OFFICE_ERROR_TEXTS_FR } from '@qadhya/contracts/back-office-error-texts.fr';
import type { AdminCatalogueDetail } from '@qadhya/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPdfRenderPool } from '../../src/modules/catalogue-admin/pdf-render-pool.ts';
import { createStaff } from '../admin/staff-helpers.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { pdfWithImage, pdfWithPageSize } from './heavy-pdfs.ts';
import { createDraft, dropCatalogues, makePdf, multipartFiles } from './helpers.ts';

const WEEK_5 = 202705;
const WEEK_6 = 202706;
const SIZE = { width: 700, height: 1000 };

/** An app with a catalogue draft of its own, and what an upload to it left behind. */
async function setUp(id: number, date: string, env: Record<string, string>) {
  const app = await buildTestApp({ env });
  await dropCatalogues(app, [id]);
  const marketing = await createStaff(app, 'marketing');
  await createDraft(app, marketing.headers, date);
  const upload = (bytes: Buffer) => {
    const body = multipartFiles([{ bytes, filename: 'catalogue.pdf', type: 'application/pdf' }]);
    return app.inject({
      method: 'POST',
      url: `/api/v1/admin/catalogues/${id}/pages`,
      headers: { ...marketing.headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  /** The catalogue's pages, its stored images and its audit lines: what a refused upload must not change. */
  const written = async () => {
    const detail = (await app.inject({ url: `/api/v1/admin/catalogues/${id}`, headers: marketing.headers })).json<AdminCatalogueDetail>();
    const folder = app.storage.pathOf(`catalogue-pages/${id}`)!;
    const files = await fs.readdir(folder).catch(() => [] as string[]);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'catalogue')
      .where('entity_id', '=', String(id))
      .where('action', '=', 'catalogue.pages')
      .execute();
    return { pages: detail.pages, page_count: detail.page_count, files: files.sort(), audits: audit.length };
  };
  return { app, marketing, upload, written };
}

function expectTooHeavy(res: LightMyRequestResponse, reason: string) {
  expect(res.statusCode).toBe(422);
  expect(res.json()).toMatchObject({ code: 'PDF_TOO_HEAVY', reason });
}

describe('heavy PDFs through the upload route', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  let app: FastifyInstance;
  beforeAll(async () => {
    // One render at a time and none waiting, two pages per PDF at most.
    ctx = await setUp(WEEK_5, '2027-02-03', { PDF_RENDER_WORKERS: '1', PDF_RENDER_QUEUE: '0', PDF_MAX_PAGES: '2' });
    app = ctx.app;
  });
  afterAll(async () => {
    await dropCatalogues(app, [WEEK_5]);
    await app.close();
  });

  it('the refusal has a French and an Arabic text for the back office', () => {
    expect(BACK_OFFICE_ERROR_TEXTS_FR.PDF_TOO_HEAVY).toMatch(/^Ce PDF est trop lourd/);
    expect(BACK_OFFICE_ERROR_TEXTS_AR.PDF_TOO_HEAVY).toMatch(/[\u0600-\u06FF]/);
  });

  it('a normal PDF within the budget still uploads its pages', async () => {
    const res = await ctx.upload(await makePdf(2));
    expect(res.statusCode).toBe(200);
    expect(res.json<AdminCatalogueDetail>()).toMatchObject({ page_count: 2, pages_uploaded: true });
    const after = await ctx.written();
    expect(after.files).toHaveLength(2);
    expect(after.audits).toBe(1);
  });

  it('more pages than the budget: PDF_TOO_HEAVY (pages); more than a catalogue holds: CATALOGUE_TOO_MANY_PAGES; nothing written', async () => {
    const before = await ctx.written();
    expectTooHeavy(await ctx.upload(await makePdf(3)), 'pages');
    const many = await ctx.upload(await makePdf(41));
    expect(many.statusCode).toBe(422);
    expect(many.json().code).toBe('CATALOGUE_TOO_MANY_PAGES');
    expect(await ctx.written()).toEqual(before);
  });

  it('an absurd page (20000 × 20000 pt) is refused before anything is drawn, nothing written', async () => {
    const before = await ctx.written();
    const res = await ctx.upload(await pdfWithPageSize(20_000, 20_000));
    expectTooHeavy(res, 'page_size');
    expect(res.json().message).toContain('20000 × 20000 pt');
    expect(await ctx.written()).toEqual(before);
  });

  it('an image declaring 400 megapixels (a decompression bomb) is refused before it is decoded, nothing written', async () => {
    const before = await ctx.written();
    expectTooHeavy(await ctx.upload(await pdfWithImage(20_000, 20_000)), 'image_size');
    expect(await ctx.written()).toEqual(before);
  });

  it('while a PDF renders, the server answers its health check, and a second PDF gets 503 BUSY (bounded queue)', async () => {
    const hold = app.services.pdfRenderer.holdRenders();
    let settled = false;
    const rendering = ctx.upload(await makePdf(2)).finally(() => {
      settled = true;
    });
    try {
      await hold.held;
      // The render is in progress in its worker (held before a page): the event loop is free.
      const health = await app.inject({ url: '/api/health/live' });
      expect(health.statusCode).toBe(200);
      expect(settled).toBe(false);
      const busy = await ctx.upload(await makePdf(1));
      expect(busy.statusCode).toBe(503);
      expect(busy.json().code).toBe('BUSY');
      expect(settled).toBe(false);
      expect(app.services.pdfRenderer.load).toEqual({ running: 1, waiting: 0 });
    } finally {
      hold.release();
    }
    const done = await rendering;
    expect(done.statusCode).toBe(200);
    expect(done.json<AdminCatalogueDetail>().page_count).toBe(2);
  });
});

describe('a render past its time budget', () => {
  let ctx: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    ctx = await setUp(WEEK_6, '2027-02-10', { PDF_RENDER_TIMEOUT_MS: '50' });
  });
  afterAll(async () => {
    await dropCatalogues(ctx.app, [WEEK_6]);
    await ctx.app.close();
  });

  it('is ended: PDF_TOO_HEAVY (time), nothing written, and the next file gets a fresh worker', async () => {
    const before = await ctx.written();
    for (const attempt of [1, 2]) {
      // Held, the render can never end by itself: only the time budget stops it.
      const hold = ctx.app.services.pdfRenderer.holdRenders();
      try {
        // The second time in a new worker: the ended one is not reused.
        const res = await ctx.upload(await makePdf(1));
        expectTooHeavy(res, 'time');
        expect(res.json().message, `attempt ${attempt}`).toContain('more than 0.05 s');
      } finally {
        hold.release();
      }
      expect(await ctx.written()).toEqual(before);
      expect(ctx.app.services.pdfRenderer.load).toEqual({ running: 0, waiting: 0 });
    }
  });
});

describe('the render pool alone', () => {
  it('past its memory budget the render is refused (PDF_TOO_HEAVY, memory)', async () => {
    // 16 MB is less than MuPDF's own heap once a document is open.
    const pool = createPdfRenderPool({ options: { workers: 1, queue: 0, maxPages: 40, timeoutMs: 60_000, memoryMb: 16 }, size: SIZE });
    await expect(pool.render(await makePdf(1))).rejects.toMatchObject({
      statusCode: 422,
      code: 'PDF_TOO_HEAVY',
      extra: { reason: 'memory' },
    });
  });

  it('a file over the byte budget is refused before a worker starts', async () => {
    const pool = createPdfRenderPool({ options: { workers: 1, queue: 0, maxPages: 40, timeoutMs: 60_000, memoryMb: 512 }, size: SIZE });
    const huge = Buffer.alloc(40 * 1024 * 1024 + 1);
    huge.write('%PDF-1.7\n');
    await expect(pool.render(huge)).rejects.toMatchObject({ code: 'PDF_TOO_HEAVY', extra: { reason: 'bytes' } });
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it('renders each page at the stored size as PNG, in order', async () => {
    const pool = createPdfRenderPool({ options: { workers: 2, queue: 1, maxPages: 40, timeoutMs: 60_000, memoryMb: 512 }, size: SIZE });
    const pngs = await pool.render(await makePdf(3));
    expect(pngs).toHaveLength(3);
    for (const png of pngs) {
      expect(Buffer.from(png).subarray(1, 4).toString()).toBe('PNG');
      // IHDR: width and height, big-endian, at bytes 16 and 20; A4 fitted inside 700 × 1000.
      const view = Buffer.from(png);
      expect(view.readUInt32BE(16)).toBe(700);
      expect(view.readUInt32BE(20)).toBeLessThanOrEqual(1000);
    }
  });
});
