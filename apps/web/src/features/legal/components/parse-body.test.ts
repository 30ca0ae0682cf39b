import { describe, expect, it } from 'vitest';
import { parseBody, runsOf } from './parse-body.ts';

describe('legal text bodies', () => {
  it('reads headings, paragraphs and lists split by blank lines', () => {
    const blocks = parseBody('## Article 1\n\nUn texte\nsur deux lignes.\n\n- un ;\n- deux.\n\n## Titre\nSuite du titre');
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'heading', 'paragraph']);
    expect(blocks[1]).toEqual({ kind: 'paragraph', runs: [{ kind: 'text', text: 'Un texte sur deux lignes.' }] });
    expect(blocks[2]).toMatchObject({ kind: 'list', items: [[{ text: 'un ;' }], [{ text: 'deux.' }]] });
  });

  it('cuts e-mail addresses out as their own runs, HTML stays text', () => {
    expect(runsOf('Écrivez à contact@qadhya.tn : réponse sous un mois.')).toEqual([
      { kind: 'text', text: 'Écrivez à ' },
      { kind: 'email', text: 'contact@qadhya.tn' },
      { kind: 'text', text: ' : réponse sous un mois.' },
    ]);
    expect(runsOf('<b>x</b>')).toEqual([{ kind: 'text', text: '<b>x</b>' }]);
  });
});
