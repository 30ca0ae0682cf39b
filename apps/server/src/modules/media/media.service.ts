import type { Lang } from '@qadhya/contracts';
import { notFound } from '../../errors.ts';
import { ImageCache, rendered, type RenderedImage } from './cache.ts';
import type { MediaRepository } from './media.repository.ts';
import { cataloguePageSvg } from './render/catalogue-page.ts';
import { categorySvg } from './render/category-image.ts';
import { productSvg } from './render/product-image.ts';

/** Rules of the images: what exists, what it looks like, and the cache in front of the drawing. */
export function createMediaService(repo: MediaRepository, cache = new ImageCache()) {
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
    if (!page) throw notFound('NOT_FOUND', `Catalogue ${catalogueId} has no page ${pageNumber}.`);
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
    product: (sku: string) =>
      cached(`product:${sku}`, async () => {
        const picture = await repo.productPicture(sku);
        if (!picture) throw notFound('NOT_FOUND', `No product with sku ${sku}.`);
        return productSvg(picture);
      }),
    /** The cover is the catalogue's first page. Drawn in `lang` (its URL's ?lang=, never a header). */
    cover: (catalogueId: number, lang: Lang = 'fr') => cached(`page:${lang}:${catalogueId}:1`, () => page(catalogueId, 1, lang)),
    page: (catalogueId: number, pageNumber: number, lang: Lang = 'fr') =>
      cached(`page:${lang}:${catalogueId}:${pageNumber}`, () => page(catalogueId, pageNumber, lang)),
    category: (categoryId: number) =>
      cached(`category:${categoryId}`, async () => {
        const category = await repo.category(categoryId);
        if (!category) throw notFound('NOT_FOUND', `No category ${categoryId}.`);
        return categorySvg(category);
      }),
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
