import { CATALOGUE_PAGE as P, type Lang } from '@qadhya/contracts';
import { dayMonth, fullDate, weekLong, weekLongAr, weekShort, weekShortAr } from './dates.ts';
import { drawRtl, hasRtl } from './rtl-text.ts';
import { svgDocument, text, type TextOptions } from './svg.ts';
import { RED, YELLOW, tile, type TileData } from './tile.ts';

export interface PageData {
  catalogueName: string;
  /** "YYYY-MM-DD" of the Wednesday and the Tuesday. */
  start: string;
  end: string;
  page: number;
  pageCount: number;
  layout: 'cover' | 'grid6' | 'grid9' | 'hero5';
  title: string;
  tiles: TileData[];
  /** The language of the words drawn (docs/media.md#arabic-images); French by default. */
  lang?: Lang;
}

/** The flyer's own words in each language. */
const WORDS = {
  fr: {
    weekShort,
    weekLong,
    prixChoc: 'PRIX CHOC',
    tagline: 'Des centaines de prix choc dans tous nos magasins',
    validity: (start: string, end: string) =>
      `Prix valables du ${fullDate(start)} au ${fullDate(end)}, dans la limite des stocks disponibles.`,
    page: 'page',
  },
  ar: {
    weekShort: weekShortAr,
    weekLong: weekLongAr,
    prixChoc: 'أسعار صادمة',
    tagline: 'مئات الأسعار الصادمة في كلّ فضاءاتنا',
    validity: (start: string, end: string) =>
      `الأسعار صالحة من ${fullDate(start, 'ar')} إلى ${fullDate(end, 'ar')} في حدود الكميات المتوفّرة.`,
    page: 'صفحة',
  },
} as const;

/** A text drawn as SVG text, or as shaped outlines when it is written right to left. */
const write = (x: number, y: number, content: string, o: TextOptions) =>
  hasRtl(content) ? drawRtl(x, y, content, o) : text(x, y, content, o);

const logo = (x: number, y: number, size: number, anchor: 'start' | 'end' = 'start') =>
  text(x, y, 'Qadhya', { size, fill: '#ffffff', bold: true, italic: true, anchor, extra: 'letter-spacing="-0.5"' });

function header(d: PageData): string {
  const h = P.headerHeight;
  if (d.lang === 'ar') return headerAr(d);
  return (
    `<rect width="${P.width}" height="${h}" fill="${RED}"/>` +
    `<path d="M230 0 L${P.width} 0 L${P.width} ${h} L200 ${h}z" fill="#c00510"/>` +
    logo(12, 26, 20) +
    text(12, 52, d.title, { size: 15, fill: '#ffffff', bold: true, maxWidth: 190 }) +
    `<rect x="208" y="12" width="134" height="20" rx="10" fill="${YELLOW}"/>` +
    text(275, 26, weekShort(d.start, d.end), { size: 8.5, fill: RED, bold: true, anchor: 'middle', maxWidth: 124 }) +
    text(338, 52, 'PRIX CHOC', { size: 11, fill: YELLOW, bold: true, anchor: 'end', italic: true })
  );
}

/** The Arabic title band, mirrored: logo and title on the right, the week and "prix choc" on the left. */
function headerAr(d: PageData): string {
  const h = P.headerHeight;
  const w = WORDS.ar;
  return (
    `<rect width="${P.width}" height="${h}" fill="${RED}"/>` +
    `<path d="M${P.width - 230} 0 L0 0 L0 ${h} L${P.width - 200} ${h}z" fill="#c00510"/>` +
    logo(P.width - 12, 26, 20, 'end') +
    write(P.width - 12, 52, d.title, { size: 15, fill: '#ffffff', bold: true, anchor: 'end', maxWidth: 190 }) +
    `<rect x="8" y="12" width="134" height="20" rx="10" fill="${YELLOW}"/>` +
    write(75, 26, w.weekShort(d.start, d.end), { size: 8.5, fill: RED, bold: true, anchor: 'middle', maxWidth: 124 }) +
    write(12, 52, w.prixChoc, { size: 11, fill: YELLOW, bold: true, anchor: 'start', maxWidth: 120 })
  );
}

function coverHeader(d: PageData): string {
  const h = P.coverHeaderHeight;
  const w = WORDS[d.lang ?? 'fr'];
  return (
    `<rect width="${P.width}" height="${h}" fill="${RED}"/>` +
    `<circle cx="320" cy="20" r="70" fill="#ff1a2b" opacity="0.6"/><circle cx="20" cy="140" r="50" fill="#c00510"/>` +
    logo(175 - 62, 46, 36) +
    write(175, 84, d.catalogueName, { size: 20, fill: YELLOW, bold: true, anchor: 'middle', maxWidth: 320 }) +
    `<rect x="25" y="100" width="300" height="30" rx="15" fill="${YELLOW}"/>` +
    write(175, 120, w.weekLong(d.start, d.end), { size: 13, fill: RED, bold: true, anchor: 'middle', maxWidth: 280 }) +
    write(175, 143, w.tagline, { size: 8, fill: '#ffffff', anchor: 'middle', maxWidth: 300 })
  );
}

function footer(d: PageData): string {
  const y = P.height - P.footerHeight;
  const ar = d.lang === 'ar';
  const w = WORDS[d.lang ?? 'fr'];
  return (
    `<rect y="${y}" width="${P.width}" height="${P.footerHeight}" fill="#f3ede4"/>` +
    write(ar ? P.width - 8 : 8, y + 14, w.validity(d.start, d.end), {
      size: 6.5,
      fill: '#555555',
      maxWidth: 280,
      anchor: ar ? 'end' : 'start',
    }) +
    text(ar ? 8 : P.width - 8, y + 14.5, `${d.page} / ${d.pageCount}`, { size: 8, fill: RED, bold: true, anchor: ar ? 'start' : 'end' })
  );
}

/** A flyer page at the spec's 350x500: title band, product tiles, footer with validity and page number. */
export function cataloguePageSvg(d: PageData): string {
  const body =
    `<rect width="${P.width}" height="${P.height}" fill="#fffaf2"/>` +
    (d.layout === 'cover' ? coverHeader(d) : header(d)) +
    d.tiles.map((t) => tile(t, d.lang ?? 'fr')).join('') +
    footer(d);
  const w = WORDS[d.lang ?? 'fr'];
  return svgDocument(
    P.width,
    P.height,
    body,
    `${d.catalogueName} – ${w.page} ${d.page} (${dayMonth(d.start, d.lang)}–${dayMonth(d.end, d.lang)})`,
    d.lang === 'ar' ? 'ar' : undefined,
  );
}
