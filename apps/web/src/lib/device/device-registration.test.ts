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

  it('makes one id, keeps it, registers once (with the token when signed in) and sets deviceRegistered', async () => {
    localStorage.setItem('token', 'tok');
    const post = vi.fn().mockResolvedValue(200);
    const id = deviceId();
    expect(id).toMatch(/^[\w.:-]+$/);
    expect(deviceId()).toBe(id);
    expect(await registerDevice(post)).toBe(true);
    expect(post).toHaveBeenCalledWith({ DEVICE_ID: id, PLATFORM: 'web' }, 'tok');
    expect(localStorage.getItem('deviceRegistered')).toBe('true');
    expect(await registerDevice(post)).toBe(true);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('leaves the flag unset on failure so the next launch retries', async () => {
    const post = vi.fn().mockResolvedValue(0);
    expect(await registerDevice(post)).toBe(false);
    expect(localStorage.getItem('deviceRegistered')).toBeNull();
    expect(await registerDevice(vi.fn().mockResolvedValue(500))).toBe(false);
    expect(await registerDevice(vi.fn().mockResolvedValue(200))).toBe(true);
  });

  it('a refused token registers the device anonymously instead of ending the session', async () => {
    localStorage.setItem('token', 'dead');
    const post = vi.fn().mockImplementation(async (_body, token) => (token ? 401 : 200));
    expect(await registerDevice(post)).toBe(true);
    expect(post).toHaveBeenLastCalledWith(expect.anything(), null);
    expect(localStorage.getItem('token')).toBe('dead');
  });

  it('a device id bound to another account (409) gets a new id, registered once; no loop', async () => {
    localStorage.setItem('token', 'bob');
    const old = deviceId();
    const post = vi.fn().mockImplementation(async (body: { DEVICE_ID: string }) => (body.DEVICE_ID === old ? 409 : 200));
    expect(await registerDevice(post)).toBe(true);
    expect(post).toHaveBeenCalledTimes(2);
    const fresh = deviceId();
    expect(fresh).not.toBe(old);
    expect(post).toHaveBeenLastCalledWith({ DEVICE_ID: fresh, PLATFORM: 'web' }, 'bob');
    expect(localStorage.getItem('deviceRegistered')).toBe('true');
  });

  it('409 again on the new id: stops (two posts at most) and retries at the next launch', async () => {
    localStorage.setItem('token', 'bob');
    const always = vi.fn().mockResolvedValue(409);
    expect(await registerDevice(always)).toBe(false);
    expect(always).toHaveBeenCalledTimes(2);
    expect(localStorage.getItem('deviceRegistered')).toBeNull();
  });
});
