import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { GLOSSARY, bannedVariants } from './glossary.ts';
import { visibleTexts } from './visible-texts.ts';

/** docs/glossary.md: one word for one thing, in both apps and the server's texts, French and Arabic. */
const ROOT = path.resolve(import.meta.dirname, '../..');
const SCANNED = ['apps/web/src', 'apps/admin/src', 'apps/server/src', 'packages/contracts/src', 'packages/domain/src'];
/** The web app's manifest (name, description) is written in its Vite config. */
const CONFIGS = ['apps/web/vite.config.ts', 'apps/admin/vite.config.ts'];
/** The pages' <title> and <meta content>: what a browser, a search engine or a shared link shows. */
const PAGES = ['apps/web/index.html', 'apps/admin/index.html'];

/**
 * The route table (summaries and descriptions of the OpenAPI document, docs/api.md) is English
 * documentation for developers, like zod's .describe(): never a shopper's or staff member's text.
 */
const API_DOCS = path.join(ROOT, 'packages/contracts/src/routes');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' || p === API_DOCS ? [] : sources(p);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

/**
 * A quick look at a file's raw code before parsing it: a text can hold a banned variant only if the
 * code does, the placeholders aside (`${x} dinars` is written `} dinars`, `bon de ${x}` `bon de ${`)
 * and an apostrophe escaped (`d\'achat`). Most files have none, and parsing them all takes long.
 */
const LOOSE = bannedVariants().map(
  (b) =>
    new RegExp(
      b.pattern.source
        .replaceAll(String.raw`\}\}`, String.raw`\}`)
        .replaceAll(String.raw`\{\{`, String.raw`(?:\{\{|\$\{)`)
        .replaceAll(`['’]`, String.raw`\\?['’]`)
        .replaceAll(' ', String.raw`\s+`),
      b.pattern.flags,
    ),
);
const mayHold = (code: string) => LOOSE.some((p) => p.test(code));

/** An Arabic catalogue (`ar.ts`, `x.ar.ts`): its texts are Arabic even without an Arabic letter ('12 DT'). */
const arabicCatalogue = (file: string) => /(?:^|[/.])ar\.ts$/.test(file);

function offenders(file: string, code: string): string[] {
  if (!mayHold(code)) return [];
  const banned = bannedVariants();
  const arabic = arabicCatalogue(file);
  return visibleTexts(file, code).flatMap((v) =>
    banned
      .filter((b) => (b.script === v.script || (arabic && b.script === 'ar')) && b.pattern.test(v.text))
      .map((b) => `${file}:${v.line}: « ${b.text} » (say « ${b.say} ») in ${JSON.stringify(v.text)}`),
  );
}

describe('glossary', () => {
  it('no banned variant in a user-visible text of the web app, the back office or the server', () => {
    const files = [...SCANNED.flatMap((dir) => sources(path.join(ROOT, dir))), ...CONFIGS.map((f) => path.join(ROOT, f))];
    const found = files.flatMap((file) => offenders(path.relative(ROOT, file), fs.readFileSync(file, 'utf8')));
    for (const page of PAGES) {
      const html = fs.readFileSync(path.join(ROOT, page), 'utf8');
      const texts = [...html.matchAll(/<title>([^<]*)<\/title>|\bcontent="([^"]*)"/g)].map((m) => m[1] ?? m[2] ?? '');
      for (const text of texts) {
        const script = /[\u0600-\u06FF]/.test(text) ? 'ar' : 'fr';
        for (const b of bannedVariants())
          if (b.script === script && b.pattern.test(text))
            found.push(`${page}: « ${b.text} » (say « ${b.say} ») in ${JSON.stringify(text)}`);
      }
    }
    expect(found).toEqual([]);
  }, 120_000);

  it('docs/glossary.md lists every word and every banned variant of tools/glossary/glossary.ts', () => {
    const doc = fs.readFileSync(path.join(ROOT, 'docs/glossary.md'), 'utf8');
    const missing = GLOSSARY.flatMap((e) => [e.fr, e.ar, ...e.banned.map((b) => `« ${b.text} »`)]).filter((w) => !doc.includes(w));
    expect(missing).toEqual([]);
    expect(fs.readFileSync(path.join(ROOT, 'docs/README.md'), 'utf8')).toContain('(glossary.md)');
  });

  it('each banned variant is found by its own pattern', () => {
    expect(
      bannedVariants()
        .filter((b) => !b.pattern.test(b.text))
        .map((b) => b.text),
    ).toEqual([]);
  });

  it('finds banned words in shown texts, French and Arabic', () => {
    const ts = [
      "export const fr = { offers: { voucher: 'Voucher' }, 'routes.x': 'Last chance', points: { suffix: 'pts' } };",
      "export const ar = { price: '12 DT', cap: 'بحد أقصى {{amount}} DT', gift: 'قسائم الهدايا', off: 'خصم 20%', fav: 'إزالة {{name}} من المفضلة' };",
    ];
    expect(offenders('apps/web/src/features/x/i18n/x.fr.ts', ts[0]!)).toHaveLength(3);
    expect(offenders('apps/web/src/features/x/i18n/x.ar.ts', ts[1]!)).toHaveLength(5);
    // The glossary's own words pass: « د.ت » after a figure, « المفضّلة », « تخفيض », the brand « منتوجنا ».
    const arabicWords =
      "export const ar = { price: '12 د.ت', fav: 'إزالة {{name}} من المفضّلة', off: 'تخفيض 20%', brand: 'عالم منتوجنا', field: 'المبلغ بالدينار' };";
    expect(offenders('apps/web/src/features/x/i18n/x.ar.ts', arabicWords)).toEqual([]);
    const tsx = [
      'export const A = () => <p title="Mes vouchers">Historiques des gains</p>;',
      "export const B = ({ ok }: { ok: boolean }) => <Field label={ok ? 'Last chance' : 'Dernière chance'} />;",
      "const columns = [{ header: 'Bons cadeaux' }];",
    ];
    expect(offenders('apps/admin/src/features/x/X.tsx', tsx.join('\n'))).toHaveLength(4);
    const server = [
      'export const body_fr = `Votre ami a fait son premier achat : un bon de ${bonus / 1000} DT vous attend.`;',
      'export const body_ar = `قسيمة بقيمة ${bonus / 1000} دينار`;',
      'export const title_ar = `قسيمة شراء بقيمة ${bonus / 1000} DT`;',
      "const label = '10 DT offerts dès 50 TND d’achat';",
      "row(`${offer.kind === 'coupon' ? 'Coupon' : 'Voucher'} ${offer.code}`, amount);",
      "export const SCOPE_LABELS = { 'last_chance:write': 'Offres last chance' };",
    ];
    expect(offenders('apps/server/src/modules/x/x.service.ts', server.join('\n'))).toHaveLength(6);
  });

  it('leaves code alone: identifiers, routes, API values, keys, translation keys, schema docs, logs, comments', () => {
    const code = [
      "import { voucherLink } from './voucher-link.ts';",
      "// Mes vouchers cadeaux: the spec's words, replaced (docs/glossary.md)",
      "type Kind = 'coupon' | 'voucher';",
      "const kind: Kind = 'voucher';",
      "if (kind === 'voucher') console.log('Last chance voucher issued');",
      "const route = href('my-gift-vouchers');",
      'const url = `/layout/benefices?tab=voucher&offer=${1}`;',
      "const label = t('wallet.offers.voucher');",
      "const texts = { voucher: 'Bon d’achat', 'last-chance': 'Dernière chance' };",
      "const body = { voucher_id: 1, issue_type: 'last-chance' };",
      "const Contract = z.object({ bonus: z.number().describe('The referrer’s voucher, in TND') });",
      "app.get('/x', { schema: { summary: '« Utiliser mes points »: points into a voucher', description: 'Les vouchers' } });",
      "throw notFound('OFFER_NOT_FOUND', 'No such coupon or voucher among yours.');",
      'export const A = () => <a href="/layout/my-gift-vouchers" className="voucher" data-kind="voucher">{t(\'x\')}</a>;',
    ].join('\n');
    expect(offenders('apps/web/src/features/x/X.tsx', code)).toEqual([]);
  });
});
