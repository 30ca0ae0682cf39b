import { z } from 'zod';

/** The languages the API answers in (docs/architecture.md#languages). */
export const Lang = z.enum(['fr', 'ar']);
export type Lang = z.infer<typeof Lang>;

/** ?lang=fr|ar: the language of the text the server writes; beats Accept-Language; default French. */
export const LangParam = Lang.optional().describe("Language of the answer's texts (fr or ar); else Accept-Language; default fr");

export const LangQuery = z.object({ lang: LangParam });
export type LangQuery = z.input<typeof LangQuery>;
