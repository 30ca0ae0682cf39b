/**
 * The pre-JS shell: drawn by the inline boot script at the top of <body> on the /layout screens,
 * it paints the app's frame (home band or page header, loading cards, bottom bar) as soon as the
 * HTML and the stylesheet are in, in the stored language. It lies over the app (fixed) and goes as
 * soon as the app has drawn the page (or the app went elsewhere), so its leaving moves nothing.
 * Texts are the app's own (shell.test.ts checks them against the catalogues).
 */
// Straight to the file, as boot.ts does (the package index brings Intl formatters).
import { tunisDateString } from '../../../../packages/domain/src/clock.ts';
import type { FirstScreen, FirstScreenSlot as Slot } from '../../../../packages/contracts/src/first-screen.ts';
import { SHELL_ICONS } from './shell-icons.ts';

type Lang = 'fr' | 'ar';

export const SHELL_TEXTS = {
  fr: {
    'nav.home': 'Accueil',
    'nav.purchases': 'Achats',
    'nav.settings': 'Réglages',
    'nav.notifications': 'Notifications',
    'app.name': 'Qadhya',
    'home.greeting': 'Bonjour',
    'home.subtitle': "Qu'allez-vous trouver aujourd'hui ?",
    'home.search': 'Rechercher un produit',
    'routes.catalogs': 'Catalogues',
    'routes.greatOffers': 'Promos du jour',
    'routes.lastChanceProducts': 'Dernière chance',
  },
  ar: {
    'nav.home': 'الرئيسية',
    'nav.purchases': 'مشترياتي',
    'nav.settings': 'الإعدادات',
    'nav.notifications': 'الإشعارات',
    'app.name': 'Qadhya',
    'home.greeting': 'مرحبًا',
    'home.subtitle': 'ماذا ستجد اليوم؟',
    'home.search': 'ابحث عن منتج',
    'routes.catalogs': 'الكتالوجات',
    'routes.greatOffers': 'عروض اليوم',
    'routes.lastChanceProducts': 'الفرصة الأخيرة',
  },
} as const;

type TextKey = keyof (typeof SHELL_TEXTS)['fr'];

/** The /layout screens the shell knows: their header. */
const PAGES: Record<string, { title: TextKey; tone?: 'brand'; search?: boolean } | 'home'> = {
  '/layout': 'home',
  '/layout/catalogs': { title: 'routes.catalogs', tone: 'brand' },
  '/layout/great-offers': { title: 'routes.greatOffers' },
  '/layout/last-chance/products': { title: 'routes.lastChanceProducts', search: true },
};

/**
 * The shell's styles: inlined once in index.html's head by the build (vite-boot-plugin.ts), so the
 * page's CSP allows them by their hash (an inline <style> written by script would be refused).
 */
export const SHELL_CSS = `#boot-shell{position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:var(--color-bg);pointer-events:none;font-family:var(--font-latin)}
#boot-shell[dir=rtl]{font-family:var(--font-arabic)}
@media (min-width:600px){#boot-shell{background:#e9ebef}#boot-shell .bs-app{box-shadow:0 0 0 1px var(--color-border),var(--shadow-lg)}}
#boot-shell svg{display:block;fill:none;stroke:currentColor;stroke-linecap:round;stroke-linejoin:round}
.bs-app{max-width:var(--app-max-width);min-height:100%;margin-inline:auto;background:var(--color-bg)}
.bs-band{position:relative;overflow:hidden;padding:calc(var(--safe-top) + var(--space-4)) var(--space-4) var(--space-6);color:var(--color-on-brand);background:radial-gradient(120% 90% at 100% 0%,rgb(255 255 255/16%) 0%,transparent 55%),linear-gradient(165deg,var(--color-brand-glow) 0%,var(--color-brand) 45%,var(--color-brand-dark) 100%);border-end-start-radius:28px;border-end-end-radius:28px;box-shadow:0 10px 24px rgb(227 6 19/22%)}
.bs-band::after{content:'';position:absolute;inset-inline-end:-60px;bottom:-70px;width:200px;height:200px;border-radius:50%;border:28px solid rgb(255 255 255/7%)}
.bs-top{display:flex;align-items:center;justify-content:space-between}
.bs-brand{display:inline-flex;align-items:center;gap:var(--space-2)}
.bs-logo{display:grid;place-items:center;width:36px;height:36px;border-radius:var(--radius-md);background:var(--color-surface);color:var(--color-brand);box-shadow:var(--shadow-sm)}
.bs-name{font-family:var(--font-latin);font-size:var(--text-xl);font-weight:var(--weight-black);letter-spacing:-.02em}
.bs-menu{display:grid;place-items:center;width:var(--tap-size);height:var(--tap-size);border-radius:var(--radius-full);background:rgb(255 255 255/16%)}
.bs-greeting{margin-top:var(--space-6);font-size:var(--text-2xl);font-weight:var(--weight-bold);line-height:var(--leading-tight);letter-spacing:-.01em}
.bs-subtitle{margin-top:var(--space-1);font-size:var(--text-sm);color:var(--color-on-brand)}
.bs-search{position:relative;z-index:1;display:flex;align-items:center;gap:var(--space-3);height:50px;margin-top:var(--space-5);padding-inline:var(--space-4);border-radius:var(--radius-md);background:var(--color-surface);color:var(--color-text-subtle);font-size:var(--text-sm);box-shadow:var(--shadow-md)}
.bs-search svg{color:var(--color-brand)}
.bs-header{padding-top:var(--safe-top);background:rgb(255 255 255/92%);border-bottom:1px solid var(--color-border);color:var(--color-text)}
.bs-header[data-tone=brand]{background:var(--color-brand);border-bottom-color:transparent;color:var(--color-on-brand)}
.bs-bar{display:grid;grid-template-columns:minmax(var(--tap-size),1fr) auto minmax(var(--tap-size),1fr);align-items:center;gap:var(--space-2);height:var(--header-height);padding-inline:var(--space-2)}
.bs-icon{display:grid;place-items:center;width:var(--tap-size);height:var(--tap-size)}
.bs-end{display:flex;justify-content:flex-end}
.bs-title{min-width:0;max-width:60vw;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:var(--text-md);font-weight:var(--weight-bold);text-align:center}
.bs-body{display:flex;flex-direction:column;gap:var(--space-6);padding:var(--space-5) var(--space-4) 0}
.bs-row{display:flex;gap:var(--space-3);overflow:hidden}
.bs-grid{display:grid;grid-template-columns:repeat(2,minmax(0,1fr));gap:var(--space-3)}
.bs-sec{display:flex;flex-direction:column;gap:var(--space-3)}
.bs-line{width:40%;height:22px;margin-block:11px;border-radius:var(--radius-sm);background:var(--color-surface-muted)}
.bs-card{flex:none;width:144px;height:241px;border-radius:var(--radius-md);background:var(--color-surface)}
.bs-card[data-tall]{height:262px}
.bs-grid .bs-card{width:auto;height:248px}
.bs-card[data-filled]{display:flex;flex-direction:column;overflow:hidden;border:1px solid var(--color-border)}
.bs-pic{position:relative;aspect-ratio:1;background:var(--color-surface-muted)}
.bs-pic img{display:block;width:100%;height:100%;object-fit:contain;padding:var(--space-2)}
.bs-row .bs-pic img{padding:var(--space-1)}
.bs-off{position:absolute;inset-block-start:var(--space-2);inset-inline-start:var(--space-2);padding:3px 8px;border-radius:var(--radius-full);background:var(--color-brand);color:var(--color-on-brand);font-family:var(--font-latin);font-size:var(--text-xs);font-weight:var(--weight-black);line-height:1.3}
.bs-txt{display:flex;flex-direction:column;gap:var(--space-1);padding:var(--space-2) var(--space-3) var(--space-3)}
.bs-nm{display:-webkit-box;overflow:hidden;-webkit-box-orient:vertical;-webkit-line-clamp:2;font-size:var(--text-sm);font-weight:var(--weight-semibold);line-height:1.3;color:var(--color-text)}
.bs-pr{display:flex;flex-wrap:wrap;align-items:baseline;gap:var(--space-2);font-family:var(--font-latin);font-weight:var(--weight-bold);color:var(--color-text)}
.bs-pr s{font-size:var(--text-xs);font-weight:var(--weight-medium);color:var(--color-text-subtle)}
.bs-nav{position:fixed;inset-inline:0;bottom:0;margin-inline:auto;max-width:var(--app-max-width);padding-bottom:var(--safe-bottom);background:var(--color-surface);border-top:1px solid var(--color-border);box-shadow:0 -6px 20px rgb(16 24 40/6%)}
.bs-items{display:grid;grid-template-columns:repeat(5,1fr);align-items:end;height:var(--bottom-bar-height)}
.bs-item{display:flex;flex-direction:column;align-items:center;justify-content:center;gap:3px;height:100%;min-width:0;color:var(--color-text-subtle)}
.bs-item[data-on]{color:var(--color-brand-text)}
.bs-label{max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;font-size:.6875rem;font-weight:var(--weight-medium)}
.bs-item[data-on] .bs-label{font-weight:var(--weight-bold)}
.bs-scan{display:flex;justify-content:center;height:100%}
.bs-scan>span{display:grid;place-items:center;width:62px;height:62px;margin-top:-24px;border-radius:var(--radius-full);background:linear-gradient(160deg,var(--color-brand-glow) 0%,var(--color-brand) 45%,var(--color-brand-dark) 100%);color:var(--color-on-brand);border:4px solid var(--color-surface);box-shadow:var(--shadow-brand)}`;

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const icon = (name: keyof typeof SHELL_ICONS, size: number, stroke = 2, flip = false) =>
  `<svg width="${size}" height="${size}" viewBox="0 0 24 24" stroke-width="${stroke}"${flip ? ' class="flip-rtl"' : ''}>${SHELL_ICONS[name]}</svg>`;

/** The shell's markup for a path, or null when the path is not one of the screens it knows. */
export function shellHtml(path: string, lang: Lang): string | null {
  const page = PAGES[path];
  if (!page) return null;
  const t = (key: TextKey) => esc(SHELL_TEXTS[lang][key]);
  const cards = (n: number, tall = false) => `<div class="bs-card"${tall ? ' data-tall' : ''}></div>`.repeat(n);
  const head =
    page === 'home'
      ? `<div class="bs-band"><div class="bs-top"><span class="bs-brand"><span class="bs-logo">${icon('ShoppingBasket', 20, 2.4)}</span><span class="bs-name" dir="ltr">${t('app.name')}</span></span><span class="bs-menu">${icon('Menu', 22)}</span></div><div class="bs-greeting">${t('home.greeting')}</div><div class="bs-subtitle">${t('home.subtitle')}</div><div class="bs-search">${icon('Search', 20)}<span>${t('home.search')}</span></div></div>`
      : `<div class="bs-header"${page.tone ? ` data-tone="${page.tone}"` : ''}><div class="bs-bar"><span class="bs-icon">${icon('ArrowLeft', 22, 2, true)}</span><span class="bs-title">${t(page.title)}</span><span class="bs-end">${page.search ? `<span class="bs-icon">${icon('Search', 22)}</span>` : ''}</span></div></div>`;
  const body =
    page === 'home'
      ? `<div class="bs-sec"><div class="bs-line"></div><div class="bs-row" data-slot="promos">${cards(3)}</div></div><div class="bs-sec"><div class="bs-line"></div><div class="bs-row" data-slot="lastChance">${cards(3, true)}</div></div>`
      : `<div class="bs-grid" data-slot="grid">${cards(4)}</div>`;
  const item = (name: keyof typeof SHELL_ICONS, label: TextKey, on = false) =>
    `<span class="bs-item"${on ? ' data-on' : ''}>${icon(name, 22)}<span class="bs-label">${t(label)}</span></span>`;
  const nav = `<div class="bs-nav"><div class="bs-items">${item('House', 'nav.home', page === 'home')}${item('ShoppingBag', 'nav.purchases')}<span class="bs-scan"><span>${icon('ScanLine', 28, 2.2)}</span></span>${item('Settings', 'nav.settings')}${item('Bell', 'nav.notifications')}</div></div>`;
  return `<div class="bs-app">${head}<div class="bs-body">${body}</div></div>${nav}`;
}

/**
 * The currency after an amount, as formatMoney writes it (docs/formats.md): « DT » in French,
 * « د.ت » in Arabic (packages/domain/src/format/numbers.ts's CURRENCY_SIGN, without its Intl).
 */
export const SHELL_CURRENCY: Readonly<Record<Lang, string>> = { fr: 'DT', ar: 'د.ت' };

/** 12500 → « 12,500 » (the figures of « 12,500 DT »: fr-FR grouping, three decimals, packages/domain/src/money.ts without Intl). */
export function shellPrice(millimes: number): string {
  const abs = Math.round(Math.abs(millimes));
  const dinars = String(Math.floor(abs / 1000)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u202f');
  return `${millimes < 0 && abs ? '-' : ''}${dinars},${String(abs % 1000).padStart(3, '0')}`;
}

/**
 * The server's first screen (script#first-screen), when it is for this page: the shell's language
 * and the day of the server's instant written in the same page (meta qadhya-now). Without a chosen
 * store the last-chance rows are the shopper's; with one they are not (the app reads that store's),
 * so they are left as placeholders.
 */
export function readFirstScreen(doc: Document, lang: Lang, hasStore: boolean): FirstScreen | null {
  const text = doc.getElementById('first-screen')?.textContent;
  const now = doc.querySelector('meta[name="qadhya-now"]')?.getAttribute('content');
  if (!text || !now) return null;
  const at = new Date(now);
  const screen = JSON.parse(text) as FirstScreen;
  if (Number.isNaN(at.getTime()) || screen.lang !== lang || screen.day !== tunisDateString(at)) return null;
  if (hasStore) delete screen.slots.lastChance;
  return screen;
}

/** Fills the shell's placeholder cards with the first screen's (by DOM: names are data). */
export function drawFirstScreen(shell: HTMLElement, screen: FirstScreen): void {
  const doc = shell.ownerDocument;
  const el = (tag: string, cls?: string, text?: string) => {
    const node = doc.createElement(tag);
    if (cls) node.className = cls;
    if (text !== undefined) node.textContent = text;
    return node;
  };
  let first = true;
  for (const row of Array.from(shell.querySelectorAll<HTMLElement>('[data-slot]'))) {
    const cards = screen.slots[row.dataset.slot as Slot] ?? [];
    const places = Array.from(row.querySelectorAll<HTMLElement>('.bs-card'));
    cards.slice(0, places.length).forEach((card, i) => {
      const place = places[i]!;
      place.setAttribute('data-filled', '');
      const pic = el('div', 'bs-pic');
      const img = doc.createElement('img');
      img.alt = '';
      img.width = 160;
      img.height = 160;
      if (first) img.setAttribute('fetchpriority', 'high');
      first = false;
      img.src = card.image;
      pic.appendChild(img);
      if (card.remise > 0) {
        // « -43% » as formatPercent writes a discount (one sign, no space), left to right.
        const off = el('span', 'bs-off', `-${Math.round(card.remise)}%`);
        off.dir = 'ltr';
        pic.appendChild(off);
      }
      const txt = el('div', 'bs-txt');
      const name = el('span', 'bs-nm', card.name);
      name.dir = 'auto';
      const prices = el('span', 'bs-pr');
      prices.dir = 'ltr';
      if (card.old_price > card.price) prices.appendChild(el('s', undefined, shellPrice(card.old_price)));
      // The figures left to right, the language's sign after them in reading order (on their left in Arabic).
      const price = el('span');
      price.dir = screen.lang === 'ar' ? 'rtl' : 'ltr';
      const figures = el('bdi', undefined, shellPrice(card.price));
      figures.dir = 'ltr';
      price.append(figures, ` ${SHELL_CURRENCY[screen.lang]}`);
      prices.appendChild(price);
      txt.append(name, prices);
      place.append(pic, txt);
    });
  }
}

/** The app has drawn its page: the shell can go. */
export function appHasPage(doc: Document): boolean {
  return !!doc.querySelector('#root main > *');
}

/** Draws the shell at the top of <body> and removes it when the app has drawn (or left) the page. */
export function showShell(win: Window): void {
  const doc = win.document;
  const path = win.location.pathname.replace(/\/+$/, '') || '/';
  const lang = doc.documentElement.dir === 'rtl' ? 'ar' : 'fr';
  const html = shellHtml(path, lang);
  if (!html || !doc.body) return;
  const shell = doc.createElement('div');
  shell.id = 'boot-shell';
  // Its own direction: the app may set the page's while it starts.
  shell.dir = lang === 'ar' ? 'rtl' : 'ltr';
  shell.setAttribute('aria-hidden', 'true');
  shell.innerHTML = html;
  try {
    let hasStore = false;
    try {
      const store = JSON.parse(win.localStorage.getItem('current_store') ?? 'null') as { magasin_code?: unknown } | null;
      hasStore = !!store && typeof store.magasin_code === 'string';
    } catch {
      // no storage, or an unreadable store: none (as the boot script reads it)
    }
    const screen = readFirstScreen(doc, lang, hasStore);
    if (screen) drawFirstScreen(shell, screen);
  } catch {
    // an unreadable first screen: the placeholders
  }
  doc.body.prepend(shell);
  let observer: MutationObserver | null = null;
  const done = () => {
    observer?.disconnect();
    shell.remove();
  };
  // Whatever happens, the app is never hidden for long.
  win.setTimeout(done, 10_000);
  observer = new MutationObserver(() => {
    if (appHasPage(doc) || win.location.pathname.replace(/\/+$/, '') !== path) done();
  });
  observer.observe(doc.documentElement, { childList: true, subtree: true });
}
