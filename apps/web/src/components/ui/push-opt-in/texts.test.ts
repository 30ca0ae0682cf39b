import { describe, expect, it } from 'vitest';
import { textKeys, textValues } from '../../../lib/i18n/lazy-texts.ts';
import { pushOptInAr, pushOptInFr } from './texts.ts';

describe('push opt-in texts', () => {
  it('have the same keys in French and Arabic, none empty, Arabic in Arabic script', () => {
    expect(textKeys(pushOptInAr).sort()).toEqual(textKeys(pushOptInFr).sort());
    expect(textValues(pushOptInFr).filter((v) => !v.trim())).toEqual([]);
    expect(textValues(pushOptInAr).filter((v) => !/[\u0600-\u06ff]/.test(v))).toEqual([]);
  });

  it('say the inbox keeps every message when push is blocked or fails', () => {
    expect(pushOptInFr.title).toBe('Activer les notifications');
    expect(pushOptInFr.denied).toContain('Vos messages restent dans la liste des notifications');
    expect(pushOptInFr.failed).toContain('Vos messages restent dans la liste des notifications');
  });
});
