import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/errors.ts';
import { createGate } from '../../src/limits/gate.ts';

/** A task that ends when the test says so. */
function deferred() {
  let release!: () => void;
  const done = new Promise<void>((r) => (release = r));
  return { done, release };
}

describe('createGate (bounded heavy work)', () => {
  it('runs at most `concurrency` tasks, queues `queue` more, and refuses the rest with 503 BUSY', async () => {
    const gate = createGate(2, 1);
    const tasks = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    const runs = tasks.map((t, i) =>
      gate.run(async () => {
        started.push(i);
        await t.done;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([gate.running, gate.waiting]).toEqual([2, 1]);
    const refused = await gate.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).code).toBe('BUSY');
    tasks[0]!.release();
    expect(await runs[0]).toBe(0);
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual([0, 1, 2]);
    tasks[1]!.release();
    tasks[2]!.release();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('frees its place when a task fails', async () => {
    const gate = createGate(1, 0);
    await expect(gate.run(async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(await gate.run(async () => 'ok')).toBe('ok');
  });
});
