import { hash32 } from '../prng.ts';
import type { OffProduct } from '../reference.ts';
import { brandFactor } from './generated.ts';
import { cleanOffName } from './off-clean.ts';
import { detectBrand } from './off-brands.ts';
import { distinguishRepeats } from './off-variants.ts';
import { defaultBrand } from './off-defaults.ts';
import { FALLBACK_RULE, ruleFor, type OffRule } from './off-rules.ts';
import { shelfPrice } from './pricing.ts';
import { foldKey, sizeQuantity } from './text.ts';
import type { ProductDraft } from './types.ts';

/** Brand of most named products of a maker (9-digit GS1 prefix), for its products with a bare name. */
function makerBrands(products: readonly OffProduct[]): Map<string, string> {
  const votes = new Map<string, Map<string, number>>();
  for (const p of products) {
    const brand = detectBrand(foldKey(p.name));
    if (!brand) continue;
    const prefix = p.ean.slice(0, 9);
    const v = votes.get(prefix) ?? new Map<string, number>();
    v.set(brand, (v.get(brand) ?? 0) + 1);
    votes.set(prefix, v);
  }
  const out = new Map<string, string>();
  for (const [prefix, v] of votes) {
    const [best, n] = [...v.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const total = [...v.values()].reduce((a, b) => a + b, 0);
    if (n >= 2 && n / total >= 0.6) out.set(prefix, best);
  }
  return out;
}

/** What most other products of a group (a brand, a maker) are, for a name no rule recognises. */
function groupRules(items: readonly { group: string | null; rule: OffRule }[]): Map<string, OffRule> {
  const votes = new Map<string, Map<OffRule, number>>();
  for (const { group, rule } of items) {
    if (!group || rule === FALLBACK_RULE) continue;
    const v = votes.get(group) ?? new Map<OffRule, number>();
    v.set(rule, (v.get(rule) ?? 0) + 1);
    votes.set(group, v);
  }
  const out = new Map<string, OffRule>();
  for (const [brand, v] of votes) out.set(brand, [...v.entries()].sort((a, b) => b[1] - a[1])[0]![0]);
  return out;
}

/** The 1,036 real products: cleaned name, brand, size, category, pack and a plausible price. Codes kept. */
export function offDrafts(products: readonly OffProduct[]): ProductDraft[] {
  const makers = makerBrands(products);
  const first = products.map((p) => {
    const key = foldKey(p.name);
    return { p, key, brand: detectBrand(key) ?? makers.get(p.ean.slice(0, 9)) ?? null, rule: ruleFor(key, p.ean) };
  });
  const byBrand = groupRules(first.map((x) => ({ group: x.brand, rule: x.rule })));
  const byMaker = groupRules(first.map((x) => ({ group: x.p.ean.slice(0, 9), rule: x.rule })));
  const drafts = first.map(({ p, brand: named, rule: found }) => {
    const rule = found !== FALLBACK_RULE ? found : (named && byBrand.get(named)) || byMaker.get(p.ean.slice(0, 9)) || found;
    const brand = named ?? defaultBrand(rule, p.ean);
    const { base, size } = cleanOffName(p.name, brand, rule);
    const finalSize = size ?? rule.size;
    const q = sizeQuantity(finalSize);
    const usual = sizeQuantity(rule.size);
    const scale = q && usual ? Math.pow(q / usual, 0.85) : 1;
    const wobble = 0.95 + (hash32(p.ean) % 11) / 100;
    return {
      ean: p.ean,
      base,
      marque: brand,
      size: finalSize,
      categoryId: rule.cat,
      pack: rule.pack,
      basePrice: shelfPrice(rule.price * scale * brandFactor(brand ?? '') * wobble),
      source: 'off' as const,
      ...(rule.noPromo ? { noPromo: true } : {}),
    };
  });
  distinguishRepeats(drafts);
  return drafts;
}
