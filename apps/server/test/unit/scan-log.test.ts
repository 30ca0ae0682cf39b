import { describe, expect, it } from 'vitest';
import type { ScanRepository } from '../../src/modules/scan/scan.repository.ts';
import { createScanService, SCAN_LOG_BATCH } from '../../src/modules/scan/scan.service.ts';

/** A scan repository whose log() records its batches (and fails while `failing`). */
function fakeRepo() {
  const batches: { code: string; day: string }[][] = [];
  const state = { failing: false, batches };
  const repo = {
    async log(rows: { code: string; day: string }[]) {
      if (state.failing) throw new Error('database away');
      batches.push(rows);
    },
  } as unknown as ScanRepository;
  return { repo, state };
}

const at = new Date('2026-11-24T22:30:00Z'); // 23:30 in Tunis

describe('answered scans counted in memory, written in batches (docs/scan.md#counting-scans)', () => {
  it('nothing is written until flushScans, then one insert with every scan, on its Tunis day', async () => {
    const { repo, state } = fakeRepo();
    const scan = createScanService({ repo });
    scan.record('6191234567890', 'TN0001', at);
    scan.record('6191234567890', 'TN0002', at);
    expect(state.batches).toHaveLength(0);
    expect(scan.pendingScans()).toBe(2);
    await scan.flushScans();
    expect(scan.pendingScans()).toBe(0);
    expect(state.batches).toHaveLength(1);
    expect(state.batches[0]!.map((r) => r.day)).toEqual(['2026-11-24', '2026-11-24']);
    await scan.flushScans(); // nothing waiting: no empty insert
    expect(state.batches).toHaveLength(1);
  });

  it('SCAN_LOG_BATCH scans waiting are written at once, without waiting for the timer', async () => {
    const { repo, state } = fakeRepo();
    const scan = createScanService({ repo });
    for (let i = 0; i < SCAN_LOG_BATCH + 3; i++) scan.record(String(i), 'TN0001', at);
    await scan.flushScans();
    expect(state.batches.map((b) => b.length)).toEqual([SCAN_LOG_BATCH, 3]);
  });

  it('a failed write keeps its scans for the next flush: none lost, none counted twice', async () => {
    const { repo, state } = fakeRepo();
    const scan = createScanService({ repo });
    scan.record('a', 'TN0001', at);
    state.failing = true;
    await expect(scan.flushScans()).rejects.toThrow('database away');
    scan.record('b', 'TN0001', at);
    state.failing = false;
    await scan.flushScans();
    expect(state.batches.flat().map((r) => r.code)).toEqual(['a', 'b']);
  });
});
