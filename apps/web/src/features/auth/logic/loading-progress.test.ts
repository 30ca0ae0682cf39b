import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runProgress } from './loading-progress.ts';

describe('loading progress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rises by 1 every 100 ms to 100, then waits 1 s before it is done', () => {
    const seen: number[] = [];
    const onDone = vi.fn();
    runProgress({ onProgress: (p) => seen.push(p), onDone });
    expect(seen).toEqual([0]);
    vi.advanceTimersByTime(100);
    expect(seen.at(-1)).toBe(1);
    vi.advanceTimersByTime(4900);
    expect(seen.at(-1)).toBe(50);
    vi.advanceTimersByTime(5000);
    expect(seen.at(-1)).toBe(100);
    expect(seen).toEqual(Array.from({ length: 101 }, (_, i) => i));
    vi.advanceTimersByTime(999);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(seen.at(-1)).toBe(100);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('stops when cancelled (the screen left)', () => {
    const onProgress = vi.fn();
    const onDone = vi.fn();
    const cancel = runProgress({ onProgress, onDone });
    vi.advanceTimersByTime(300);
    cancel();
    vi.advanceTimersByTime(20_000);
    expect(onProgress).toHaveBeenLastCalledWith(3);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('cancelled during the final pause never finishes', () => {
    const onDone = vi.fn();
    const cancel = runProgress({ onProgress: () => {}, onDone });
    vi.advanceTimersByTime(10_500);
    cancel();
    vi.advanceTimersByTime(2000);
    expect(onDone).not.toHaveBeenCalled();
  });
});
