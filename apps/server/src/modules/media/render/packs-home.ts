import { label } from './label.ts';
import type { PackDrawer } from './pack-style.ts';
import { shade, text } from './svg.ts';

/** Hygiene and household: pump bottle, aerosol, jug, paper rolls, tissues, diapers. */

export const pump: PackDrawer = (s) =>
  `<rect x="92" y="22" width="16" height="20" fill="#eeeeee" stroke="#bbbbbb"/>` +
  `<path d="M100 24 h26 v8 h-10" fill="none" stroke="#bbbbbb" stroke-width="5"/>` +
  `<rect x="84" y="40" width="32" height="12" rx="3" fill="${s.accent}"/>` +
  `<rect x="64" y="50" width="72" height="132" rx="20" fill="${s.main}"/>` +
  `<rect x="72" y="60" width="7" height="110" rx="3.5" fill="#ffffff" opacity="0.3"/>` +
  `<rect x="70" y="96" width="60" height="56" rx="6" fill="#ffffff"/>` +
  label(s, { cx: 100, top: 98, width: 54, brandFill: s.main, nameFill: '#333333', brandSize: 12, nameSize: 6, lines: 3 });

export const spray: PackDrawer = (s) =>
  `<path d="M76 50 q24 -30 48 0z" fill="${s.accent}"/>` +
  `<rect x="74" y="48" width="52" height="10" fill="#c7c7c7"/>` +
  `<rect x="72" y="58" width="56" height="124" rx="8" fill="${s.main}"/>` +
  `<rect x="78" y="62" width="6" height="114" rx="3" fill="#ffffff" opacity="0.3"/>` +
  label(s, { cx: 100, top: 90, width: 50, brandFill: s.ink, nameFill: s.ink, brandSize: 12, nameSize: 6, lines: 3 });

export const jug: PackDrawer = (s) =>
  `<path d="M58 60 h60 l20 -20 h14 v22 c8 8 10 18 10 30 v78 c0 6 -4 10 -10 10 h-94 c-6 0 -10 -4 -10 -10 v-94 c0 -10 4 -16 10 -16z" fill="${s.main}"/>` +
  `<path d="M122 62 h20 v36 h-20z" fill="#ffffff" opacity="0.85"/>` +
  `<rect x="136" y="28" width="20" height="14" rx="3" fill="${s.accent}"/>` +
  `<rect x="56" y="98" width="84" height="64" rx="8" fill="#ffffff"/>` +
  label(s, { cx: 98, top: 100, width: 76, brandFill: s.main, nameFill: '#333333', brandSize: 14, nameSize: 7 });

export const roll: PackDrawer = (s) =>
  [
    [66, 84],
    [134, 84],
    [66, 140],
    [134, 140],
  ]
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="30" fill="#ffffff" stroke="#d8d8d8" stroke-width="2"/><circle cx="${x}" cy="${y}" r="8" fill="#e7dcc8"/>`,
    )
    .join('') +
  `<rect x="30" y="94" width="140" height="36" rx="4" fill="${s.main}" opacity="0.95"/>` +
  label(s, { cx: 100, top: 96, width: 126, brandFill: s.ink, nameFill: s.ink, brandSize: 13, nameSize: 7, lines: 1, showSize: false });

export const tissue: PackDrawer = (s) =>
  `<path d="M80 64 q20 -40 40 0z" fill="#ffffff" stroke="#d6d6d6"/>` +
  `<polygon points="152,70 166,60 166,150 152,160" fill="${shade(s.main, -0.3)}"/>` +
  `<polygon points="34,70 48,60 166,60 152,70" fill="${shade(s.main, 0.3)}"/>` +
  `<rect x="34" y="70" width="118" height="90" fill="${s.main}"/>` +
  `<ellipse cx="93" cy="70" rx="22" ry="4" fill="#ffffff"/>` +
  label(s, { cx: 93, top: 92, width: 104, brandFill: s.ink, nameFill: s.ink, brandSize: 14, nameSize: 7 });

export const diaper: PackDrawer = (s) =>
  `<rect x="40" y="46" width="120" height="136" rx="24" fill="${s.main}"/>` +
  `<rect x="40" y="46" width="120" height="16" rx="8" fill="${shade(s.main, -0.2)}"/>` +
  `<circle cx="100" cy="142" r="24" fill="#ffe0bd"/><circle cx="92" cy="138" r="3" fill="#5a3d2b"/><circle cx="108" cy="138" r="3" fill="#5a3d2b"/>` +
  `<path d="M92 150 q8 6 16 0" stroke="#5a3d2b" stroke-width="2" fill="none"/>` +
  label(s, { cx: 100, top: 66, width: 104, brandFill: s.ink, nameFill: s.ink, brandSize: 16, nameSize: 7, showSize: false }) +
  (s.size ? text(100, 176, s.size, { size: 8, fill: s.ink, bold: true, anchor: 'middle', maxWidth: 100 }) : '');
