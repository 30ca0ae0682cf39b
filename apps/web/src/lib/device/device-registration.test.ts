import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deviceId, registerDevice } from './device-registration.ts';

class MemoryStorage {
  private data = new Map<string, string>();
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    this.data.set(k, String(v));
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
}

describe('device registration on first launch', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('makes one id, keeps it, registers once and sets deviceRegistered', async () => {
    const post = vi.fn().mockResolvedValue({ registered: true });
    const id = deviceId();
    expect(id).toMatch(/^[\w.:-]+$/);
    expect(deviceId()).toBe(id);
    expect(await registerDevice(post)).toBe(true);
    expect(post).toHaveBeenCalledWith('/devices', { DEVICE_ID: id, PLATFORM: 'web' }, { silent: true });
    expect(localStorage.getItem('deviceRegistered')).toBe('true');
    expect(await registerDevice(post)).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('leaves the flag unset on failure so the next launch retries', async () => {
    const post = vi.fn().mockRejectedValue(new Error('offline'));
    expect(await registerDevice(post)).toBe(false);
    expect(localStorage.getItem('deviceRegistered')).toBeNull();
    const ok = vi.fn().mockResolvedValue({ registered: true });
    expect(await registerDevice(ok)).toBe(true);
  });
});
