/**
 * Runs `run` once untimed (it warms up and gives the answer), then `times` times more, timing each:
 * the first answer and each run's duration in ms. No Node API, so the browser bundles use it too.
 */
export async function timedRuns<T>(run: () => Promise<T>, times: number): Promise<{ first: T; ms: number[] }> {
  const first = await run();
  const ms: number[] = [];
  for (let i = 0; i < times; i++) {
    const t0 = performance.now();
    await run();
    ms.push(performance.now() - t0);
  }
  return { first, ms };
}
