import { CATALOGUE_PAGE as P } from '@qadhya/contracts';
import { dayMonth, fullDate, weekLong, weekShort } from './dates.ts';
import { svgDocument, text } from './svg.ts';
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
}

const logo = (x: number, y: number, size: number) =>
  text(x, y, 'Qadhya', { size, fill: '#ffffff', bold: true, italic: true, extra: 'letter-spacing="-0.5"' });

function header(d: PageData): string {
  const h = P.headerHeight;
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

function coverHeader(d: PageData): string {
  const h = P.coverHeaderHeight;
  return (
    `<rect width="${P.width}" height="${h}" fill="${RED}"/>` +
    `<circle cx="320" cy="20" r="70" fill="#ff1a2b" opacity="0.6"/><circle cx="20" cy="140" r="50" fill="#c00510"/>` +
    logo(175 - 62, 46, 36) +
    text(175, 84, d.catalogueName, { size: 20, fill: YELLOW, bold: true, anchor: 'middle', maxWidth: 320 }) +
    `<rect x="25" y="100" width="300" height="30" rx="15" fill="${YELLOW}"/>` +
    text(175, 120, weekLong(d.start, d.end), { size: 13, fill: RED, bold: true, anchor: 'middle', maxWidth: 280 }) +
    text(175, 143, 'Des centaines de prix choc dans tous nos magasins', { size: 8, fill: '#ffffff', anchor: 'middle', maxWidth: 300 })
  );
}

function footer(d: PageData): string {
  const y = P.height - P.footerHeight;
  return (
    `<rect y="${y}" width="${P.width}" height="${P.footerHeight}" fill="#f3ede4"/>` +
    text(8, y + 14, `Prix valables du ${fullDate(d.start)} au ${fullDate(d.end)}, dans la limite des stocks disponibles.`, {
      size: 6.5,
      fill: '#555555',
      maxWidth: 280,
    }) +
    text(P.width - 8, y + 14.5, `${d.page} / ${d.pageCount}`, { size: 8, fill: RED, bold: true, anchor: 'end' })
  );
}

/** A flyer page at the spec's 350x500: title band, product tiles, footer with validity and page number. */
export function cataloguePageSvg(d: PageData): string {
  const body =
    `<rect width="${P.width}" height="${P.height}" fill="#fffaf2"/>` +
    (d.layout === 'cover' ? coverHeader(d) : header(d)) +
    d.tiles.map(tile).join('') +
    footer(d);
  return svgDocument(P.width, P.height, body, `${d.catalogueName} – page ${d.page} (${dayMonth(d.start)}–${dayMonth(d.end)})`);
}

