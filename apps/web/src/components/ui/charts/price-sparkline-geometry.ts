/**
 * The price sparkline's geometry (docs/products.md#price-history): one x step a week, prices
 * scaled between the lowest and highest of the window with a margin, the regular price as a step
 * line, promo and last-chance weeks as dots. Pure, so the drawing is tested without a browser.
 */
export interface HistoryPoint {
  date: string;
  regular: number;
  promo: number | null;
  last_chance: number | null;
}

export interface ChartBox {
  width: number;
  height: number;
  /** Room kept inside the box on each side, in the chart's units. */
  pad: number;
}

export interface ChartShape {
  /** The regular price as an SVG path (horizontal steps between the weeks). */
  regular: string;
  promo: { x: number; y: number; price: number; date: string }[];
  lastChance: { x: number; y: number; price: number; date: string }[];
  min: number;
  max: number;
}

export function chartShape(points: readonly HistoryPoint[], box: ChartBox): ChartShape {
  const prices = points.flatMap((p) => [p.regular, p.promo, p.last_chance]).filter((v): v is number => v !== null);
  const min = prices.length ? Math.min(...prices) : 0;
  const max = prices.length ? Math.max(...prices) : 0;
  const span = max - min || 1;
  const innerW = box.width - 2 * box.pad;
  const innerH = box.height - 2 * box.pad;
  const step = points.length > 1 ? innerW / (points.length - 1) : 0;
  const x = (i: number) => round(box.pad + (points.length > 1 ? i * step : innerW / 2));
  // A flat history sits in the middle; otherwise the lowest price at the bottom, the highest at the top.
  const y = (price: number) => round(max === min ? box.height / 2 : box.pad + ((max - price) / span) * innerH);
  let regular = '';
  points.forEach((p, i) => {
    if (i === 0) regular = `M${x(0)} ${y(p.regular)}`;
    else regular += ` H${x(i)} V${y(p.regular)}`;
  });
  if (points.length === 1) regular += ` H${round(box.width - box.pad)}`;
  const dots = (pick: (p: HistoryPoint) => number | null) =>
    points.flatMap((p, i) => {
      const price = pick(p);
      return price === null ? [] : [{ x: x(i), y: y(price), price, date: p.date }];
    });
  return { regular, promo: dots((p) => p.promo), lastChance: dots((p) => p.last_chance), min, max };
}

const round = (n: number) => Math.round(n * 10) / 10;
