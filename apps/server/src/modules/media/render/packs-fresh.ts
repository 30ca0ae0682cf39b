import { label } from './label.ts';
import type { PackDrawer } from './pack-style.ts';
import { shade, text } from './svg.ts';

/** Fresh food drawn as itself (fruit, vegetables, meat, fish, bread), plus eggs, cheese and ice cream. */

const has = (name: string, re: RegExp) => re.test(name.toLowerCase());

const leaf = (x: number, y: number) =>
  `<path d="M${x} ${y} q10 -14 22 -10 q-8 12 -22 10z" fill="#3f8f2f"/><path d="M${x} ${y} l-2 -8" stroke="#6b4f2a" stroke-width="2"/>`;

function round(c: string, x: number, y: number, radius: number): string {
  return (
    `<circle cx="${x}" cy="${y}" r="${radius}" fill="${c}"/>` +
    `<circle cx="${x - radius * 0.35}" cy="${y - radius * 0.35}" r="${radius * 0.28}" fill="#ffffff" opacity="0.35"/>`
  );
}

export const fruit: PackDrawer = (s) => {
  if (has(s.name, /banane/)) {
    return (
      [0, 14, 28]
        .map(
          (d) =>
            `<path d="M${40 + d} ${70 + d / 2} q60 ${90 - d} 120 0 q-60 ${60 - d} -120 0z" fill="${shade(s.content, -d / 140)}" stroke="#8a6d1d"/>`,
        )
        .join('') + `<rect x="36" y="64" width="10" height="14" rx="2" fill="#5b4a1a"/>`
    );
  }
  if (has(s.name, /raisin/)) {
    const grapes = [
      [100, 70],
      [86, 86],
      [114, 86],
      [72, 104],
      [100, 104],
      [128, 104],
      [86, 122],
      [114, 122],
      [100, 140],
    ];
    return grapes.map(([x, y]) => round(s.content, x!, y!, 15)).join('') + leaf(100, 56);
  }
  if (has(s.name, /past[eè]que|melon/)) {
    return `<ellipse cx="100" cy="120" rx="70" ry="52" fill="${s.content}"/><path d="M40 110 q60 30 120 0 M44 130 q56 24 112 0" stroke="${shade(s.content, -0.3)}" stroke-width="5" fill="none"/>`;
  }
  return (
    round(shade(s.content, -0.1), 70, 118, 34) + round(s.content, 126, 122, 36) + round(shade(s.content, 0.08), 98, 86, 34) + leaf(98, 54)
  );
};

export const veg: PackDrawer = (s) => {
  if (has(s.name, /carotte|navet|radis|betterave/)) {
    return [60, 96, 132]
      .map(
        (x, i) =>
          `<path d="M${x - 14} 70 L${x + 14} 70 L${x + 2} ${168 - i * 6} Z" fill="${s.content}"/><path d="M${x} 70 l-8 -26 M${x} 70 l0 -30 M${x} 70 l8 -26" stroke="#3f8f2f" stroke-width="5" stroke-linecap="round"/>`,
      )
      .join('');
  }
  if (has(s.name, /persil|menthe|coriandre|épinard|céleri|laitue|fenouil/)) {
    return (
      `<path d="M100 176 C60 150 40 100 62 60 C80 90 84 40 100 30 C116 40 120 90 138 60 C160 100 140 150 100 176z" fill="${s.content}"/>` +
      `<path d="M100 176 V60 M100 120 L76 90 M100 110 L126 80" stroke="${shade(s.content, -0.35)}" stroke-width="3" fill="none"/>` +
      `<rect x="88" y="150" width="24" height="10" rx="3" fill="#c0392b"/>`
    );
  }
  if (has(s.name, /poivron|piment|courgette|concombre|aubergine|haricot/)) {
    return [
      [64, 0],
      [100, 8],
      [136, -6],
    ]
      .map(
        ([x, r]) =>
          `<ellipse cx="${x}" cy="120" rx="18" ry="52" fill="${s.content}" transform="rotate(${r} ${x} 120)"/><rect x="${x! - 4}" y="62" width="8" height="14" rx="3" fill="#3f7f2a"/>`,
      )
      .join('');
  }
  const stem = has(s.name, /tomate/) ? `<path d="M100 74 l-10 -8 l10 2 l0 -10 l6 10 l10 -4 l-8 10z" fill="#2e7d32"/>` : '';
  return round(shade(s.content, -0.08), 66, 132, 32) + round(s.content, 132, 132, 32) + round(shade(s.content, 0.06), 100, 106, 36) + stem;
};

export const tray: PackDrawer = (s) =>
  `<path d="M26 96 h148 l-12 70 h-124z" fill="#f4f4f4" stroke="#cfcfcf"/>` +
  `<path d="M40 100 c20 -18 50 -12 62 -4 c16 -14 44 -10 58 4 c-4 26 -20 50 -60 52 c-40 -2 -58 -26 -60 -52z" fill="${s.content}"/>` +
  `<path d="M60 112 q20 8 36 -2 M106 110 q18 10 38 0 M70 130 q30 8 60 0" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3" fill="none"/>` +
  `<path d="M26 96 h148" stroke="#ffffff" stroke-width="2"/>` +
  `<rect x="112" y="136" width="56" height="30" rx="3" fill="${s.main}"/>` +
  label(s, { cx: 140, top: 138, width: 50, brandFill: s.ink, nameFill: s.ink, brandSize: 8, nameSize: 5, lines: 1, showSize: false });

export const fish: PackDrawer = (s) =>
  `<ellipse cx="100" cy="150" rx="84" ry="18" fill="#dff3fb"/>` +
  `<path d="M36 110 C70 70 130 70 156 110 C130 150 70 150 36 110z" fill="${s.content}"/>` +
  `<path d="M152 110 l28 -26 v52z" fill="${shade(s.content, -0.15)}"/>` +
  `<path d="M70 98 q30 -10 66 0" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" fill="none"/>` +
  `<circle cx="58" cy="104" r="6" fill="#ffffff"/><circle cx="58" cy="104" r="3" fill="#222222"/>` +
  `<path d="M82 96 q-8 14 0 28" stroke="${shade(s.content, -0.3)}" stroke-width="2.5" fill="none"/>`;

export const bread: PackDrawer = (s) => {
  if (has(s.name, /baguette/)) {
    return (
      `<rect x="20" y="92" width="160" height="36" rx="18" fill="${s.content}" transform="rotate(-18 100 110)"/>` +
      [60, 90, 120, 150]
        .map(
          (x) =>
            `<path d="M${x} ${118 - (x - 60) * 0.32} q10 -12 22 -12" stroke="${shade(s.content, 0.35)}" stroke-width="4" fill="none" transform="rotate(-2 100 110)"/>`,
        )
        .join('')
    );
  }
  if (has(s.name, /croissant/)) {
    return (
      `<path d="M40 130 C50 70 150 70 160 130 C140 110 120 104 100 104 C80 104 60 110 40 130z" fill="${s.content}" stroke="${shade(s.content, -0.3)}" stroke-width="2"/>` +
      `<path d="M76 88 l8 26 M100 82 v26 M124 88 l-8 26" stroke="${shade(s.content, -0.3)}" stroke-width="3"/>`
    );
  }
  return (
    `<path d="M36 150 C30 90 70 70 100 70 C130 70 170 90 164 150z" fill="${s.content}"/>` +
    `<path d="M64 100 l18 -10 M92 94 l18 -10 M120 98 l18 -10" stroke="${shade(s.content, 0.35)}" stroke-width="5" stroke-linecap="round"/>` +
    `<rect x="36" y="146" width="128" height="10" rx="5" fill="${shade(s.content, -0.25)}"/>`
  );
};

export const eggs: PackDrawer = (s) =>
  [52, 84, 116, 148]
    .map((x) => `<ellipse cx="${x}" cy="98" rx="14" ry="18" fill="${s.content}" stroke="${shade(s.content, -0.2)}"/>`)
    .join('') +
  `<path d="M28 104 h144 l-10 52 h-124z" fill="#c9b99b" stroke="#a8987c"/>` +
  `<rect x="50" y="116" width="100" height="32" rx="4" fill="${s.main}"/>` +
  label(s, { cx: 100, top: 118, width: 92, brandFill: s.ink, nameFill: s.ink, brandSize: 11, nameSize: 6, lines: 1, showSize: false });

export const cheese: PackDrawer = (s) =>
  `<path d="M40 100 v40 a60 22 0 0 0 120 0 v-40z" fill="${shade(s.main, -0.2)}"/>` +
  `<ellipse cx="100" cy="100" rx="60" ry="24" fill="${s.main}" stroke="${shade(s.main, -0.35)}"/>` +
  `<ellipse cx="100" cy="100" rx="50" ry="18" fill="none" stroke="${s.accent}" stroke-width="2"/>` +
  (s.brand ? text(100, 104, s.brand, { size: 14, fill: s.ink, bold: true, anchor: 'middle', maxWidth: 84 }) : '') +
  `<path d="M120 150 l44 -10 l-6 26 z" fill="${s.content}" stroke="${shade(s.content, -0.3)}"/>` +
  text(84, 156, s.name, { size: 8, fill: '#ffffff', anchor: 'middle', maxWidth: 80 });

export const icecream: PackDrawer = (s) =>
  `<path d="M46 80 L58 170 Q100 180 142 170 L154 80z" fill="${s.main}"/>` +
  `<ellipse cx="100" cy="80" rx="54" ry="13" fill="${shade(s.main, 0.3)}"/>` +
  `<circle cx="84" cy="126" r="16" fill="${s.content}"/><circle cx="110" cy="122" r="16" fill="${shade(s.content, 0.25)}"/>` +
  `<circle cx="97" cy="108" r="15" fill="${shade(s.content, -0.1)}"/>` +
  label(s, { cx: 100, top: 140, width: 74, brandFill: s.ink, nameFill: s.ink, brandSize: 12, nameSize: 6, lines: 1, showSize: false });
