import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { CATALOGUE_UPLOAD } from '@qadhya/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import { createGate } from '../../limits/gate.ts';
import type { HeavyReason, RenderBudget, WorkerData, WorkerMessage } from './pdf-render-protocol.ts';

/**
 * Catalogue PDFs are drawn off the event loop (docs/catalogue-admin.md#heavy-pdfs): each file in a
 * worker thread of its own (pdf-render-worker.ts), started for it and ended after it, so a crafted
 * file cannot stall the server, and all the memory it took goes back when it is done. At most
 * `workers` files at once, `queue` waiting, more: 503 BUSY. Budgets per file: pages, page and image
 * sizes, input bytes, time (the worker is ended past it) and memory (the worker's heap limits and
 * MuPDF's heap); past one, 422 PDF_TOO_HEAVY with its `reason`, and the upload writes nothing.
 */
export interface PdfRenderOptions {
  /** Files rendered at once (1 or 2: each takes a core). */
  workers: number;
  /** Files waiting for a worker; past that 503 BUSY. */
  queue: number;
  /** Pages rendered from one PDF at most (at most CATALOGUE_UPLOAD.maxPages). */
  maxPages: number;
  /** One file's rendering, from when its worker is ready; past it the worker is ended. */
  timeoutMs: number;
  /** The worker's JavaScript heap and MuPDF's WebAssembly heap, each, in MB. */
  memoryMb: number;
}

/** The stored page's pixels: each PDF page is drawn to fit inside them. */
export interface RenderSize {
  width: number;
  height: number;
}

const pdfInvalid = (why: string) => new AppError(422, 'CATALOGUE_PDF_INVALID', `The PDF could not be read: ${why}.`);
const tooManyPages = (n: number) =>
  new AppError(422, 'CATALOGUE_TOO_MANY_PAGES', `The upload has ${n} pages: at most ${CATALOGUE_UPLOAD.maxPages}.`);
export const pdfTooHeavy = (reason: HeavyReason, detail: string) =>
  new AppError(422, 'PDF_TOO_HEAVY', `The PDF is too heavy to render: ${detail}.`, {}, { reason });

/**
 * The worker's entry: from the sources (tests, development under tsx) the TypeScript file, loaded
 * through tsx's loader registered inside the worker; from the build, the bundle
 * scripts/build-server.mjs writes beside server.js.
 */
function workerEntry(): { entry: string | URL; eval: boolean } {
  if (!import.meta.url.endsWith('.ts')) return { entry: new URL('./pdf-render-worker.js', import.meta.url), eval: false };
  const file = new URL('./pdf-render-worker.ts', import.meta.url).href;
  // tsx's ESM API, as its package.json names it (its CommonJS build cannot be imported from ESM).
  const manifest = createRequire(import.meta.url).resolve('tsx/package.json');
  const api = (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { exports: Record<string, { import: { default: string } }> }).exports[
    './esm/api'
  ]!.import.default;
  const tsx = pathToFileURL(path.join(path.dirname(manifest), api)).href;
  const boot = `const { register } = await import(${JSON.stringify(tsx)}); register(); await import(${JSON.stringify(file)});`;
  return { entry: boot, eval: true };
}

/** What the pool is built from: the budgets (config.pdfRender), the stored page's pixels, the app's logger. */
export interface PdfRenderPoolDeps {
  options: PdfRenderOptions;
  size: RenderSize;
  log?: FastifyBaseLogger;
}

export function createPdfRenderPool({ options, size, log }: PdfRenderPoolDeps) {
  const gate = createGate(options.workers, options.queue);
  const hold = new Int32Array(new SharedArrayBuffer(4));
  const budget: RenderBudget = {
    catalogueMaxPages: CATALOGUE_UPLOAD.maxPages,
    maxPages: Math.min(options.maxPages, CATALOGUE_UPLOAD.maxPages),
    memoryMb: options.memoryMb,
    ...size,
  };
  const live = new Map<Worker, (err: Error) => void>();
  const heldListeners: (() => void)[] = [];
  const { entry, eval: isEval } = workerEntry();

  /** One file in a fresh worker: its pages as PNGs, in order. */
  function renderInWorker(bytes: Uint8Array): Promise<Uint8Array[]> {
    return new Promise((resolve, reject) => {
      const data: WorkerData = { budget, hold };
      const worker = new Worker(entry, {
        eval: isEval,
        workerData: data,
        resourceLimits: { maxOldGenerationSizeMb: options.memoryMb, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 },
        stdout: true,
        stderr: true,
      });
      // MuPDF's own messages are silenced in the worker; anything else it prints is dropped.
      worker.stdout.resume();
      worker.stderr.resume();
      const pages: Uint8Array[] = [];
      let timer: NodeJS.Timeout | undefined;
      let settled = false;
      const finish = (err: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        live.delete(worker);
        void worker.terminate();
        if (err) reject(err);
        else resolve(pages);
      };
      live.set(worker, finish);
      worker.on('message', (m: WorkerMessage) => {
        switch (m.type) {
          case 'ready':
            // The budget runs from here: starting the worker and loading MuPDF is not the file's doing.
            timer = setTimeout(
              () => finish(pdfTooHeavy('time', `rendering took more than ${options.timeoutMs / 1000} s`)),
              options.timeoutMs,
            );
            worker.postMessage({ bytes }, [bytes.buffer as ArrayBuffer]);
            break;
          case 'held':
            heldListeners.splice(0).forEach((notify) => notify());
            break;
          case 'page':
            pages[m.index] = m.png;
            break;
          case 'done':
            finish(null);
            break;
          case 'invalid':
            finish(pdfInvalid(m.why));
            break;
          case 'too_many':
            finish(tooManyPages(m.count));
            break;
          case 'heavy':
            finish(pdfTooHeavy(m.reason, m.detail));
            break;
        }
      });
      worker.on('error', (err: Error & { code?: string }) => {
        if (err.code === 'ERR_WORKER_OUT_OF_MEMORY')
          return finish(pdfTooHeavy('memory', `rendering needs more than ${options.memoryMb} MB`));
        log?.warn({ err }, 'the PDF render worker failed');
        finish(pdfInvalid('it could not be rendered'));
      });
      worker.on('exit', () => finish(pdfInvalid('it could not be rendered')));
    });
  }

  return {
    /** Every page of a PDF as a PNG at the stored size, rendered in a worker within the budgets. */
    render(bytes: Buffer): Promise<Uint8Array[]> {
      if (bytes.length > CATALOGUE_UPLOAD.maxFileBytes) {
        return Promise.reject(pdfTooHeavy('bytes', `the file has ${bytes.length} bytes: at most ${CATALOGUE_UPLOAD.maxFileBytes}`));
      }
      // A copy of its own, moved to the worker (the request's buffer may share its memory).
      return gate.run(() => renderInWorker(new Uint8Array(bytes)));
    },

    /** Files rendering now and waiting. */
    get load() {
      return { running: gate.running, waiting: gate.waiting };
    },

    /**
     * Tests only: the workers wait before each page, as if it took long to draw, until release();
     * `held` resolves once a worker waits (docs/catalogue-admin.md#heavy-pdfs).
     */
    holdRenders() {
      Atomics.store(hold, 0, 1);
      const held = new Promise<void>((notify) => heldListeners.push(notify));
      return {
        held,
        release() {
          Atomics.store(hold, 0, 0);
          Atomics.notify(hold, 0);
        },
      };
    },

    /** Ends every render in progress (the app is closing). */
    async close() {
      const stopping = new AppError(503, 'BUSY', 'The server is stopping: try again in a moment.');
      for (const finish of [...live.values()]) finish(stopping);
    },
  };
}

export type PdfRenderPool = ReturnType<typeof createPdfRenderPool>;
