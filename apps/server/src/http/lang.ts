import type { Lang } from '@qadhya/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type { Lang };

/** The q of the first range of `accept` matching `lang` (exactly or as a prefix "ar-TN"), 0 when none. */
function qualityOf(accept: string, lang: Lang): number {
  let best = 0;
  for (const part of accept.split(',')) {
    const [tag = '', ...params] = part.trim().toLowerCase().split(';');
    if (tag !== lang && !tag.startsWith(`${lang}-`)) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const value = q === undefined ? 1 : Number(q);
    if (Number.isFinite(value)) best = Math.max(best, Math.min(value, 1));
  }
  return best;
}

/**
 * The language of an answer (docs/architecture.md#languages): `?lang=fr|ar` (validated by the
 * route's schema), else Arabic when Accept-Language prefers it to French, else French.
 */
export function langOf(req: FastifyRequest): Lang {
  const query = req.query as { lang?: unknown } | undefined;
  if (query?.lang === 'ar' || query?.lang === 'fr') return query.lang;
  const accept = req.headers['accept-language'];
  if (typeof accept !== 'string' || accept.length > 500) return 'fr';
  const ar = qualityOf(accept, 'ar');
  return ar > 0 && ar > qualityOf(accept, 'fr') ? 'ar' : 'fr';
}

/** Content-Language, and Vary: Accept-Language added to what the reply already varies on. */
export function markLanguage(reply: FastifyReply, lang: Lang): void {
  reply.header('content-language', lang);
  const vary = reply.getHeader('vary');
  const list = typeof vary === 'string' && vary !== '' ? vary.split(',').map((v) => v.trim()) : [];
  if (!list.some((v) => v.toLowerCase() === 'accept-language')) list.push('accept-language');
  reply.header('vary', list.join(', '));
}

/** The language of the request, marked on the reply: the one call a localised route makes. */
export function answerLang(req: FastifyRequest, reply: FastifyReply): Lang {
  const lang = langOf(req);
  markLanguage(reply, lang);
  return lang;
}
