import { describe, expect, it } from 'vitest';
import { cameraProblem } from './reader.ts';

describe('cameraProblem', () => {
  it('names a refused, missing or failed camera from getUserMedia’s error', () => {
    expect(cameraProblem('NotAllowedError')).toBe('denied');
    expect(cameraProblem('SecurityError')).toBe('denied');
    expect(cameraProblem('NotFoundError')).toBe('missing');
    expect(cameraProblem('OverconstrainedError')).toBe('missing');
    expect(cameraProblem('NotReadableError')).toBe('failed');
    expect(cameraProblem(undefined)).toBe('failed');
  });
});
