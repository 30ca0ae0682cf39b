import type { GameKey } from '@qadhya/contracts';
import { r, svgDocument } from './svg.ts';

/**
 * A game's drawn picture (docs/media.md#drawn-images, docs/games.md#the-popup): what a campaign
 * without its own picture shows in the games popup, in « Campagnes en cours » and in the back office.
 * 1200×600 like an uploaded campaign picture; the game's tile colours (the web's --tile-* tokens);
 * no words (the screens write the game's name in the shopper's language).
 */
export const GAME_PICTURE = { width: 1200, height: 600 } as const;

const TONES: Record<GameKey, { paper: string; ink: string; soft: string }> = {
  shake_win: { paper: '#fdeaea', ink: '#d3121d', soft: '#f7c3c5' },
  tap_match: { paper: '#e8f0fe', ink: '#2563d9', soft: '#bcd2fb' },
  panier_chrono: { paper: '#e6f6ec', ink: '#13914a', soft: '#b5e3c6' },
  attrape_promo: { paper: '#fff7db', ink: '#a86f00', soft: '#f6dc8f' },
  trouve_intrus: { paper: '#fdebf3', ink: '#c2255c', soft: '#f6bfd6' },
};

/** The title an image reader gives the picture (the app's own alt text says it in the shopper's language). */
const TITLES: Record<GameKey, string> = {
  shake_win: 'Shake & Win',
  tap_match: 'Tap & Match',
  panier_chrono: 'Panier Chrono',
  attrape_promo: 'Attrape Promo',
  trouve_intrus: "Trouve l'Intrus",
};

type Tone = (typeof TONES)[GameKey];

const stroke = (ink: string, width = 14) =>
  `fill="none" stroke="${ink}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;

/** A price tag (hole and « % » drawn, no words), its point to the left, centred on (x, y). */
function tag(x: number, y: number, scale: number, angle: number, t: Tone, filled: boolean): string {
  const body = filled ? t.ink : '#ffffff';
  const mark = filled ? '#ffffff' : t.ink;
  return (
    `<g transform="translate(${r(x)} ${r(y)}) rotate(${angle}) scale(${scale})">` +
    `<path d="M-70 -40 H50 a14 14 0 0 1 14 14 V26 a14 14 0 0 1 -14 14 H-70 L-100 0 Z" fill="${body}" stroke="${t.ink}" stroke-width="8" stroke-linejoin="round"/>` +
    `<circle cx="-72" cy="0" r="8" fill="${t.paper}" stroke="${t.ink}" stroke-width="5"/>` +
    `<line x1="30" y1="-22" x2="-10" y2="22" stroke="${mark}" stroke-width="8" stroke-linecap="round"/>` +
    `<circle cx="-6" cy="-14" r="9" fill="none" stroke="${mark}" stroke-width="7"/>` +
    `<circle cx="26" cy="14" r="9" fill="none" stroke="${mark}" stroke-width="7"/>` +
    `</g>`
  );
}

/** A gift box centred on (x, y), `s` wide. */
function gift(x: number, y: number, s: number, t: Tone): string {
  const h = s * 0.7;
  return (
    `<g>` +
    `<rect x="${r(x - s / 2)}" y="${r(y - h / 2 + s * 0.12)}" width="${r(s)}" height="${r(h)}" rx="10" fill="${t.ink}"/>` +
    `<rect x="${r(x - s / 2 - 8)}" y="${r(y - h / 2)}" width="${r(s + 16)}" height="${r(s * 0.2)}" rx="8" fill="${t.ink}" stroke="#ffffff" stroke-width="5"/>` +
    `<rect x="${r(x - s * 0.08)}" y="${r(y - h / 2)}" width="${r(s * 0.16)}" height="${r(h + s * 0.12)}" fill="#ffffff"/>` +
    `<path d="M${r(x)} ${r(y - h / 2)} c-40 -50 -90 -10 -50 0 Z M${r(x)} ${r(y - h / 2)} c40 -50 90 -10 50 0 Z" fill="none" stroke="${t.ink}" stroke-width="10" stroke-linejoin="round"/>` +
    `</g>`
  );
}

/** Little confetti around the scene (fixed places: the same picture every time). */
function confetti(t: Tone): string {
  const bits: [number, number, number][] = [
    [150, 120, 20],
    [1060, 110, -25],
    [210, 470, 35],
    [1010, 480, -10],
    [330, 80, 60],
    [880, 520, 15],
  ];
  return bits
    .map(([x, y, a], i) =>
      i % 2
        ? `<circle cx="${x}" cy="${y}" r="12" fill="${t.ink}" opacity="0.55"/>`
        : `<rect x="${x - 16}" y="${y - 6}" width="32" height="12" rx="6" fill="${t.ink}" opacity="0.45" transform="rotate(${a} ${x} ${y})"/>`,
    )
    .join('');
}

/** Shake & Win: a phone being shaken (motion arcs), a gift on its screen. */
function shakeWin(t: Tone): string {
  const arcs = (side: 1 | -1) =>
    [0, 1, 2]
      .map((i) => {
        const x = 600 + side * (200 + i * 55);
        return `<path d="M${x} ${220 - i * 18} q${side * 40} ${80 + i * 18} 0 ${160 + i * 36}" ${stroke(t.ink, 14)} opacity="${1 - i * 0.25}"/>`;
      })
      .join('');
  return (
    arcs(1) +
    arcs(-1) +
    `<g transform="rotate(-12 600 300)">` +
    `<rect x="490" y="90" width="220" height="420" rx="38" fill="#ffffff" stroke="${t.ink}" stroke-width="16"/>` +
    `<rect x="515" y="140" width="170" height="300" rx="12" fill="${t.soft}"/>` +
    `<line x1="570" y1="116" x2="630" y2="116" ${stroke(t.ink, 10)}/>` +
    `<circle cx="600" cy="474" r="14" fill="${t.ink}"/>` +
    gift(600, 300, 110, t) +
    `</g>`
  );
}

/** One memory card, face up (a product: a bottle or an apple) or face down (a dotted back). */
function card(x: number, y: number, angle: number, face: 'bottle' | 'apple' | 'back', t: Tone): string {
  const w = 200;
  const h = 280;
  const frame = `<rect x="${-w / 2}" y="${-h / 2}" width="${w}" height="${h}" rx="24" fill="${face === 'back' ? t.ink : '#ffffff'}" stroke="${t.ink}" stroke-width="12"/>`;
  let inside = '';
  if (face === 'back') {
    for (let i = -1; i <= 1; i++)
      for (let j = -2; j <= 2; j++) inside += `<circle cx="${i * 50}" cy="${j * 46}" r="10" fill="#ffffff" opacity="0.6"/>`;
  } else if (face === 'bottle') {
    inside =
      `<path d="M-18 -100 h36 v34 c0 14 30 24 30 54 v96 a16 16 0 0 1 -16 16 h-64 a16 16 0 0 1 -16 -16 v-96 c0 -30 30 -40 30 -54 z" fill="${t.soft}" stroke="${t.ink}" stroke-width="10" stroke-linejoin="round"/>` +
      `<rect x="-48" y="0" width="96" height="44" fill="${t.ink}"/>`;
  } else {
    inside =
      `<path d="M0 -30 c-70 -40 -110 30 -80 90 c20 40 50 60 80 40 c30 20 60 0 80 -40 c30 -60 -10 -130 -80 -90 z" fill="${t.soft}" stroke="${t.ink}" stroke-width="10" stroke-linejoin="round"/>` +
      `<path d="M0 -34 c0 -30 10 -46 30 -56" ${stroke(t.ink, 10)}/>`;
  }
  return `<g transform="translate(${x} ${y}) rotate(${angle})">${frame}${inside}</g>`;
}

/** Tap & Match: two cards turned up on the same product, a third face down. */
function tapMatch(t: Tone): string {
  return (
    card(395, 310, -12, 'back', t) +
    card(600, 290, 0, 'bottle', t) +
    card(805, 310, 12, 'bottle', t) +
    `<path d="M560 515 l30 30 l60 -70" ${stroke(t.ink, 18)}/>`
  );
}

/** Panier Chrono: a full basket and a stopwatch. */
function panierChrono(t: Tone): string {
  const basket =
    `<g transform="translate(250 120) scale(16)">` +
    `<path d="m15 11-1 9 M19 11l-4-7 M4.5 15.5h15 M5 11l4-7 M9 11l1 9" fill="none" stroke="${t.ink}" stroke-width="1.1" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="m3.5 11 1.6 7.4a2 2 0 0 0 2 1.6h9.8a2 2 0 0 0 2-1.6l1.7-7.4z" fill="#ffffff" stroke="${t.ink}" stroke-width="1.1" stroke-linejoin="round"/>` +
    `<path d="m15 11-1 9 M4.5 15.5h15 M9 11l1 9" fill="none" stroke="${t.ink}" stroke-width="1.1" stroke-linecap="round"/>` +
    `<path d="M2 11h20" fill="none" stroke="${t.ink}" stroke-width="1.1" stroke-linecap="round"/>` +
    `</g>`;
  // Products standing in the basket: a bottle and a loaf.
  const goods =
    `<rect x="420" y="150" width="60" height="150" rx="14" fill="${t.soft}" stroke="${t.ink}" stroke-width="10"/>` +
    `<rect x="436" y="118" width="28" height="36" rx="6" fill="${t.ink}"/>` +
    `<ellipse cx="600" cy="260" rx="90" ry="44" fill="${t.soft}" stroke="${t.ink}" stroke-width="10"/>` +
    `<path d="M560 240 l-14 30 M600 234 l-14 34 M640 240 l-14 30" ${stroke(t.ink, 8)}/>`;
  const watch =
    `<g transform="translate(900 300)">` +
    `<circle r="130" fill="#ffffff" stroke="${t.ink}" stroke-width="16"/>` +
    `<rect x="-30" y="-176" width="60" height="34" rx="10" fill="${t.ink}"/>` +
    `<path d="M0 0 V-80 M0 0 L56 40" ${stroke(t.ink, 16)}/>` +
    `<path d="M0 -130 A130 130 0 0 1 112 -66 L0 0 Z" fill="${t.soft}" opacity="0.9"/>` +
    `<circle r="14" fill="${t.ink}"/>` +
    `</g>`;
  return goods + basket + watch;
}

/** Attrape Promo: promo tags falling into a basket held at the bottom. */
function attrapePromo(t: Tone): string {
  const trails = [
    [380, 90],
    [640, 50],
    [860, 130],
  ]
    .map(([x, y]) => `<path d="M${x! - 10} ${y! - 60} v40" ${stroke(t.ink, 8)} opacity="0.4"/>`)
    .join('');
  const catcher =
    `<path d="M430 440 h340 l-30 110 h-280 z" fill="#ffffff" stroke="${t.ink}" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="M470 470 h260 M490 510 h220" ${stroke(t.ink, 10)} opacity="0.6"/>`;
  return (
    trails +
    tag(380, 160, 1.05, -20, t, false) +
    tag(640, 120, 1.25, 12, t, true) +
    tag(860, 220, 0.95, -8, t, false) +
    tag(590, 380, 0.9, 30, t, true) +
    catcher
  );
}

/** Trouve l'Intrus: a row of alike products and one odd one under a magnifier. */
function trouveIntrus(t: Tone): string {
  const jars = [260, 440, 620]
    .map(
      (x) =>
        `<rect x="${x - 60}" y="220" width="120" height="200" rx="26" fill="#ffffff" stroke="${t.ink}" stroke-width="12"/><rect x="${x - 44}" y="196" width="88" height="34" rx="8" fill="${t.ink}"/>`,
    )
    .join('');
  const odd = `<path d="M860 220 l80 200 h-160 z" fill="${t.soft}" stroke="${t.ink}" stroke-width="12" stroke-linejoin="round"/>`;
  const glass = `<circle cx="860" cy="330" r="130" fill="none" stroke="${t.ink}" stroke-width="20"/><path d="M952 422 l110 110" ${stroke(t.ink, 34)}/>`;
  return jars + odd + glass;
}

const SCENES: Record<GameKey, (t: Tone) => string> = {
  shake_win: shakeWin,
  tap_match: tapMatch,
  panier_chrono: panierChrono,
  attrape_promo: attrapePromo,
  trouve_intrus: trouveIntrus,
};

/** The drawing of `game`: its scene on a disc of its colour, with confetti, on its tile colour. */
export function gamePictureSvg(game: GameKey): string {
  const t = TONES[game];
  const { width, height } = GAME_PICTURE;
  const body =
    `<rect width="${width}" height="${height}" fill="${t.paper}"/>` +
    `<circle cx="1020" cy="90" r="260" fill="#ffffff" opacity="0.55"/>` +
    `<circle cx="120" cy="560" r="200" fill="#ffffff" opacity="0.4"/>` +
    `<circle cx="600" cy="300" r="250" fill="${t.soft}" opacity="0.55"/>` +
    confetti(t) +
    SCENES[game](t);
  return svgDocument(width, height, body, TITLES[game]);
}
