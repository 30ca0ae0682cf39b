import { afterEach, describe, expect, it, vi } from 'vitest';
import { confirmDialog, getDialog, infoDialog } from './dialog-store.ts';
import { dismissToast, getToasts, showToast, TOAST_LIFE } from './toast-store.ts';

afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('live 4, 5, 6 or 8 seconds, then go', () => {
    expect(Object.values(TOAST_LIFE)).toEqual([4000, 5000, 6000, 8000]);
    vi.useFakeTimers();
    const id = showToast({ type: 'info', title: 'Bonjour', durationMs: TOAST_LIFE.medium });
    expect(getToasts().map((t) => t.id)).toEqual([id]);
    vi.advanceTimersByTime(4999);
    expect(getToasts()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToasts()).toHaveLength(0);
  });

  it('default to 4 s and can be dismissed', () => {
    const id = showToast({ type: 'success', title: 'OK' });
    expect(getToasts()[0]?.durationMs).toBe(4000);
    dismissToast(id);
    expect(getToasts()).toHaveLength(0);
  });
});

describe('alert dialog', () => {
  it('resolves true on accept and false on refuse', async () => {
    const accepted = confirmDialog('Titre', 'Texte');
    expect(getDialog()).toMatchObject({ kind: 'confirm', title: 'Titre', text: 'Texte' });
    getDialog()!.resolve(true);
    await expect(accepted).resolves.toBe(true);
    expect(getDialog()).toBeNull();

    const info = infoDialog('Info');
    const replaced = confirmDialog('Autre');
    await expect(info).resolves.toBe(false); // a newer dialog dismisses the older one
    getDialog()!.resolve(false);
    await expect(replaced).resolves.toBe(false);
  });
});
