import { describe, expect, it } from 'vitest';

import { pushOptInFr } from './texts.ts';

describe('push opt-in texts', () => {
  it('say the inbox keeps every message when push is blocked or fails', () => {
    expect(pushOptInFr.title).toBe('Activer les notifications');
    expect(pushOptInFr.denied).toContain('Vos messages restent dans la liste des notifications');
    expect(pushOptInFr.failed).toContain('Vos messages restent dans la liste des notifications');
  });
});
