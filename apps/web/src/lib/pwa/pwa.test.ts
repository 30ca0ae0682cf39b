import { afterEach, describe, expect, it, vi } from 'vitest';
import { refreshWhenOnline, REFRESH_RETRY_MS } from '../device/online.ts';
import { REGISTER_FALLBACK_MS, scheduleServiceWorker, SETTLE_MS } from './index.ts';
import { applyUpdate, dismissUpdate, resetUpdateState, setUpdateWaiting } from './update-state.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetUpdateState();
});

describe('update state', () => {
  it('applies the waiting worker on the shopper’s say-so, once per call', async () => {
    const apply = vi.fn(() => Promise.resolve());
    setUpdateWaiting(apply);
    dismissUpdate();
    expect(apply).not.toHaveBeenCalled();
    await applyUpdate();
    expect(apply).toHaveBeenCalledTimes(1);
  });

  it('does nothing when no worker waits', async () => {
    await expect(applyUpdate()).resolves.toBeUndefined();
  });
});

describe('refresh rule (docs/favourites-offline.md#online-state-and-the-offline-banner)', () => {
  it('reloads at once when online', () => {
    vi.stubGlobal('navigator', { onLine: true });
    vi.stubGlobal('window', globalThis);
    const reload = vi.fn();
    refreshWhenOnline(reload);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('offline, retries every 2 s and reloads once the device is back online', () => {
    vi.useFakeTimers();
    const nav = { onLine: false };
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('window', globalThis);
    const reload = vi.fn();
    refreshWhenOnline(reload);
    expect(REFRESH_RETRY_MS).toBe(2000);
    vi.advanceTimersByTime(1999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(2001);
    expect(reload).not.toHaveBeenCalled();
    nav.onLine = true;
    vi.advanceTimersByTime(2000);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a second press does not start a second retry loop', () => {
    vi.useFakeTimers();
    const nav = { onLine: false };
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('window', globalThis);
    const reload = vi.fn();
    refreshWhenOnline(reload);
    refreshWhenOnline(reload);
    nav.onLine = true;
    vi.advanceTimersByTime(2000);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('service worker scheduling', () => {
  it('does nothing outside production builds or without service worker support', () => {
    const addEventListener = vi.fn();
    vi.stubGlobal('window', { addEventListener });
    scheduleServiceWorker({ prod: false, supported: true });
    scheduleServiceWorker({ prod: true, supported: false });
    expect(addEventListener).not.toHaveBeenCalled();
  });

  it('waits for the page load and 5 s, then for an idle moment, within 30 s in all', () => {
    vi.useFakeTimers();
    const addEventListener = vi.fn();
    const requestIdleCallback = vi.fn();
    vi.stubGlobal('document', { readyState: 'loading' });
    vi.stubGlobal('window', { addEventListener, requestIdleCallback });
    scheduleServiceWorker({ prod: true, supported: true });
    expect(addEventListener).toHaveBeenCalledWith('load', expect.any(Function), { once: true });
    expect(requestIdleCallback).not.toHaveBeenCalled();
    (addEventListener.mock.calls[0]![1] as () => void)();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(SETTLE_MS + requestIdleCallback.mock.calls[0]![1].timeout).toBe(REGISTER_FALLBACK_MS);
    expect(REGISTER_FALLBACK_MS).toBe(30_000);
  });
});
