import { label } from './label.ts';
import type { PackDrawer } from './pack-style.ts';
import { shade, text, wrap } from './svg.ts';

const sizeText = (x: number, y: number, size: string, fill: string) =>
  size ? text(x, y, size, { size: 9, fill, bold: true, anchor: 'middle', maxWidth: 60 }) : '';

/** Packaged groceries: brick, bottle, jar, can, tin, bag, box, tub, tube, bar, pouch. */

export const carton: PackDrawer = (s) =>
  `<polygon points="130,52 148,40 148,170 130,182" fill="${shade(s.main, -0.3)}"/>` +
  `<polygon points="58,52 76,40 148,40 130,52" fill="${shade(s.main, 0.45)}"/>` +
  `<rect x="58" y="52" width="72" height="130" fill="${s.main}"/>` +
  `<rect x="58" y="52" width="72" height="52" fill="#ffffff"/>` +
  `<path d="M58 100 q18 -12 36 0 t36 0 v10 h-72z" fill="${s.accent}"/>` +
  `<rect x="106" y="38" width="14" height="8" rx="2" fill="${s.accent}"/>` +
  (s.brand ? text(94, 82, s.brand, { size: 14, fill: s.main, bold: true, anchor: 'middle', maxWidth: 64 }) : '') +
  wrap(s.name, 14, 3)
    .map((line, i) => text(94, 128 + i * 10, line, { size: 8, fill: s.ink, anchor: 'middle', maxWidth: 64 }))
    .join('') +
  sizeText(94, 172, s.size, s.ink);

export const bottle: PackDrawer = (s) =>
  `<rect x="87" y="20" width="26" height="13" rx="2" fill="${s.accent}"/>` +
  `<path d="M91 33 h18 v10 c0 9 23 14 23 32 v100 c0 6 -4 10 -10 10 h-44 c-6 0 -10 -4 -10 -10 v-100 c0 -18 23 -23 23 -32z" fill="${s.content}" stroke="${shade(s.content, -0.35)}" stroke-width="1.5"/>` +
  `<rect x="75" y="70" width="6" height="105" rx="3" fill="#ffffff" opacity="0.35"/>` +
  `<rect x="68" y="98" width="64" height="58" fill="${s.main}"/>` +
  `<rect x="68" y="98" width="64" height="5" fill="${s.accent}"/>` +
  label(s, { cx: 100, top: 104, width: 58, brandFill: s.ink, nameFill: s.ink, brandSize: 13, nameSize: 7 });

export const jar: PackDrawer = (s) =>
  `<rect x="64" y="42" width="72" height="20" rx="3" fill="${s.accent}"/>` +
  `<path d="M66 47 h68 M66 52 h68 M66 57 h68" stroke="${shade(s.accent, -0.25)}" stroke-width="1"/>` +
  `<rect x="58" y="60" width="84" height="122" rx="16" fill="${s.content}" stroke="${shade(s.content, -0.35)}" stroke-width="1.5"/>` +
  `<rect x="64" y="66" width="7" height="104" rx="3.5" fill="#ffffff" opacity="0.3"/>` +
  `<rect x="58" y="90" width="84" height="62" fill="#ffffff"/>` +
  `<rect x="58" y="90" width="84" height="14" fill="${s.main}"/>` +
  label(s, { cx: 100, top: 104, width: 76, brandFill: s.main, nameFill: '#333333', brandSize: 13, nameSize: 7 });

export const can: PackDrawer = (s) =>
  `<ellipse cx="100" cy="174" rx="40" ry="9" fill="${shade(s.main, -0.35)}"/>` +
  `<rect x="60" y="50" width="80" height="124" fill="${s.main}"/>` +
  `<rect x="60" y="50" width="14" height="124" fill="#000000" opacity="0.12"/>` +
  `<rect x="122" y="50" width="8" height="124" fill="#ffffff" opacity="0.18"/>` +
  `<ellipse cx="100" cy="50" rx="40" ry="9" fill="#d5d8dc" stroke="#9aa0a6"/>` +
  `<ellipse cx="100" cy="50" rx="32" ry="6" fill="none" stroke="#aeb4ba"/>` +
  `<rect x="60" y="88" width="80" height="56" fill="#ffffff"/>` +
  `<rect x="60" y="84" width="80" height="4" fill="${s.accent}"/>` +
  label(s, { cx: 100, top: 92, width: 72, brandFill: s.main, nameFill: '#333333', brandSize: 14, nameSize: 7 });

export const tin: PackDrawer = (s) =>
  `<rect x="34" y="92" width="132" height="66" rx="18" fill="${shade(s.main, -0.3)}"/>` +
  `<rect x="34" y="80" width="132" height="66" rx="18" fill="${s.main}" stroke="${shade(s.main, -0.4)}"/>` +
  `<rect x="44" y="88" width="112" height="50" rx="12" fill="none" stroke="#ffffff" stroke-opacity="0.5"/>` +
  `<circle cx="52" cy="113" r="8" fill="none" stroke="#cfd3d6" stroke-width="3"/>` +
  label(s, { cx: 106, top: 86, width: 92, brandFill: s.ink, nameFill: s.ink, brandSize: 14, nameSize: 7 });

const zigzag = (y: number) => {
  let d = `M56 ${y}`;
  for (let x = 56; x < 144; x += 8) d += ` l4 ${y < 100 ? -5 : 5} l4 ${y < 100 ? 5 : -5}`;
  return `<path d="${d}" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="1.5"/>`;
};

export const bag: PackDrawer = (s) =>
  `<path d="M54 38 h92 l-5 10 c9 40 9 92 0 132 l5 10 h-92 l5 -10 c-9 -40 -9 -92 0 -132z" fill="${s.main}"/>` +
  zigzag(44) +
  zigzag(184) +
  `<path d="M64 58 c-4 40 -4 80 0 118" stroke="#ffffff" stroke-opacity="0.25" stroke-width="5" fill="none"/>` +
  `<ellipse cx="100" cy="142" rx="30" ry="20" fill="${s.content}" stroke="#ffffff" stroke-width="3"/>` +
  label(s, { cx: 100, top: 60, width: 72, brandFill: s.ink, nameFill: s.ink, brandSize: 16, nameSize: 8, showSize: false }) +
  sizeText(100, 176, s.size, s.ink);

export const box: PackDrawer = (s) =>
  s.wide
    ? `<polygon points="160,84 172,74 172,140 160,152" fill="${shade(s.main, -0.3)}"/>` +
      `<polygon points="28,84 40,74 172,74 160,84" fill="${shade(s.main, 0.35)}"/>` +
      `<rect x="28" y="84" width="132" height="68" fill="${s.main}"/>` +
      `<rect x="28" y="84" width="132" height="14" fill="${s.accent}"/>` +
      `<circle cx="138" cy="128" r="16" fill="${s.content}" stroke="#ffffff" stroke-width="2"/>` +
      label(s, { cx: 80, top: 98, width: 96, brandFill: s.ink, nameFill: s.ink, brandSize: 14, nameSize: 7 })
    : `<polygon points="132,40 148,30 148,170 132,180" fill="${shade(s.main, -0.3)}"/>` +
      `<polygon points="56,40 72,30 148,30 132,40" fill="${shade(s.main, 0.35)}"/>` +
      `<rect x="56" y="40" width="76" height="140" fill="${s.main}"/>` +
      `<rect x="56" y="60" width="76" height="30" fill="${s.accent}"/>` +
      `<circle cx="94" cy="134" r="20" fill="${s.content}" stroke="#ffffff" stroke-width="3"/>` +
      label(s, { cx: 94, top: 60, width: 70, brandFill: s.main, nameFill: s.main, brandSize: 14, nameSize: 7, lines: 1, showSize: false }) +
      sizeText(94, 172, s.size, s.ink);

export const tub: PackDrawer = (s) =>
  `<path d="M52 72 L64 172 Q100 184 136 172 L148 72z" fill="#ffffff" stroke="#d0d0d0"/>` +
  `<path d="M55 98 L61 150 Q100 160 139 150 L145 98 Q100 108 55 98z" fill="${s.main}"/>` +
  `<ellipse cx="100" cy="72" rx="48" ry="12" fill="${shade(s.main, 0.35)}" stroke="${shade(s.main, -0.2)}"/>` +
  `<ellipse cx="100" cy="70" rx="38" ry="7" fill="${s.accent}" opacity="0.6"/>` +
  label(s, { cx: 100, top: 102, width: 76, brandFill: s.ink, nameFill: s.ink, brandSize: 13, nameSize: 7 });

export const tube: PackDrawer = (s) =>
  `<rect x="20" y="94" width="18" height="22" rx="3" fill="${s.accent}"/>` +
  `<path d="M38 86 h104 l18 -8 v54 l-18 -8 h-104z" fill="#ffffff" stroke="#cfcfcf"/>` +
  `<rect x="142" y="76" width="18" height="58" fill="${s.main}"/>` +
  `<rect x="38" y="86" width="104" height="10" fill="${s.main}"/>` +
  `<rect x="38" y="114" width="104" height="10" fill="${s.main}"/>` +
  label(s, { cx: 90, top: 94, width: 96, brandFill: s.main, nameFill: '#333333', brandSize: 11, nameSize: 6, lines: 1, showSize: false });

export const bar: PackDrawer = (s) =>
  `<rect x="26" y="68" width="148" height="74" rx="4" fill="${s.main}"/>` +
  `<rect x="26" y="124" width="148" height="8" fill="${s.accent}"/>` +
  `<polygon points="128,68 174,68 174,110" fill="${s.content}"/>` +
  `<path d="M142 68 v14 M156 68 v28 M142 82 h32 M160 96 h14" stroke="${shade(s.content, -0.3)}" stroke-width="1.5"/>` +
  `<polygon points="128,68 174,110 168,114 124,72" fill="#d9d9d9"/>` +
  label(s, { cx: 78, top: 74, width: 96, brandFill: s.ink, nameFill: s.ink, brandSize: 16, nameSize: 7, lines: 2 });

export const pouch: PackDrawer = (s) =>
  `<path d="M60 38 h80 v10 c5 40 7 90 4 132 q-44 8 -88 0 c-3 -42 -1 -92 4 -132z" fill="${s.main}"/>` +
  `<rect x="60" y="38" width="80" height="12" fill="${shade(s.main, -0.25)}"/>` +
  `<circle cx="100" cy="64" r="4.5" fill="#e6e6e6"/>` +
  `<ellipse cx="100" cy="118" rx="36" ry="34" fill="${s.accent}" opacity="0.9"/>` +
  label(s, { cx: 100, top: 92, width: 64, brandFill: s.main, nameFill: s.main, brandSize: 13, nameSize: 7 });
