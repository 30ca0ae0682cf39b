import { describe, expect, it } from 'vitest';
import { applyBackspace, applyInput, codeOf, emptyCode, isComplete, splitPastedCode } from './code-input.ts';

describe('code boxes', () => {
  it('moves to the next box after a typed digit, and stays on the last one', () => {
    let code = emptyCode();
    let change = applyInput(code, 0, '4');
    expect(change).toEqual({ digits: ['4', '', '', '', ''], focus: 1 });
    code = change.digits;
    change = applyInput(code, 4, '7');
    expect(change.focus).toBe(4);
    expect(change.digits[4]).toBe('7');
  });

  it('ignores non-digits', () => {
    expect(applyInput(emptyCode(), 2, 'a')).toEqual({ digits: emptyCode(), focus: 2 });
  });

  it('replaces the digit of a box typed over', () => {
    const code = ['1', '', '', '', ''];
    expect(applyInput(code, 0, '19').digits[0]).toBe('9');
    expect(applyInput(code, 0, '91').digits[0]).toBe('9');
  });

  it('fills every box from a pasted 5-digit code, wherever it lands', () => {
    for (const index of [0, 2, 4]) {
      const change = applyInput(emptyCode(), index, ' 12 345 ');
      expect(change.digits).toEqual(['1', '2', '3', '4', '5']);
      expect(change.focus).toBe(4);
    }
    expect(splitPastedCode('Votre code : 98765')).toEqual(['9', '8', '7', '6', '5']);
    expect(splitPastedCode('1234')).toBeNull();
  });

  it('fills a shorter run from the box it lands in', () => {
    expect(applyInput(emptyCode(), 1, '23')).toEqual({ digits: ['', '2', '3', '', ''], focus: 3 });
  });

  it('backspace clears the box, then goes back to the previous one', () => {
    const code = ['1', '2', '3', '', ''];
    expect(applyBackspace(code, 2)).toEqual({ digits: ['1', '2', '', '', ''], focus: 2 });
    expect(applyBackspace(['1', '2', '', '', ''], 2)).toEqual({ digits: ['1', '', '', '', ''], focus: 1 });
    expect(applyBackspace(emptyCode(), 0).focus).toBe(0);
  });

  it('knows a complete code', () => {
    expect(isComplete(['1', '2', '3', '4', '5'])).toBe(true);
    expect(isComplete(['1', '2', '', '4', '5'])).toBe(false);
    expect(codeOf(['1', '2', '3', '4', '5'])).toBe('12345');
  });
});
