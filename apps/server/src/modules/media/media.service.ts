import type { GameKey, Lang } from '@qadhya/contracts';
import { notFound } from '../../errors.ts';
import type { Storage } from '../../storage/storage.ts';
import { ImageCache, rendered, type RenderedImage } from './cache.ts';
import type { MediaRepository } from './media.repository.ts';
import { cataloguePageSvg } from './render/catalogue-page.ts';
import { categorySvg } from './render/category-image.ts';
import { gamePictureSvg } from './render/game-picture.ts';
import { photoSvg, productSvg } from './render/product-image.ts';

/** Rules of the images: what exists, what it looks like, and the cache in front of the drawing. */
export function createMediaService({
  repo,
  cache = new ImageCache(),
  storage,
}: {
  repo: MediaRepository;
  cache?: ImageCache;
  storage?: Storage;
}) {
  async function cached(key: string, render: () => Promise<string>): Promise<RenderedImage> {
    const hit = cache.get(key);
    if (hit) return hit;
    const image = rendered(await render());
    cache.set(key, image);
    return image;
  }

  /** The Arabic form when there is one (not empty), else the French (docs/media.md#arabic-images). */
  const inLang = (fr: string, ar: string | null | undefined, lang: Lang) => (lang === 'ar' && ar ? ar : fr);

  async function page(catalogueId: number, pageNumber: number, lang: Lang): Promise<string> {
    const catalogue = await repo.catalogue(catalogueId);
    if (!catalogue) throw notFound('NOT_FOUND', `No catalogue ${catalogueId}.`);
    const page = await repo.page(catalogueId, pageNumber);
    // An uploaded page is not drawn: its image has its own URL (uploadedPage).
    if (!page || page.layout === 'image') throw notFound('NOT_FOUND', `Catalogue ${catalogueId} has no drawn page ${pageNumber}.`);
    const tiles = await repo.pageTiles(catalogueId, pageNumber);
    return cataloguePageSvg({
      catalogueName: inLang(catalogue.name, catalogue.name_ar, lang),
      start: catalogue.start,
      end: catalogue.end,
      page: pageNumber,
      pageCount: catalogue.page_count,
      layout: page.layout,
      title: inLang(page.title, page.title_ar, lang),
      tiles,
      lang,
    });
  }

  return {
    /**
     * The product's picture: its uploaded photo when it has one (docs/back-office-content.md#product-photos),
     * else its drawn pack. Cached per URL version: a new photo moves the version, so no copy serves the old one.
     */
    product: (sku: string, version = '') =>
      cached(`product:${sku}:${version}`, async () => {
        const picture = await repo.productPicture(sku);
        if (!picture) throw notFound('NOT_FOUND', `No product with sku ${sku}.`);
        const photo = picture.image_key && storage ? await storage.read(picture.image_key) : null;
        return photo ? photoSvg(photo, picture.name) : productSvg(picture);
      }),
    /**
     * The cover is the catalogue's first page. Drawn in `lang` (its URL's ?lang=, never a header).
     * The URL's version is in the key: zones changed in the back office bump it (docs/catalogue-admin.md).
     */
    cover: (catalogueId: number, lang: Lang = 'fr', version = '') =>
      cached(`page:${lang}:${catalogueId}:1:${version}`, () => page(catalogueId, 1, lang)),
    page: (catalogueId: number, pageNumber: number, lang: Lang = 'fr', version = '') =>
      cached(`page:${lang}:${catalogueId}:${pageNumber}:${version}`, () => page(catalogueId, pageNumber, lang)),
    /** An uploaded page's stored image (WebP), when `file` is that page's image (docs/catalogue-admin.md#pages). */
    async uploadedPage(catalogueId: number, pageNumber: number, file: string): Promise<Buffer> {
      const key = `catalogue-pages/${catalogueId}/${file}.webp`;
      const bytes = storage && (await repo.isPageImage(catalogueId, pageNumber, key)) ? await storage.read(key) : null;
      if (!bytes) throw notFound('NOT_FOUND', `No such image of page ${pageNumber} of catalogue ${catalogueId}.`);
      return bytes;
    },
    category: (categoryId: number) =>
      cached(`category:${categoryId}`, async () => {
        const category = await repo.category(categoryId);
        if (!category) throw notFound('NOT_FOUND', `No category ${categoryId}.`);
        return categorySvg(category);
      }),
    /** A game's drawn picture, for a campaign without its own (docs/games.md#the-popup): no data behind it. */
    game: (game: GameKey) => cached(`game:${game}`, async () => gamePictureSvg(game)),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
