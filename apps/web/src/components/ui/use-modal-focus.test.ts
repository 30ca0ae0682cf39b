import { describe, expect, it } from 'vitest';
import { isTopModal, pushModal, removeModal } from './use-modal-focus.ts';

describe('modal stack', () => {
  it('only the last modal opened is on top; closing it gives the turn back', () => {
    const sheet = {};
    const alert = {};
    pushModal(sheet);
    expect(isTopModal(sheet)).toBe(true);
    pushModal(alert);
    expect(isTopModal(sheet)).toBe(false);
    expect(isTopModal(alert)).toBe(true);
    removeModal(alert);
    expect(isTopModal(sheet)).toBe(true);
    removeModal(sheet);
    expect(isTopModal(sheet)).toBe(false);
  });

  it('a modal closed under another leaves the top one on top', () => {
    const a = {};
    const b = {};
    pushModal(a);
    pushModal(b);
    removeModal(a);
    expect(isTopModal(b)).toBe(true);
    removeModal(b);
  });
});
