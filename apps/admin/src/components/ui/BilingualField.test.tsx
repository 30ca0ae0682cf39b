// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { arabicMissing, BilingualField, MISSING_ARABIC } from './BilingualField.tsx';

afterEach(cleanup);

function Pair({ fr = '', ar = '', arError }: { fr?: string; ar?: string; arError?: string }) {
  const [texts, setTexts] = useState({ fr, ar });
  return (
    <BilingualField
      label="Titre"
      frText={texts.fr}
      arText={texts.ar}
      arError={arError}
      fr={<input className="ui-input" value={texts.fr} onChange={(e) => setTexts({ ...texts, fr: e.target.value })} />}
      ar={<input className="ui-input" value={texts.ar} onChange={(e) => setTexts({ ...texts, ar: e.target.value })} />}
    />
  );
}

describe('BilingualField (docs/back-office.md#bilingual-texts)', () => {
  it('labels both fields, the Arabic one right to left in Arabic', () => {
    render(<Pair fr="Promos" ar="عروض" />);
    const fr = screen.getByLabelText('Titre (français)');
    const ar = screen.getByLabelText('Titre (arabe)');
    expect(fr.getAttribute('lang')).toBe('fr');
    expect(ar.getAttribute('lang')).toBe('ar');
    expect(ar.getAttribute('dir')).toBe('rtl');
    expect(screen.queryByText(MISSING_ARABIC)).toBeNull();
  });

  it('warns while the Arabic is empty and the French is not, and stops once it is typed', () => {
    render(<Pair />);
    expect(screen.queryByText(MISSING_ARABIC)).toBeNull();
    fireEvent.change(screen.getByLabelText('Titre (français)'), { target: { value: 'Promos du week-end' } });
    const warning = screen.getByText(MISSING_ARABIC);
    // A warning, read with the Arabic field, not an error.
    expect(warning.getAttribute('role')).toBe('status');
    const ar = screen.getByLabelText('Titre (arabe)');
    expect(ar.getAttribute('aria-describedby')).toBe(warning.parentElement!.id);
    expect(ar.getAttribute('aria-invalid')).toBeNull();
    fireEvent.change(ar, { target: { value: '   ' } });
    expect(screen.getByText(MISSING_ARABIC)).toBeTruthy();
    fireEvent.change(ar, { target: { value: 'عروض نهاية الأسبوع' } });
    expect(screen.queryByText(MISSING_ARABIC)).toBeNull();
  });

  it('shows an error of the Arabic field beside the warning', () => {
    render(<Pair fr="Promos" arError="300 caractères au plus." />);
    expect(screen.getByText('300 caractères au plus.')).toBeTruthy();
    expect(screen.getByLabelText('Titre (arabe)').getAttribute('aria-invalid')).toBe('true');
  });

  it('arabicMissing: French written, Arabic empty or blank', () => {
    expect(arabicMissing('Promos', '')).toBe(true);
    expect(arabicMissing('Promos', null)).toBe(true);
    expect(arabicMissing('Promos', ' ')).toBe(true);
    expect(arabicMissing('', '')).toBe(false);
    expect(arabicMissing(undefined, undefined)).toBe(false);
    expect(arabicMissing('Promos', 'عروض')).toBe(false);
  });
});
