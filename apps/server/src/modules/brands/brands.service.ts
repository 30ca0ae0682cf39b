import { productImageUrl, type Brand, type BrandPage, type BrandProducts, type Lang, type PageQuery } from '@qadhya/contracts';
import { notFound } from '../../errors.ts';
import { toProduct } from '../products/product.mapper.ts';
import type { BrandsRepository } from './brands.repository.ts';

const keyOf = (name: string) => name.trim().toLowerCase();

/**
 * The chain's own brands: the configured labels (OWN_BRANDS) that products.marque carries, with
 * their product counts and a product's picture; a brand's products grouped by category
 * (docs/brands.md).
 */
export function createBrandsService({ repo, ownBrands }: { repo: BrandsRepository; ownBrands: readonly string[] }) {
  const names = new Map(ownBrands.map((name) => [keyOf(name), name]));

  async function all(): Promise<Brand[]> {
    const rows = await repo.counts([...names.keys()]);
    const byKey = new Map(rows.map((r) => [r.key, r]));
    // In the configured order; a label with no product is left out.
    return [...names].flatMap(([key, name]) => {
      const row = byKey.get(key);
      return row ? [{ name, product_count: row.product_count, image: productImageUrl(row.sku, row.image_version) }] : [];
    });
  }

  return {
    async list(page: PageQuery): Promise<BrandPage> {
      const items = await all();
      const start = (page.page - 1) * page.pageSize;
      return {
        items: items.slice(start, start + page.pageSize),
        page: page.page,
        pageSize: page.pageSize,
        total: items.length,
        hasMore: start + page.pageSize < items.length,
      };
    },

    async products(brand: string, lang: Lang): Promise<BrandProducts> {
      const key = keyOf(brand);
      const name = names.get(key);
      if (!name) throw notFound('NOT_FOUND', `${brand} is not one of the chain's own brands.`);
      const [rows, total] = await Promise.all([repo.products(key, lang), repo.total(key)]);
      const groups = new Map<number, BrandProducts['groups'][number]>();
      for (const row of rows) {
        const product = toProduct(row);
        let group = groups.get(product.category_id);
        if (!group) {
          group = { category_id: product.category_id, category_name: product.category_name, items: [] };
          groups.set(product.category_id, group);
        }
        group.items.push(product);
      }
      return { brand: name, total, groups: [...groups.values()] };
    },
  };
}

export type BrandsService = ReturnType<typeof createBrandsService>;
