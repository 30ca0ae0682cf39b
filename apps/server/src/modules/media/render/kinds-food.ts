import { label } from './label.ts';
import type { PackDrawer, PackStyle } from './pack-style.ts';
import { bag, bottle, box, can, carton, pouch } from './packs-grocery.ts';
import { shade } from './svg.ts';

/**
 * Packed groceries whose pack alone would not tell them apart (docs/media.md#product-kinds): the
 * pack, with what it holds shown in its window or on its front (penne, grains of rice, coffee beans,
 * a cup of tea, a biscuit, bubbles), and a water bottle drawn as one.
 */

/** Where a box shows its content: a round window over the pack's own, a third larger (wide boxes lie flat). */
const boxSpot = (s: PackStyle) => (s.wide ? { cx: 136, cy: 126, r: 22 } : { cx: 94, cy: 134, r: 26 });
const boxWindow = (s: PackStyle) => {
  const { cx, cy, r } = boxSpot(s);
  return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" stroke="${shade(s.main, -0.2)}" stroke-width="2"/>`;
};

export const water: PackDrawer = (s) => {
  const cap = s.accent === '#ffffff' ? '#1e88e5' : s.accent;
  return (
    `<rect x="86" y="16" width="28" height="14" rx="3" fill="${cap}"/>` +
    `<rect x="84" y="28" width="32" height="5" rx="2" fill="${shade(cap, -0.2)}"/>` +
    // clear plastic with its ridges, the water a light blue
    `<path d="M90 33 h20 v8 c0 8 24 12 24 30 v6 q-4 4 0 8 v78 q-4 4 0 8 v4 c0 6 -4 10 -10 10 h-48 c-6 0 -10 -4 -10 -10 v-4 q4 -4 0 -8 v-78 q4 -4 0 -8 v-6 c0 -18 24 -22 24 -30z" fill="#dff1fb" stroke="#8cc4e6" stroke-width="2"/>` +
    `<path d="M68 70 q32 -8 64 0 v110 h-64z" fill="#bfe2f6" opacity="0.8"/>` +
    `<path d="M66 82 h68 M66 168 h68" stroke="#8cc4e6" stroke-width="2"/>` +
    `<rect x="74" y="88" width="6" height="74" rx="3" fill="#ffffff" opacity="0.6"/>` +
    `<rect x="66" y="104" width="68" height="48" fill="${s.main}"/>` +
    label(s, { cx: 100, top: 106, width: 60, brandFill: s.ink, nameFill: s.ink, brandSize: 13, nameSize: 6, lines: 1, showSize: false })
  );
};

export const soda: PackDrawer = (s) =>
  can(s) +
  // bubbles rising from the opened can
  [
    [104, 36, 5],
    [118, 24, 4],
    [94, 20, 3.5],
    [126, 40, 3],
    [110, 10, 3],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" stroke="${shade(s.main, -0.1)}" stroke-width="1.8"/>`)
    .join('') +
  `<rect x="108" y="44" width="14" height="6" rx="3" fill="#9aa0a6"/>`;

export const pasta: PackDrawer = (s) => {
  const penne = (x: number, y: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})"><path d="M${x - 11} ${y - 4} l18 0 l4 8 l-18 0z" fill="#f2c14e" stroke="#b8862b" stroke-width="1.2"/>` +
    `<path d="M${x - 7} ${y - 4} l4 8 M${x - 1} ${y - 4} l4 8 M${x + 5} ${y - 4} l3 6" stroke="#b8862b" stroke-width="0.8"/></g>`;
  return (
    bag({ ...s, content: '#fbe7b0' }) +
    penne(88, 136, -20) +
    penne(112, 134, 25) +
    penne(100, 150, 5) +
    penne(84, 150, 40) +
    penne(118, 150, -35)
  );
};

export const rice: PackDrawer = (s) => {
  const grains = [
    [86, 134, -30],
    [96, 130, 20],
    [108, 133, -10],
    [118, 138, 35],
    [80, 144, 10],
    [92, 142, -45],
    [104, 143, 15],
    [116, 148, -20],
    [88, 153, 30],
    [100, 154, -5],
    [112, 156, 40],
    [124, 145, -60],
  ];
  return (
    bag({ ...s, content: '#fffaf0' }) +
    grains
      .map(
        ([x, y, a]) =>
          `<ellipse cx="${x}" cy="${y}" rx="5" ry="2.2" fill="#ffffff" stroke="#cbbf9f" stroke-width="1" transform="rotate(${a} ${x} ${y})"/>`,
      )
      .join('')
  );
};

export const coffee: PackDrawer = (s) => {
  const bean = (x: number, y: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="9" ry="12" fill="#6b3e1f" stroke="#3e2210" stroke-width="1.2"/>` +
    `<path d="M${x} ${y - 11} q-5 11 0 22" stroke="#2a1608" stroke-width="2" fill="none"/></g>`;
  return (
    pouch(s) +
    `<ellipse cx="100" cy="164" rx="32" ry="12" fill="#ffffff" opacity="0.9"/>` +
    bean(86, 160, -25) +
    bean(104, 162, 15) +
    bean(120, 158, 40)
  );
};

export const tea: PackDrawer = (s) => {
  const { cx, cy, r } = boxSpot(s);
  const k = r / 22;
  return (
    box({ ...s, content: '#ffffff' }) +
    boxWindow(s) +
    `<g transform="translate(${cx} ${cy + 2}) scale(${k})">` +
    // a glass of tea with its mint leaf and steam
    `<path d="M-10 -6 h20 l-3 18 h-14z" fill="#b5651d" stroke="#7a3f0f" stroke-width="1.2"/>` +
    `<path d="M-10 -6 h20 l-1 5 h-18z" fill="#e0a15a"/>` +
    `<path d="M2 -8 q8 -10 14 -6 q-4 8 -14 6z" fill="#3f8f2f"/>` +
    `<path d="M-5 -10 q-3 -4 0 -8 M2 -11 q-3 -4 0 -8" stroke="#9aa3ab" stroke-width="1.5" fill="none"/></g>`
  );
};

export const biscuits: PackDrawer = (s) => {
  const { cx, cy, r } = boxSpot(s);
  const k = r / 24;
  const biscuit = (x: number, y: number) =>
    `<circle cx="${x}" cy="${y}" r="13" fill="#d9a35b" stroke="#a86a2c" stroke-width="1.5"/>` +
    [
      [-5, -4],
      [4, -5],
      [-2, 4],
      [6, 4],
    ]
      .map(([dx, dy]) => `<circle cx="${x + dx!}" cy="${y + dy!}" r="1.6" fill="#a86a2c"/>`)
      .join('');
  return (
    box({ ...s, content: '#ffffff' }) +
    boxWindow(s) +
    `<g transform="translate(${cx} ${cy}) scale(${k})">${biscuit(-6, 4)}${biscuit(7, -4)}</g>`
  );
};

/** The fruit a juice is made of, by its name; orange when it does not say (« Cocktail », « Multivitaminé »). */
const JUICE_FRUITS: readonly (readonly [RegExp, string])[] = [
  [/pomme/, '#d64545'],
  [/p[eê]che|abricot/, '#f8a978'],
  [/mangue/, '#f4a300'],
  [/citron/, '#f4e04d'],
  [/fraise/, '#e74c3c'],
  [/poire/, '#c5d85a'],
  [/raisin/, '#8e44ad'],
  [/ananas/, '#e9c46a'],
];

/** A juice's carton with its fruit, cut in half, in front. */
export const juice: PackDrawer = (s) => {
  const name = s.name.toLowerCase();
  const fruit = JUICE_FRUITS.find(([re]) => re.test(name))?.[1] ?? '#f39c12';
  return (
    carton(s) +
    `<circle cx="140" cy="150" r="28" fill="${fruit}" stroke="#ffffff" stroke-width="3"/>` +
    `<circle cx="140" cy="150" r="19" fill="${shade(fruit, 0.35)}"/>` +
    [0, 60, 120]
      .map((a) => `<path d="M140 131 v38" stroke="${shade(fruit, -0.1)}" stroke-width="2" transform="rotate(${a} 140 150)"/>`)
      .join('') +
    `<path d="M140 122 q6 -10 16 -8 q-6 10 -16 8z" fill="#3f8f2f"/>`
  );
};

/** Dates: the box, with shiny brown dates in its window. */
export const dates: PackDrawer = (s) => {
  const { cx, cy, r } = boxSpot(s);
  const k = r / 24;
  const date = (x: number, y: number, a: number) =>
    `<g transform="rotate(${a} ${x} ${y})"><ellipse cx="${x}" cy="${y}" rx="6" ry="11" fill="#7b3f16" stroke="#4a230a" stroke-width="1.2"/>` +
    `<ellipse cx="${x - 2}" cy="${y - 4}" rx="1.8" ry="4" fill="#ffffff" opacity="0.35"/></g>`;
  return (
    box({ ...s, content: '#ffffff' }) +
    boxWindow(s) +
    `<g transform="translate(${cx} ${cy}) scale(${k})">${date(-9, 2, -25)}${date(1, -2, 5)}${date(11, 3, 30)}` +
    `<path d="M-14 -14 q14 -8 30 -2" stroke="#c9a04a" stroke-width="2" fill="none"/></g>`
  );
};

/** A soft drink's plastic bottle: the pack's bottle, its drink sparkling with bubbles above the label. */
export const sodaBottle: PackDrawer = (s) =>
  bottle(s) +
  [
    [86, 84, 3.5],
    [98, 74, 2.5],
    [110, 86, 3],
    [120, 72, 2.2],
    [92, 62, 2],
    [106, 58, 1.8],
    [116, 90, 2],
    [80, 70, 2],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="0.75"/>`)
    .join('') +
  [
    [104, 14, 3],
    [114, 8, 2.4],
    [96, 6, 2],
  ]
    .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="${shade(s.content, -0.3)}" stroke-width="1.5"/>`)
    .join('');
