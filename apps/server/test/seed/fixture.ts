import { generateDemoData, type DemoData } from '../../src/seed/demo-data.ts';

/** The test clock's day (Tuesday 24 November 2026, the lead's TEST_NOW). */
export const TEST_DAY = '2026-11-24';

const cache = new Map<string, DemoData>();

/** The pure generator's output for a day, computed once per test file. */
export function demoData(day = TEST_DAY): DemoData {
  let data = cache.get(day);
  if (!data) {
    data = generateDemoData(day);
    cache.set(day, data);
  }
  return data;
}
