import { AdminSimStatusBody, SIM_MOVES, SIM_STATUSES } from '@qadhya/contracts';
import { describe, expect, it } from 'vitest';
import { DUPLICATE_BADGE, duplicateText, SIM_MOVE_TEXTS, SIM_STATUS_LABELS } from './sim-labels.ts';

describe('« Réservations SIM » words', () => {
  it('labels every status as the issue names them', () => {
    expect(SIM_STATUSES.map((s) => SIM_STATUS_LABELS[s])).toEqual(['Reçue', 'En traitement', 'Prête en magasin', 'Refusée', 'Annulée']);
  });

  it('has a button and a form for every move SIM_MOVES allows, and only for moves the server takes', () => {
    const targets = new Set(Object.values(SIM_MOVES).flat());
    expect(Object.keys(SIM_MOVE_TEXTS).sort()).toEqual([...targets].sort());
    expect(Object.keys(SIM_MOVE_TEXTS).sort()).toEqual([...AdminSimStatusBody.shape.status.options].sort());
  });
});

describe('the duplicate flag', () => {
  it('names the open request it duplicates, in French', () => {
    expect(duplicateText(42)).toContain('la demande ouverte n° 42');
    expect(duplicateText(null)).toContain('une autre demande ouverte');
    expect(DUPLICATE_BADGE).toBe('Doublon ?');
  });
});
