import type { PackDrawer } from './pack-style.ts';
import { shade, text } from './svg.ts';

/** Appliances and electronics, drawn as the object with the brand on it. */

const brandOn = (x: number, y: number, brand: string, size: number, fill: string, max = 70) =>
  brand ? text(x, y, brand, { size, fill, bold: true, anchor: 'middle', maxWidth: max }) : '';

const INOX = '#c9d1d8';

export const fridge: PackDrawer = (s) =>
  `<rect x="56" y="20" width="88" height="166" rx="8" fill="${INOX}" stroke="#8e99a3" stroke-width="2"/>` +
  `<path d="M56 78 h88" stroke="#8e99a3" stroke-width="2"/>` +
  `<rect x="130" y="34" width="5" height="30" rx="2" fill="#6d7880"/><rect x="130" y="92" width="5" height="50" rx="2" fill="#6d7880"/>` +
  `<rect x="62" y="26" width="10" height="48" fill="#ffffff" opacity="0.35"/>` +
  brandOn(96, 174, s.brand, 9, '#44505a', 60);

export const washer: PackDrawer = (s) =>
  `<rect x="40" y="34" width="120" height="150" rx="8" fill="#f6f7f8" stroke="#b5bcc3" stroke-width="2"/>` +
  `<rect x="40" y="34" width="120" height="26" rx="8" fill="#e4e8eb"/>` +
  `<circle cx="136" cy="47" r="7" fill="#ffffff" stroke="#9aa3ab"/><rect x="52" y="42" width="40" height="10" rx="2" fill="${s.main}"/>` +
  `<circle cx="100" cy="120" r="42" fill="#dde3e8" stroke="#9aa3ab" stroke-width="4"/>` +
  `<circle cx="100" cy="120" r="30" fill="#9fc3da"/><path d="M80 110 q10 -14 26 -10" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.7"/>` +
  brandOn(72, 50, s.brand, 7, '#ffffff', 36);

export const appliance: PackDrawer = (s) =>
  `<rect x="22" y="60" width="156" height="100" rx="8" fill="#30363b"/>` +
  `<rect x="32" y="72" width="106" height="76" rx="4" fill="#161a1d"/>` +
  `<path d="M40 80 l30 0 l-30 30z" fill="#ffffff" opacity="0.12"/>` +
  `<rect x="146" y="72" width="24" height="76" rx="3" fill="#3e454b"/>` +
  `<circle cx="158" cy="92" r="6" fill="#9aa3ab"/><circle cx="158" cy="114" r="6" fill="#9aa3ab"/>` +
  `<rect x="148" y="130" width="20" height="8" rx="2" fill="${s.main}"/>` +
  `<rect x="28" y="160" width="14" height="6" fill="#1d2225"/><rect x="158" y="160" width="14" height="6" fill="#1d2225"/>` +
  brandOn(85, 142, s.brand, 8, '#d7dde2', 80);

export const kettle: PackDrawer = (s) =>
  `<rect x="48" y="164" width="104" height="16" rx="6" fill="#2b2f33"/>` +
  `<path d="M60 164 L70 70 Q100 58 130 70 L140 164z" fill="${s.main}"/>` +
  `<path d="M70 70 l-26 -14 l6 -6 l24 10" fill="${shade(s.main, -0.2)}"/>` +
  `<path d="M132 80 q30 10 18 60" stroke="#2b2f33" stroke-width="10" fill="none"/>` +
  `<rect x="88" y="58" width="24" height="8" rx="3" fill="#2b2f33"/>` +
  `<rect x="74" y="96" width="8" height="52" rx="4" fill="#ffffff" opacity="0.3"/>` +
  brandOn(104, 130, s.brand, 10, s.ink, 56);

export const blender: PackDrawer = (s) =>
  `<path d="M62 40 h76 l-10 100 h-56z" fill="#dff0fa" stroke="#9ab8c8" stroke-width="2"/>` +
  `<path d="M72 100 h56 l-3 34 h-50z" fill="${s.accent}" opacity="0.55"/>` +
  `<rect x="58" y="30" width="84" height="12" rx="4" fill="#2b2f33"/>` +
  `<path d="M66 140 h68 l10 44 h-88z" fill="${s.main}"/>` +
  `<circle cx="100" cy="164" r="8" fill="#ffffff"/>` +
  brandOn(100, 154, s.brand, 7, s.ink, 50);

export const iron: PackDrawer = (s) =>
  `<path d="M30 150 C40 100 110 80 170 92 L170 150 z" fill="${s.main}"/>` +
  `<path d="M30 150 h140 v10 h-150z" fill="#c9d1d8"/>` +
  `<path d="M80 96 C90 60 150 60 162 92" stroke="${shade(s.main, -0.3)}" stroke-width="12" fill="none"/>` +
  `<circle cx="118" cy="124" r="8" fill="#ffffff"/>` +
  brandOn(86, 136, s.brand, 9, s.ink, 60);

export const tv: PackDrawer = (s) =>
  `<rect x="14" y="36" width="172" height="108" rx="5" fill="#111417"/>` +
  `<rect x="20" y="42" width="160" height="96" fill="#1f4e79"/>` +
  `<path d="M20 120 q50 -40 90 -10 t70 -20 v48 h-160z" fill="#2e86c1"/>` +
  `<circle cx="150" cy="70" r="14" fill="#f7dc6f"/>` +
  `<path d="M90 144 l-20 30 h60 l-20 -30" fill="#2b2f33"/>` +
  brandOn(100, 152, s.brand, 7, '#bfc6cc', 50);

export const speaker: PackDrawer = (s) =>
  `<rect x="52" y="40" width="96" height="140" rx="16" fill="${shade(s.main, -0.45)}"/>` +
  `<circle cx="100" cy="84" r="24" fill="#15181b" stroke="#6d7880" stroke-width="3"/><circle cx="100" cy="84" r="8" fill="#6d7880"/>` +
  `<circle cx="100" cy="142" r="18" fill="#15181b" stroke="#6d7880" stroke-width="3"/><circle cx="100" cy="142" r="6" fill="#6d7880"/>` +
  brandOn(100, 172, s.brand, 8, '#ffffff', 70);

export const phone: PackDrawer = (s) =>
  `<rect x="62" y="18" width="76" height="166" rx="14" fill="#15181b"/>` +
  `<rect x="67" y="30" width="66" height="142" rx="6" fill="${shade(s.main, 0.1)}"/>` +
  `<path d="M67 120 q40 -50 66 -20 v72 h-66z" fill="${shade(s.accent === '#ffffff' ? s.main : s.accent, -0.1)}" opacity="0.8"/>` +
  `<circle cx="100" cy="24" r="2.5" fill="#444444"/>` +
  brandOn(100, 80, s.brand, 11, '#ffffff', 60);
