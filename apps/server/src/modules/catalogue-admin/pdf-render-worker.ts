/**
 * The PDF render worker (docs/catalogue-admin.md#heavy-pdfs): a worker thread of the pool
 * (pdf-render-pool.ts) that opens one PDF with MuPDF and draws its pages as PNGs, so that a heavy
 * file never holds the server's event loop. It checks the budgets it can before drawing anything
 * (page count, page sizes, image sizes) and MuPDF's heap after each page; the pool enforces the
 * time budget and the JavaScript heap (resourceLimits) from outside. Imports nothing of the server
 * but the protocol: it runs from the sources (through tsx) and from the compiled build alike.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { MAX_PAGE_POINTS, MAX_PDF_IMAGE_PIXELS, type RenderJob, type WorkerData, type WorkerMessage } from './pdf-render-protocol.ts';

const { budget, hold } = workerData as WorkerData;
const port = parentPort!;
const post = (message: WorkerMessage, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer);

// MuPDF's Emscripten module object: it keeps HEAPU8 there, the view of its WebAssembly memory.
const moduleObject: { HEAPU8?: Uint8Array } = {};
(globalThis as Record<string, unknown>)['$libmupdf_wasm_Module'] = moduleObject;
const mupdf = await import('mupdf');
mupdf.setLog(() => {});

const heapMb = () => (moduleObject.HEAPU8?.buffer.byteLength ?? 0) / 1024 / 1024;

class Refusal extends Error {
  constructor(readonly answer: WorkerMessage) {
    super(answer.type);
  }
}
const heavy = (reason: Extract<WorkerMessage, { type: 'heavy' }>['reason'], detail: string) =>
  new Refusal({ type: 'heavy', reason, detail });
const invalid = (why: string) => new Refusal({ type: 'invalid', why });

function checkHeap() {
  const mb = heapMb();
  if (mb > budget.memoryMb) throw heavy('memory', `rendering needs more than ${budget.memoryMb} MB (${Math.round(mb)} MB)`);
}

/** Tests only: while the pool holds renders, wait here as a long page would (interruptible by terminate). */
function waitWhileHeld() {
  if (Atomics.load(hold, 0) !== 1) return;
  post({ type: 'held' });
  while (Atomics.load(hold, 0) === 1) Atomics.wait(hold, 0, 1, 20);
}

/** Every image of the document, by its declared size, before any is decoded. */
function checkImages(doc: InstanceType<typeof mupdf.PDFDocument>) {
  const objects = doc.countObjects();
  for (let num = 1; num < objects; num++) {
    const obj = doc.newIndirect(num).resolve();
    if (!obj.isDictionary() || obj.get('Subtype').asName() !== 'Image') continue;
    const pixels = obj.get('Width').asNumber() * obj.get('Height').asNumber();
    if (pixels > MAX_PDF_IMAGE_PIXELS)
      throw heavy('image_size', `an image of the PDF has ${Math.round(pixels / 1e6)} megapixels: at most ${MAX_PDF_IMAGE_PIXELS / 1e6}`);
  }
}

function render(bytes: Uint8Array) {
  let doc: InstanceType<typeof mupdf.Document>;
  try {
    doc = mupdf.Document.openDocument(bytes, 'application/pdf');
  } catch {
    throw invalid('broken or truncated');
  }
  try {
    let count: number;
    try {
      if (doc.needsPassword()) throw invalid('it is protected by a password');
      count = doc.countPages();
    } catch (err) {
      if (err instanceof Refusal) throw err;
      throw invalid('broken or truncated');
    }
    if (count < 1) throw invalid('it has no page');
    if (count > budget.catalogueMaxPages) throw new Refusal({ type: 'too_many', count });
    if (count > budget.maxPages) throw heavy('pages', `the PDF has ${count} pages: at most ${budget.maxPages}`);
    checkHeap();
    const pdf = doc.asPDF();
    if (pdf) checkImages(pdf);
    // Every page's size first: nothing is drawn from a file with an absurd page.
    const pages = [];
    for (let i = 0; i < count; i++) {
      let bounds: number[];
      try {
        pages.push(doc.loadPage(i));
        bounds = pages[i]!.getBounds();
      } catch {
        throw invalid(`page ${i + 1} could not be read`);
      }
      const [x0, y0, x1, y1] = bounds as [number, number, number, number];
      const w = x1 - x0;
      const h = y1 - y0;
      if (!(w > 0 && h > 0)) throw invalid(`page ${i + 1} has no usable size`);
      if (w > MAX_PAGE_POINTS || h > MAX_PAGE_POINTS) {
        throw heavy('page_size', `page ${i + 1} measures ${Math.round(w)} × ${Math.round(h)} pt: at most ${MAX_PAGE_POINTS} a side`);
      }
    }
    for (const [i, page] of pages.entries()) {
      waitWhileHeld();
      const [x0, y0, x1, y1] = page.getBounds() as [number, number, number, number];
      // Drawn straight at the stored size: the page fitted inside it.
      const scale = Math.min(budget.width / (x1 - x0), budget.height / (y1 - y0));
      let png: Uint8Array;
      try {
        const pixmap = page.toPixmap(mupdf.Matrix.scale(scale, scale), mupdf.ColorSpace.DeviceRGB, false, true);
        png = pixmap.asPNG().slice();
        pixmap.destroy();
        page.destroy();
      } catch {
        checkHeap();
        throw invalid(`page ${i + 1} could not be drawn`);
      }
      checkHeap();
      post({ type: 'page', index: i, count, png }, [png.buffer as ArrayBuffer]);
    }
    post({ type: 'done', count });
  } finally {
    doc.destroy();
  }
}

port.on('message', (job: RenderJob) => {
  try {
    render(job.bytes);
  } catch (err) {
    if (err instanceof Refusal) post(err.answer);
    else if (err instanceof RangeError || (err instanceof Error && /memory/i.test(err.message)))
      post({ type: 'heavy', reason: 'memory', detail: 'rendering ran out of memory' });
    else post({ type: 'invalid', why: 'it could not be rendered' });
  }
});
post({ type: 'ready' });
