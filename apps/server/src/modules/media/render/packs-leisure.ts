import type { PackDrawer } from './pack-style.ts';
import { shade, text } from './svg.ts';

/** Home, garden, DIY, textile, toys, stationery, sport and car goods. */

const brandOn = (x: number, y: number, brand: string, size: number, fill: string, max = 70) =>
  brand ? text(x, y, brand, { size, fill, bold: true, anchor: 'middle', maxWidth: max }) : '';

export const pan: PackDrawer = (s) =>
  `<path d="M128 104 l56 -30" stroke="#2b2f33" stroke-width="12" stroke-linecap="round"/>` +
  `<circle cx="84" cy="116" r="62" fill="#3a3f44"/>` +
  `<circle cx="84" cy="116" r="52" fill="#23272a"/>` +
  `<path d="M52 96 q20 -24 50 -20" stroke="#ffffff" stroke-opacity="0.2" stroke-width="6" fill="none"/>` +
  `<circle cx="84" cy="116" r="10" fill="${s.main}"/>` +
  brandOn(84, 150, s.brand, 9, '#d0d5d9', 60);

export const lamp: PackDrawer = (s) =>
  `<path d="M62 40 h76 l18 56 h-112z" fill="${s.accent === '#ffffff' ? '#f5e6c8' : shade(s.accent, 0.3)}" stroke="${shade(s.main, -0.1)}" stroke-width="2"/>` +
  `<rect x="96" y="96" width="8" height="70" fill="${s.main}"/>` +
  `<ellipse cx="100" cy="172" rx="36" ry="9" fill="${s.main}"/>` +
  `<ellipse cx="100" cy="100" rx="40" ry="8" fill="#fff7d6" opacity="0.8"/>` +
  brandOn(100, 74, s.brand, 9, shade(s.main, -0.2), 70);

export const plant: PackDrawer = (s) =>
  `<path d="M100 110 C70 100 50 70 58 40 C80 52 94 80 100 110z" fill="#3f8f2f"/>` +
  `<path d="M100 110 C120 90 150 80 160 58 C140 56 110 70 100 110z" fill="#58a83f"/>` +
  `<path d="M100 110 C96 80 100 50 116 30 C124 60 112 90 100 110z" fill="#2e7d32"/>` +
  `<path d="M62 110 h76 l-10 72 h-56z" fill="#c8643b"/>` +
  `<rect x="58" y="104" width="84" height="14" rx="3" fill="#b2532d"/>` +
  brandOn(100, 150, s.brand, 9, '#ffffff', 60);

export const tool: PackDrawer = (s) =>
  `<path d="M40 70 h96 a16 16 0 0 1 0 44 h-40 l-8 58 h-30 l4 -58 h-22 a22 22 0 0 1 0 -44z" fill="${s.main}"/>` +
  `<rect x="136" y="84" width="30" height="14" fill="#8e99a3"/><path d="M166 91 h20" stroke="#5d666e" stroke-width="5"/>` +
  `<rect x="60" y="160" width="34" height="20" rx="4" fill="#2b2f33"/>` +
  `<rect x="54" y="78" width="56" height="10" rx="5" fill="#ffffff" opacity="0.25"/>` +
  brandOn(86, 100, s.brand, 10, s.ink, 60);

export const tshirt: PackDrawer = (s) =>
  `<path d="M70 36 L40 52 L24 92 L50 102 L58 80 L58 180 L142 180 L142 80 L150 102 L176 92 L160 52 L130 36 Q100 56 70 36z" fill="${s.main}" stroke="${shade(s.main, -0.3)}" stroke-width="2"/>` +
  `<path d="M70 36 Q100 56 130 36" stroke="${s.accent}" stroke-width="5" fill="none"/>` +
  brandOn(100, 118, s.brand, 11, s.ink, 70);

export const toy: PackDrawer = (s) => {
  const fur = s.content;
  return (
    `<circle cx="66" cy="58" r="18" fill="${fur}"/><circle cx="134" cy="58" r="18" fill="${fur}"/>` +
    `<circle cx="100" cy="88" r="42" fill="${fur}"/>` +
    `<ellipse cx="100" cy="150" rx="46" ry="36" fill="${fur}"/>` +
    `<ellipse cx="100" cy="104" rx="16" ry="12" fill="${shade(fur, 0.4)}"/>` +
    `<circle cx="84" cy="80" r="5" fill="#222222"/><circle cx="116" cy="80" r="5" fill="#222222"/><circle cx="100" cy="98" r="5" fill="#3b2314"/>` +
    `<path d="M80 124 l20 10 l20 -10 l-4 14 h-32z" fill="${s.main}"/>` +
    brandOn(100, 160, s.brand, 9, '#ffffff', 70)
  );
};

export const notebook: PackDrawer = (s) =>
  `<rect x="52" y="28" width="104" height="152" rx="6" fill="${s.main}"/>` +
  [40, 58, 76, 94, 112, 130, 148, 166]
    .map((y) => `<circle cx="52" cy="${y}" r="5" fill="none" stroke="#8e99a3" stroke-width="3"/>`)
    .join('') +
  `<rect x="70" y="56" width="72" height="40" rx="4" fill="#ffffff"/>` +
  brandOn(106, 82, s.brand, 12, s.main, 64) +
  `<path d="M70 120 h72 M70 134 h72 M70 148 h72" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`;

export const ball: PackDrawer = (s) =>
  `<circle cx="100" cy="104" r="66" fill="#ffffff" stroke="#2b2f33" stroke-width="3"/>` +
  `<polygon points="100,80 122,96 114,122 86,122 78,96" fill="#2b2f33"/>` +
  `<path d="M100 80 v-40 M122 96 l38 -12 M114 122 l24 32 M86 122 l-24 32 M78 96 l-38 -12" stroke="#2b2f33" stroke-width="3"/>` +
  `<path d="M60 50 q20 -14 40 -12" stroke="${s.main}" stroke-width="6" fill="none"/>` +
  brandOn(100, 186, s.brand, 10, shade(s.main, -0.2), 90);

export const tyre: PackDrawer = (s) =>
  `<circle cx="100" cy="104" r="74" fill="#1d2124"/>` +
  `<circle cx="100" cy="104" r="74" fill="none" stroke="#2e3337" stroke-width="10" stroke-dasharray="6 6"/>` +
  `<circle cx="100" cy="104" r="42" fill="#b7bfc6"/>` +
  `<circle cx="100" cy="104" r="12" fill="#7d868e"/>` +
  [0, 72, 144, 216, 288]
    .map((a) => `<rect x="96" y="66" width="8" height="28" fill="#8e99a3" transform="rotate(${a} 100 104)"/>`)
    .join('') +
  brandOn(100, 166, s.brand, 9, '#ffffff', 60);
