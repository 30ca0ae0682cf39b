import { describe, expect, it } from 'vitest';

import { inboxFr } from './inbox.fr.ts';

describe('notifications texts', () => {
  it('keep the spec’s action words exactly', () => {
    expect([inboxFr.actions.view, inboxFr.actions.dismiss, inboxFr.actions.install]).toEqual([
      'Voir',
      'Annuler',
      'Installer les mises à jour',
    ]);
  });
});
