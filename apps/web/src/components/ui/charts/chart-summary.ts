/** The figures a chart's spoken summary states: the total and the highest point (first of equals). */
export function chartSummary(
  labels: readonly string[],
  values: readonly number[],
): { total: number; top: string | null; topValue: number } {
  let total = 0;
  let best = -1;
  values.forEach((v, i) => {
    total += v;
    if (v > 0 && (best < 0 || v > (values[best] ?? 0))) best = i;
  });
  return { total, top: best < 0 ? null : (labels[best] ?? null), topValue: best < 0 ? 0 : (values[best] ?? 0) };
}
