import type { PackDrawer } from './pack-style.ts';
import { shade } from './svg.ts';

/**
 * Toys, appliances and electronics drawn as the object itself (docs/media.md#product-kinds), in the
 * brand's colour where the real thing has one, without words: the app writes the name beside it.
 * 200x200 box, ground at y≈182 (drawPack adds the shadow).
 */

const DARK = '#2b2f33';
const INK = '#15181b';
const INOX = '#c9d1d8';
const SKIN = '#f2c9a0';
/** A colour that stays visible on the white disc when the brand's main colour is white or very pale. */
const body = (main: string) => (/^#(f[0-9a-f]){3}$/i.test(main) ? '#d35454' : main);

export const doll: PackDrawer = (s) => {
  const dress = body(s.main);
  return (
    // long hair behind the head and shoulders
    `<path d="M70 52 C66 20 134 20 130 52 L136 104 Q100 114 64 104z" fill="#a0642b"/>` +
    // legs and shoes
    `<rect x="86" y="150" width="10" height="28" rx="4" fill="${SKIN}"/><rect x="104" y="150" width="10" height="28" rx="4" fill="${SKIN}"/>` +
    `<ellipse cx="89" cy="180" rx="9" ry="5" fill="${DARK}"/><ellipse cx="111" cy="180" rx="9" ry="5" fill="${DARK}"/>` +
    // arms
    `<path d="M80 84 L62 130" stroke="${SKIN}" stroke-width="9" stroke-linecap="round"/><path d="M120 84 L138 130" stroke="${SKIN}" stroke-width="9" stroke-linecap="round"/>` +
    // dress: bodice and flared skirt, a belt
    `<path d="M82 78 h36 l4 34 l26 44 q-48 10 -96 0 l26 -44z" fill="${dress}"/>` +
    `<rect x="84" y="108" width="32" height="6" rx="2" fill="${shade(dress, 0.55)}"/>` +
    `<path d="M60 152 q40 10 80 0" stroke="${shade(dress, -0.25)}" stroke-width="3" fill="none"/>` +
    // neck, face, fringe, eyes, cheeks, mouth
    `<rect x="94" y="66" width="12" height="14" fill="${SKIN}"/>` +
    `<circle cx="100" cy="50" r="21" fill="${SKIN}"/>` +
    `<path d="M79 48 C80 24 120 24 121 48 C110 36 92 34 79 48z" fill="#8a5424"/>` +
    `<circle cx="92" cy="52" r="3" fill="${INK}"/><circle cx="108" cy="52" r="3" fill="${INK}"/>` +
    `<circle cx="87" cy="60" r="3.5" fill="#f29b9b" opacity="0.7"/><circle cx="113" cy="60" r="3.5" fill="#f29b9b" opacity="0.7"/>` +
    `<path d="M94 62 q6 5 12 0" stroke="#b0413e" stroke-width="2.2" fill="none" stroke-linecap="round"/>` +
    `<circle cx="122" cy="38" r="6" fill="${shade(dress, 0.3)}"/>`
  );
};

export const scooter: PackDrawer = (s) => {
  const frame = body(s.main);
  return (
    // steering column and handlebar
    `<path d="M150 168 L136 40" stroke="${shade(frame, -0.15)}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M116 40 h40" stroke="${DARK}" stroke-width="9" stroke-linecap="round"/>` +
    `<path d="M116 40 h10 M146 40 h10" stroke="#111111" stroke-width="11" stroke-linecap="round"/>` +
    // deck with grip tape, rear fender
    `<path d="M34 156 h108 q8 0 8 8 v2 h-116 z" fill="${frame}"/>` +
    `<rect x="40" y="152" width="96" height="6" rx="3" fill="${DARK}"/>` +
    `<path d="M28 162 q12 -14 26 -2" stroke="${frame}" stroke-width="5" fill="none"/>` +
    // wheels
    `<circle cx="42" cy="170" r="13" fill="${INK}"/><circle cx="42" cy="170" r="5" fill="${INOX}"/>` +
    `<circle cx="152" cy="170" r="13" fill="${INK}"/><circle cx="152" cy="170" r="5" fill="${INOX}"/>`
  );
};

export const toyCar: PackDrawer = (s) => {
  const paint = body(s.main);
  return (
    // antenna of the remote-controlled car
    `<path d="M138 92 L160 40" stroke="${DARK}" stroke-width="3"/><circle cx="160" cy="40" r="5" fill="#e53935"/>` +
    // body and cabin
    `<path d="M24 150 v-22 q0 -12 12 -14 l24 -4 l20 -26 h46 l22 26 l20 4 q10 2 10 14 v22z" fill="${paint}"/>` +
    `<path d="M84 90 h18 v22 h-36z M108 90 h16 l18 22 h-34z" fill="#cfe8f7"/>` +
    `<rect x="26" y="126" width="16" height="8" rx="3" fill="#fff4b0"/><rect x="160" y="128" width="14" height="8" rx="3" fill="#e53935"/>` +
    `<path d="M30 140 h146" stroke="${shade(paint, -0.3)}" stroke-width="3"/>` +
    // wheels
    `<circle cx="60" cy="152" r="20" fill="${INK}"/><circle cx="60" cy="152" r="8" fill="${INOX}"/>` +
    `<circle cx="144" cy="152" r="20" fill="${INK}"/><circle cx="144" cy="152" r="8" fill="${INOX}"/>`
  );
};

export const coffeeMaker: PackDrawer = (s) => {
  const shell = s.main === '#ffffff' ? DARK : shade(s.main, -0.2);
  return (
    // column, head with the water tank, base with its hot plate
    `<rect x="118" y="34" width="38" height="146" rx="6" fill="${shell}"/>` +
    `<path d="M40 30 h116 v34 h-116 q-6 0 -6 -6 v-22 q0 -6 6 -6z" fill="${shell}"/>` +
    `<rect x="126" y="42" width="8" height="18" rx="2" fill="#9fc3da" opacity="0.9"/>` +
    `<rect x="34" y="166" width="122" height="16" rx="5" fill="${DARK}"/>` +
    `<rect x="46" y="160" width="66" height="8" rx="2" fill="#5d666e"/>` +
    // filter spout and the glass carafe with coffee
    `<rect x="66" y="64" width="26" height="10" fill="#4a5157"/>` +
    `<path d="M52 96 q0 -14 14 -16 h26 q14 2 14 16 l6 52 q0 12 -12 12 h-42 q-12 0 -12 -12z" fill="#e6f2f8" stroke="#8fa9b8" stroke-width="2"/>` +
    `<path d="M49 118 h61 l3 30 q0 12 -12 12 h-42 q-12 0 -12 -12z" fill="#5b3a1e"/>` +
    `<path d="M112 100 q18 4 12 34 l-8 0" stroke="${DARK}" stroke-width="6" fill="none"/>` +
    `<rect x="58" y="86" width="5" height="56" rx="2.5" fill="#ffffff" opacity="0.5"/>` +
    // power light
    `<circle cx="137" cy="150" r="4" fill="#e53935"/>`
  );
};

export const toaster: PackDrawer = (s) => {
  const shell = s.main === '#ffffff' ? INOX : s.main;
  return (
    // two slices of toast in the slots
    `<rect x="62" y="52" width="32" height="50" rx="10" fill="#d99a52" stroke="#a86a2c" stroke-width="2"/>` +
    `<rect x="106" y="48" width="32" height="54" rx="10" fill="#d99a52" stroke="#a86a2c" stroke-width="2"/>` +
    `<rect x="67" y="58" width="22" height="40" rx="7" fill="#f1cf97"/><rect x="111" y="54" width="22" height="44" rx="7" fill="#f1cf97"/>` +
    // body, slots, lever, feet
    `<rect x="36" y="82" width="128" height="94" rx="26" fill="${shell}"/>` +
    `<rect x="58" y="80" width="40" height="8" rx="4" fill="${DARK}"/><rect x="102" y="80" width="40" height="8" rx="4" fill="${DARK}"/>` +
    `<rect x="48" y="96" width="8" height="60" rx="4" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="164" y="110" width="14" height="10" rx="3" fill="${DARK}"/>` +
    `<circle cx="100" cy="150" r="7" fill="${DARK}"/>` +
    `<rect x="50" y="174" width="16" height="8" rx="2" fill="${DARK}"/><rect x="134" y="174" width="16" height="8" rx="2" fill="${DARK}"/>`
  );
};

export const vacuum: PackDrawer = (s) => {
  const shell = body(s.main);
  return (
    // wand and floor nozzle
    `<path d="M148 58 L168 168" stroke="${INOX}" stroke-width="8" stroke-linecap="round"/>` +
    `<rect x="146" y="164" width="46" height="14" rx="5" fill="${DARK}"/>` +
    // hose from the body to the handle
    `<path d="M96 118 C100 60 128 40 150 60" stroke="#4a5157" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    `<path d="M96 118 C100 60 128 40 150 60" stroke="#6d7880" stroke-width="9" stroke-dasharray="3 4" fill="none"/>` +
    `<rect x="140" y="50" width="18" height="24" rx="6" fill="${shade(shell, -0.2)}" transform="rotate(-10 149 62)"/>` +
    // canister body on its wheels
    `<path d="M16 172 q0 -58 58 -60 q40 0 46 34 v26z" fill="${shell}"/>` +
    `<path d="M30 150 q4 -26 36 -28" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" fill="none"/>` +
    `<circle cx="44" cy="172" r="12" fill="${INK}"/><circle cx="44" cy="172" r="4" fill="${INOX}"/>` +
    `<circle cx="104" cy="176" r="7" fill="${INK}"/>` +
    `<circle cx="96" cy="124" r="9" fill="${DARK}"/>`
  );
};

export const cooker: PackDrawer = (s) =>
  // pan on a burner, the cooktop, the control strip and the oven door
  `<path d="M58 50 h44 v22 q0 6 -6 6 h-32 q-6 0 -6 -6z" fill="#4a5157"/><path d="M102 56 h26" stroke="${DARK}" stroke-width="5" stroke-linecap="round"/>` +
  `<rect x="34" y="76" width="132" height="10" rx="3" fill="#3a3f44"/>` +
  `<rect x="36" y="86" width="128" height="96" rx="4" fill="#f6f7f8" stroke="#b5bcc3" stroke-width="2"/>` +
  `<rect x="36" y="86" width="128" height="18" fill="#e4e8eb"/>` +
  [54, 78, 102, 126].map((x) => `<circle cx="${x}" cy="95" r="5" fill="${DARK}"/>`).join('') +
  `<circle cx="148" cy="95" r="3" fill="${s.main === '#ffffff' ? '#e53935' : s.main}"/>` +
  `<rect x="48" y="110" width="104" height="8" rx="4" fill="#9aa3ab"/>` +
  `<rect x="52" y="124" width="96" height="48" rx="5" fill="#1d2225"/>` +
  `<path d="M60 132 l24 0 l-24 22z" fill="#ffffff" opacity="0.15"/>`;

export const airConditioner: PackDrawer = () =>
  `<rect x="14" y="52" width="172" height="62" rx="14" fill="#f6f7f8" stroke="#b5bcc3" stroke-width="2"/>` +
  `<path d="M14 88 h172" stroke="#dde3e8" stroke-width="2"/>` +
  `<rect x="28" y="98" width="144" height="8" rx="4" fill="#5d666e"/>` +
  `<rect x="138" y="66" width="30" height="12" rx="3" fill="#1d2225"/><rect x="142" y="70" width="10" height="4" fill="#4fc3f7"/>` +
  `<circle cx="40" cy="72" r="3" fill="#43a047"/>` +
  // cool air
  [52, 100, 148]
    .map((x) => `<path d="M${x} 124 q-10 16 0 30 q10 14 0 28" stroke="#4fa3d9" stroke-width="5" fill="none" stroke-linecap="round"/>`)
    .join('');

export const soundbar: PackDrawer = (s) => {
  const shell = shade(s.main, -0.55);
  return (
    `<rect x="12" y="64" width="176" height="34" rx="12" fill="${shell}"/>` +
    `<rect x="20" y="70" width="160" height="22" rx="8" fill="#3a3f44"/>` +
    Array.from({ length: 15 }, (_, i) => `<circle cx="${30 + i * 10}" cy="81" r="2.2" fill="#6d7880"/>`).join('') +
    // the subwoofer
    `<rect x="112" y="110" width="64" height="72" rx="8" fill="${shell}"/>` +
    `<circle cx="144" cy="146" r="22" fill="${INK}" stroke="#6d7880" stroke-width="3"/><circle cx="144" cy="146" r="8" fill="#6d7880"/>`
  );
};

export const headphones: PackDrawer = (s) => {
  const band = s.main === '#ffffff' ? DARK : shade(s.main, -0.15);
  return (
    `<path d="M46 118 C40 30 160 30 154 118" stroke="${band}" stroke-width="13" fill="none" stroke-linecap="round"/>` +
    `<path d="M56 70 C80 40 120 40 144 70" stroke="#ffffff" stroke-opacity="0.3" stroke-width="4" fill="none"/>` +
    // ear cups: shell and cushion
    `<rect x="28" y="102" width="40" height="68" rx="18" fill="${band}"/><rect x="58" y="108" width="18" height="56" rx="9" fill="${INK}"/>` +
    `<rect x="132" y="102" width="40" height="68" rx="18" fill="${band}"/><rect x="124" y="108" width="18" height="56" rx="9" fill="${INK}"/>` +
    `<circle cx="44" cy="136" r="8" fill="${shade(band, 0.35)}"/><circle cx="156" cy="136" r="8" fill="${shade(band, 0.35)}"/>`
  );
};

export const earbuds: PackDrawer = (s) => {
  const shell = s.main === '#ffffff' || s.main === '#000000' ? '#f6f7f8' : shade(s.main, 0.8);
  const bud = (x: number, flip: number) =>
    `<g transform="translate(${x} 52) scale(${flip} 1)">` +
    `<rect x="-5" y="20" width="10" height="46" rx="5" fill="#ffffff" stroke="#b5bcc3" stroke-width="2"/>` +
    `<circle cx="0" cy="16" r="16" fill="#ffffff" stroke="#b5bcc3" stroke-width="2"/>` +
    `<circle cx="-7" cy="13" r="6" fill="#5d666e"/></g>`;
  return (
    // the charging case, lid open behind
    `<path d="M46 112 q0 -22 22 -22 h64 q22 0 22 22z" fill="${shell}" stroke="#b5bcc3" stroke-width="2"/>` +
    `<rect x="42" y="112" width="116" height="66" rx="26" fill="${shell}" stroke="#b5bcc3" stroke-width="2"/>` +
    `<path d="M42 124 h116" stroke="#b5bcc3" stroke-width="2"/>` +
    `<circle cx="100" cy="150" r="4" fill="${s.main === '#ffffff' ? '#43a047' : s.main}"/>` +
    bud(76, 1) +
    bud(124, -1)
  );
};

export const satelliteReceiver: PackDrawer = () =>
  // the dish on its arm, with the head (LNB)
  `<path d="M112 84 L132 112" stroke="#6d7880" stroke-width="5"/>` +
  `<path d="M86 96 C70 60 104 20 150 24 C150 62 124 96 86 96z" fill="#e4e8eb" stroke="#9aa3ab" stroke-width="2"/>` +
  `<path d="M118 60 L160 44" stroke="#6d7880" stroke-width="3"/><rect x="156" y="38" width="14" height="12" rx="3" fill="${DARK}"/>` +
  // the receiver box: display with lit segments, buttons, feet
  `<rect x="16" y="112" width="168" height="52" rx="6" fill="#24292d"/>` +
  `<rect x="16" y="112" width="168" height="8" rx="4" fill="#3a4046"/>` +
  `<rect x="30" y="130" width="52" height="20" rx="3" fill="#0c2a1a"/>` +
  [36, 48, 60, 72].map((x) => `<rect x="${x}" y="135" width="7" height="10" rx="1" fill="#39e07a"/>`).join('') +
  `<circle cx="118" cy="140" r="5" fill="#6d7880"/><circle cx="134" cy="140" r="5" fill="#6d7880"/><circle cx="166" cy="140" r="6" fill="#e53935"/>` +
  `<rect x="26" y="164" width="18" height="6" fill="#111111"/><rect x="156" y="164" width="18" height="6" fill="#111111"/>`;

export const tablet: PackDrawer = (s) =>
  `<rect x="16" y="46" width="168" height="118" rx="12" fill="${INK}"/>` +
  `<rect x="26" y="54" width="148" height="102" rx="4" fill="${shade(s.main === '#ffffff' ? '#2e86c1' : s.main, 0.15)}"/>` +
  // app tiles on the screen
  [0, 1, 2, 3]
    .flatMap((c) =>
      [0, 1].map(
        (r) =>
          `<rect x="${40 + c * 34}" y="${68 + r * 36}" width="22" height="22" rx="6" fill="#ffffff" opacity="${0.55 + ((c + r) % 2) * 0.3}"/>`,
      ),
    )
    .join('') +
  `<circle cx="179" cy="105" r="2.5" fill="#444444"/>`;

export const watch: PackDrawer = (s) => {
  const strap = s.main === '#ffffff' ? DARK : shade(s.main, -0.2);
  return (
    `<rect x="78" y="14" width="44" height="172" rx="12" fill="${strap}"/>` +
    [150, 162, 174].map((y) => `<circle cx="100" cy="${y}" r="2.5" fill="${shade(strap, -0.4)}"/>`).join('') +
    `<rect x="58" y="56" width="84" height="92" rx="24" fill="#3a3f44"/>` +
    `<rect x="64" y="62" width="72" height="80" rx="19" fill="${INK}"/>` +
    `<rect x="142" y="84" width="6" height="18" rx="3" fill="#6d7880"/>` +
    // activity ring and pulse line on the screen
    `<circle cx="100" cy="102" r="24" fill="none" stroke="#2f3a40" stroke-width="6"/>` +
    `<path d="M100 78 a24 24 0 1 1 -22 33" fill="none" stroke="#39e07a" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M84 104 h8 l4 -10 l6 18 l4 -8 h10" stroke="#ff6b6b" stroke-width="3" fill="none" stroke-linejoin="round"/>`
  );
};

export const airFryer: PackDrawer = (s) => {
  const shell = s.main === '#ffffff' ? DARK : shade(s.main, -0.45);
  return (
    `<path d="M50 60 q0 -30 50 -30 q50 0 50 30 v110 q0 10 -10 10 h-80 q-10 0 -10 -10z" fill="${shell}"/>` +
    `<ellipse cx="100" cy="44" rx="36" ry="8" fill="#ffffff" opacity="0.12"/>` +
    // the dial and its lit ring, the basket's drawer and its handle
    `<circle cx="100" cy="74" r="14" fill="${INK}" stroke="#6d7880" stroke-width="3"/><path d="M100 64 v8" stroke="#ffffff" stroke-width="3" stroke-linecap="round"/>` +
    `<rect x="58" y="100" width="84" height="72" rx="10" fill="#3a3f44"/>` +
    `<rect x="80" y="126" width="40" height="14" rx="7" fill="${INK}"/><rect x="84" y="130" width="32" height="6" rx="3" fill="${s.main === '#ffffff' ? '#e53935' : s.main}"/>` +
    `<path d="M64 108 h72" stroke="#6d7880" stroke-width="2"/>`
  );
};

export const waterHeater: PackDrawer = () =>
  `<rect x="56" y="20" width="88" height="140" rx="12" fill="#f6f7f8" stroke="#b5bcc3" stroke-width="2"/>` +
  `<rect x="64" y="28" width="8" height="120" rx="4" fill="#ffffff"/>` +
  // the flame's window, two knobs, the pipes underneath
  `<rect x="82" y="92" width="36" height="30" rx="6" fill="#1d2225"/>` +
  `<path d="M100 118 c-10 -6 -6 -16 0 -22 c0 8 10 10 6 18 q-2 4 -6 4z" fill="#4fa3d9"/>` +
  `<circle cx="88" cy="138" r="5" fill="#5d666e"/><circle cx="112" cy="138" r="5" fill="#5d666e"/>` +
  `<rect x="90" y="44" width="20" height="20" rx="4" fill="#dde3e8"/>` +
  `<path d="M78 160 v24 M100 160 v24 M122 160 v24" stroke="#9aa3ab" stroke-width="6"/>`;

export const clock: PackDrawer = (s) => {
  const rim = s.main === '#ffffff' ? DARK : shade(s.main, -0.1);
  const ticks = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="98" y="${i % 3 === 0 ? 48 : 50}" width="4" height="${i % 3 === 0 ? 12 : 7}" rx="1" fill="${INK}" transform="rotate(${i * 30} 100 104)"/>`,
  ).join('');
  return (
    `<circle cx="100" cy="104" r="72" fill="${rim}"/>` +
    `<circle cx="100" cy="104" r="62" fill="#fffdf6"/>` +
    ticks +
    `<path d="M100 104 L100 66" stroke="${INK}" stroke-width="5" stroke-linecap="round"/>` +
    `<path d="M100 104 L130 120" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M100 104 L76 144" stroke="#e53935" stroke-width="2"/>` +
    `<circle cx="100" cy="104" r="6" fill="${INK}"/>`
  );
};

export const calculator: PackDrawer = (s) => {
  const shell = s.main === '#ffffff' ? '#3a3f44' : shade(s.main, -0.55);
  const keys = [0, 1, 2, 3]
    .flatMap((row) =>
      [0, 1, 2, 3].map((col) => {
        const x = 62 + col * 20;
        const y = 86 + row * 22;
        const fill = col === 3 ? '#f39c12' : row === 0 ? '#9aa3ab' : '#eceff1';
        return `<rect x="${x}" y="${y}" width="16" height="16" rx="4" fill="${fill}"/>`;
      }),
    )
    .join('');
  return (
    `<rect x="52" y="22" width="96" height="160" rx="12" fill="${shell}"/>` +
    `<rect x="60" y="32" width="80" height="40" rx="4" fill="#b9d3a8"/>` +
    `<rect x="96" y="52" width="36" height="12" rx="1" fill="#2f3a2a" opacity="0.7"/>` +
    keys +
    `<rect x="62" y="174" width="76" height="2" fill="#ffffff" opacity="0.2"/>`
  );
};

export const pacifier: PackDrawer = (s) => {
  const colour = body(s.main);
  return (
    // the ring, the shield with its air holes, the teat
    `<circle cx="150" cy="104" r="26" fill="none" stroke="${shade(colour, 0.25)}" stroke-width="10"/>` +
    `<rect x="108" y="92" width="22" height="24" rx="6" fill="${shade(colour, -0.15)}"/>` +
    `<path d="M108 104 c0 -46 -44 -58 -44 -30 c-16 -6 -24 10 -12 30 c-12 20 -4 36 12 30 c0 28 44 16 44 -30z" fill="${colour}"/>` +
    `<circle cx="76" cy="84" r="5" fill="#ffffff" opacity="0.8"/><circle cx="76" cy="124" r="5" fill="#ffffff" opacity="0.8"/>` +
    `<path d="M54 94 q-30 -6 -34 10 q4 16 34 10z" fill="#f3d7a7" stroke="#d9b77c" stroke-width="2"/>`
  );
};

export const hammer: PackDrawer = () =>
  `<g transform="rotate(-35 100 104)">` +
  `<rect x="92" y="66" width="16" height="116" rx="7" fill="#b9783f"/>` +
  `<rect x="92" y="140" width="16" height="42" rx="7" fill="#2b2f33"/>` +
  `<path d="M58 40 h60 q8 0 10 -6 l22 14 q-10 6 -18 16 q-6 -8 -14 -4 h-60 q-6 0 -6 -6 v-8 q0 -6 6 -6z" fill="#8e99a3"/>` +
  `<path d="M58 40 h60 v10 h-66 v-4 q0 -6 6 -6z" fill="#b5bec6"/>` +
  `<rect x="86" y="36" width="28" height="34" rx="3" fill="#6d7880"/>` +
  `</g>`;

export const tapeMeasure: PackDrawer = (s) => {
  const shell = s.main === '#ffffff' ? '#f4c20d' : s.main;
  return (
    // the tape pulled out, with its marks and hook
    `<rect x="120" y="146" width="72" height="16" fill="#f4d03f" stroke="#c9a40e" stroke-width="1.5"/>` +
    Array.from({ length: 9 }, (_, i) => `<path d="M${126 + i * 8} 146 v${i % 2 === 0 ? 8 : 5}" stroke="${INK}" stroke-width="1.5"/>`).join(
      '',
    ) +
    `<rect x="188" y="140" width="6" height="26" rx="1" fill="#6d7880"/>` +
    // the case
    `<rect x="22" y="58" width="112" height="112" rx="30" fill="${shell}" stroke="${shade(shell, -0.3)}" stroke-width="3"/>` +
    `<circle cx="78" cy="114" r="30" fill="${shade(shell, -0.15)}"/><circle cx="78" cy="114" r="12" fill="${INK}"/>` +
    `<rect x="40" y="46" width="34" height="16" rx="6" fill="${DARK}"/>`
  );
};

export const wateringCan: PackDrawer = (s) => {
  const can = body(s.main);
  return (
    // spout and its rose, handle, body, a few drops
    `<path d="M132 120 L182 62" stroke="${shade(can, -0.15)}" stroke-width="10" stroke-linecap="round"/>` +
    `<ellipse cx="184" cy="58" rx="9" ry="14" fill="${shade(can, -0.25)}" transform="rotate(45 184 58)"/>` +
    `<path d="M60 96 C60 46 136 46 136 96" stroke="${shade(can, -0.2)}" stroke-width="10" fill="none"/>` +
    `<path d="M44 92 h96 l-8 86 q-40 8 -80 0z" fill="${can}"/>` +
    `<ellipse cx="92" cy="92" rx="48" ry="8" fill="${shade(can, 0.3)}"/>` +
    `<rect x="56" y="104" width="8" height="64" rx="4" fill="#ffffff" opacity="0.3"/>` +
    [
      [176, 84],
      [188, 80],
      [182, 96],
    ]
      .map(([x, y]) => `<path d="M${x} ${y} q-3 6 0 8 q3 -2 0 -8z" fill="#4fa3d9"/>`)
      .join('')
  );
};

export const gardenHose: PackDrawer = () =>
  // the reel, the coiled hose, the hose's end with its spray gun
  `<rect x="40" y="170" width="100" height="10" rx="4" fill="#5d666e"/>` +
  `<path d="M52 170 l16 -30 M128 170 l-16 -30" stroke="#5d666e" stroke-width="6"/>` +
  `<circle cx="90" cy="100" r="64" fill="#2e7d32"/>` +
  [56, 46, 36, 26].map((r) => `<circle cx="90" cy="100" r="${r}" fill="none" stroke="#43a047" stroke-width="6"/>`).join('') +
  `<circle cx="90" cy="100" r="14" fill="#f39c12"/><circle cx="90" cy="100" r="5" fill="#5d666e"/>` +
  `<path d="M150 120 q24 20 20 46" stroke="#43a047" stroke-width="9" fill="none" stroke-linecap="round"/>` +
  `<path d="M160 160 h22 l4 8 h-26z" fill="#f39c12"/><rect x="162" y="166" width="8" height="16" rx="3" fill="#f39c12"/>`;
