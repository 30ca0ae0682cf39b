import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Pack } from '../../src/db/tables/products.ts';
import { KIND_DRAWERS } from '../../src/modules/media/render/kind-drawings.ts';
import { KINDS, productKind, type Kind } from '../../src/modules/media/render/kinds.ts';
import type { PackStyle } from '../../src/modules/media/render/pack-style.ts';
import { productSvg, type ProductPicture } from '../../src/modules/media/render/product-image.ts';
import { generateProducts } from '../../src/seed/products/generate.ts';
import { generatedDrafts } from '../../src/seed/products/generated.ts';
import { loadReferenceData } from '../../src/seed/reference.ts';

/** docs/media.md#product-kinds: a picture per kind of product, found from its name. */

const product = (name: string, pack: Pack, marque: string | null = 'Samsung', category_id = 68): ProductPicture => ({
  sku: '100001',
  name,
  marque,
  size: null,
  pack,
  category_id,
});

/** The drawing without its words: what is left is the shape. */
const shape = (svg: string) => svg.replace(/<title>.*?<\/title>/g, '').replace(/<text[^>]*>.*?<\/text>/g, '');

describe('product kinds', () => {
  it('gives the products the issue named their own kind, whatever pack the demo data stored', () => {
    const named: [string, Pack, Kind][] = [
      ['Poupée mannequin Mattel', 'toy', 'doll'],
      ['Trottinette enfant Smoby', 'toy', 'scooter'],
      ['Peluche ours Simba', 'toy', 'teddy'],
      ['Cafetière filtre Moulinex', 'kettle', 'coffee-maker'],
      ['Bouilloire électrique Tefal', 'kettle', 'kettle'],
      ['Récepteur satellite HD Samsung', 'speaker', 'satellite-receiver'],
      ['Casque audio', 'speaker', 'headphones'],
      ['Casque Bluetooth sans fil LG', 'speaker', 'headphones'],
      ['Enceinte Bluetooth portable Sharp', 'speaker', 'speaker'],
      ['Enceinte', 'speaker', 'speaker'],
    ];
    for (const [name, pack, kind] of named) expect(productKind({ name, pack }), name).toBe(kind);
    const six = ['Poupée', 'Trottinette', 'Cafetière filtre', 'Récepteur satellite', 'Casque audio', 'Enceinte'].map((name) =>
      productKind({ name, pack: 'box' }),
    );
    expect(new Set(six).size).toBe(6);
    expect(six).not.toContain(null);
  });

  it('reads Arabic names too, with or without vowel marks', () => {
    expect(productKind({ name: 'دمية باربي', pack: 'toy' })).toBe('doll');
    expect(productKind({ name: 'سماعة رأس لاسلكية', pack: 'speaker' })).toBe('headphones');
    expect(productKind({ name: 'جهاز استقبال رقمي', pack: 'speaker' })).toBe('satellite-receiver');
    expect(productKind({ name: 'آلة قهوة', pack: 'kettle' })).toBe('coffee-maker');
    expect(productKind({ name: 'قَهْوَة مطحونة', pack: 'pouch' })).toBe('coffee');
    expect(productKind({ name: 'حليب نصف دسم', pack: 'carton' })).toBe('milk');
    expect(productKind({ name: 'ماء معدني', pack: 'bottle' })).toBe('water');
  });

  it('takes the most specific word first and leaves look-alikes to their pack', () => {
    expect(productKind({ name: 'Lait chocolaté Délice', pack: 'carton' })).toBe('milk');
    expect(productKind({ name: 'Lait corporel Nivea', pack: 'pump' })).toBe('shampoo');
    expect(productKind({ name: 'Biscuits fourrés chocolat Saïda', pack: 'box' })).toBe('biscuits');
    expect(productKind({ name: 'Chocolat noir 70 % Maestro', pack: 'bar' })).toBe('chocolate');
    expect(productKind({ name: 'Tablette 10,5" Wi-Fi Xiaomi', pack: 'phone' })).toBe('tablet');
    expect(productKind({ name: 'Tablette de chocolat noir', pack: 'bar' })).toBe('chocolate');
    // « Pâte à tartiner » is no pasta, « Café soluble » is in a jar, not a pouch: their packs draw them.
    expect(productKind({ name: 'Pâte à tartiner cacao noisettes', pack: 'jar' })).toBeNull();
    expect(productKind({ name: 'Café soluble Nescafé', pack: 'jar' })).toBeNull();
    expect(productKind({ name: 'Sucre blanc cristallisé', pack: 'bag' })).toBeNull();
    // A pacifier is no teddy bear (the toy pack's drawing), a lollipop in a bag of sweets no pacifier.
    expect(productKind({ name: 'Sucette physiologique Chicco', pack: 'toy' })).toBe('pacifier');
    expect(productKind({ name: 'Sucettes aux fruits', pack: 'bag' })).toBeNull();
    // A wall clock is no lamp, a hammer no drill, a calculator no phone.
    expect(productKind({ name: 'Horloge murale Casa Deco', pack: 'lamp' })).toBe('clock');
    expect(productKind({ name: 'Marteau de menuisier Bosch', pack: 'tool' })).toBe('hammer');
    expect(productKind({ name: 'Calculatrice scientifique Bic', pack: 'phone' })).toBe('calculator');
    expect(productKind({ name: 'Montre connectée Xiaomi', pack: 'phone' })).toBe('watch');
  });

  it('gives every appliance, audio, phone and toy line of the demo data its own kind', () => {
    const lines = generatedDrafts().filter(
      (d) => [5, 68, 112, 409].includes(d.categoryId) || /Bouilloire|Cafetière|Grille|Aspirateur|Fer /.test(d.base),
    );
    const byItem = new Map<string, Kind | null>();
    for (const d of lines) byItem.set(d.base, productKind({ name: d.base, pack: d.pack }));
    for (const base of [
      'Poupée mannequin',
      'Trottinette enfant',
      'Cafetière filtre',
      'Récepteur satellite HD',
      'Casque Bluetooth sans fil',
      'Enceinte Bluetooth portable',
      'Barre de son 2.1',
      'Écouteurs sans fil',
    ]) {
      expect(byItem.get(base), base).not.toBeNull();
    }
    // One speaker for every audio product, no more: the TV & Hi-Fi items are all different kinds.
    const audio = [...byItem].filter(([base]) =>
      generatedDrafts().some((d) => d.base === base && d.categoryId === 68 && !/T(V|éléviseur)/.test(base)),
    );
    expect(audio.length).toBe(4);
    expect(new Set(audio.map(([, kind]) => kind)).size).toBe(4);
  });

  it('finds every kind in the demo data, real products included, and a kind for about half of it', () => {
    const products = generateProducts(loadReferenceData());
    const used = new Map<Kind, number>();
    for (const p of products) {
      const kind = productKind(p);
      if (kind) used.set(kind, (used.get(kind) ?? 0) + 1);
    }
    expect(KINDS.filter((k) => !used.has(k))).toEqual([]);
    const withKind = [...used.values()].reduce((a, b) => a + b, 0);
    expect(withKind / products.length).toBeGreaterThan(0.45);
    // The real products (their EAN is a real Tunisian one): olive oil, tuna, yoghurts, dates… are read too.
    const real = products.filter((p) => p.source === 'off');
    expect(real.filter((p) => productKind(p)).length).toBeGreaterThan(450);
  });
});

describe('kind drawings', () => {
  const style: PackStyle = {
    main: '#1f4e79',
    accent: '#f4d03f',
    ink: '#ffffff',
    content: '#c0392b',
    brand: 'Marque',
    name: 'Produit',
    size: '1 L',
    wide: false,
  };

  it('has one drawing per kind, and no two kinds share one', () => {
    const shapes = new Map<string, Kind>();
    for (const kind of KINDS) {
      const drawn = shape(KIND_DRAWERS[kind](style));
      expect(drawn.length, kind).toBeGreaterThan(100);
      const twin = shapes.get(drawn);
      expect(twin, `${kind} is drawn like ${twin}`).toBeUndefined();
      shapes.set(drawn, kind);
    }
    expect(shapes.size).toBe(KINDS.length);
  });

  it('draws the six named products differently, each titled with its name, as a valid 200x200 SVG', async () => {
    const names: [string, Pack][] = [
      ['Poupée mannequin', 'toy'],
      ['Trottinette enfant', 'toy'],
      ['Cafetière filtre', 'kettle'],
      ['Récepteur satellite HD', 'speaker'],
      ['Casque audio', 'speaker'],
      ['Enceinte Bluetooth portable', 'speaker'],
    ];
    const drawn = new Set<string>();
    for (const [name, pack] of names) {
      const svg = productSvg(product(name, pack));
      expect(svg).toContain(`<title>${name}</title>`);
      drawn.add(shape(svg));
      const meta = await sharp(Buffer.from(svg)).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['svg', 200, 200]);
    }
    expect(drawn.size).toBe(names.length);
  });

  it('draws toys, appliances and electronics without words', () => {
    const objects = [
      'doll',
      'scooter',
      'toy-car',
      'pacifier',
      'coffee-maker',
      'toaster',
      'vacuum',
      'cooker',
      'air-conditioner',
      'air-fryer',
      'water-heater',
      'soundbar',
      'headphones',
      'earbuds',
      'satellite-receiver',
      'tablet',
      'watch',
      'clock',
      'calculator',
      'hammer',
      'tape-measure',
      'watering-can',
      'garden-hose',
    ] as const;
    for (const kind of objects) {
      expect(KIND_DRAWERS[kind](style), kind).not.toContain('<text');
    }
  });

  it('draws every kind as an SVG an image decoder reads', async () => {
    for (const kind of KINDS) {
      const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200">${KIND_DRAWERS[kind](style)}</svg>`;
      const png = await sharp(Buffer.from(svg)).png().toBuffer();
      expect(png.length, kind).toBeGreaterThan(500);
    }
  });
});
