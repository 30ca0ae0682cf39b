/**
 * What the PDF render worker and its pool say to each other (docs/catalogue-admin.md#heavy-pdfs).
 * Types and plain values only: the worker imports this file and nothing else of the server.
 */

/** Why a PDF is too heavy to render (the `reason` of a 422 PDF_TOO_HEAVY). */
export type HeavyReason = 'pages' | 'page_size' | 'image_size' | 'bytes' | 'time' | 'memory';

/** A catalogue page side, in PDF points, at most: 14,400 pt (200 inches), the PDF format's own limit. */
export const MAX_PAGE_POINTS = 14_400;

/** An image inside the PDF, in pixels, at most (10,000 × 10,000: decoded, 300 to 400 MB). */
export const MAX_PDF_IMAGE_PIXELS = 100_000_000;

/** The budgets of one file, given to the worker when it starts. */
export interface RenderBudget {
  /** Pages a catalogue may have at all (more: CATALOGUE_TOO_MANY_PAGES). */
  catalogueMaxPages: number;
  /** Pages this server renders from one PDF (more: PDF_TOO_HEAVY, reason pages). */
  maxPages: number;
  /** MuPDF's WebAssembly heap, MB, checked after opening and after each page. */
  memoryMb: number;
  /** The stored page size: each page is drawn straight at the size that fits inside it. */
  width: number;
  height: number;
}

export interface WorkerData {
  budget: RenderBudget;
  /**
   * One Int32: while it holds 1 the worker waits before each page (after saying `held`), as a page
   * that takes long to draw would. Only tests set it (the pool's `holdRenders`).
   */
  hold: Int32Array;
}

/** The pool asks: render this file (its bytes moved to the worker). */
export interface RenderJob {
  bytes: Uint8Array;
}

/** What the worker answers, in this order: ready, then per job pages…, done, or one refusal. */
export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'held' }
  | { type: 'page'; index: number; count: number; png: Uint8Array }
  | { type: 'done'; count: number }
  | { type: 'invalid'; why: string }
  | { type: 'too_many'; count: number }
  | { type: 'heavy'; reason: HeavyReason; detail: string };
