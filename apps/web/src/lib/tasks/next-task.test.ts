import { describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task.ts';

describe('nextTask', () => {
  it('runs the task later, in a task of its own, not within the current one', async () => {
    const order: string[] = [];
    nextTask(() => order.push('next task'));
    order.push('current task');
    await Promise.resolve();
    order.push('microtasks of the current task');
    expect(order).toEqual(['current task', 'microtasks of the current task']);
    await vi.waitFor(() => expect(order).toEqual(['current task', 'microtasks of the current task', 'next task']));
  });

  it('falls back on a zero timer without MessageChannel', () => {
    const setTimeout = vi.fn();
    const task = () => undefined;
    nextTask(task, { setTimeout });
    expect(setTimeout).toHaveBeenCalledWith(task, 0);
  });
});
