/** What nextTask needs of the page (a window, or the global scope). */
export interface TaskScope {
  setTimeout: (task: () => void, ms: number) => unknown;
  MessageChannel?: typeof MessageChannel;
}

/**
 * Runs `task` in a task of its own, right after what the browser has waiting: a message to itself
 * rather than a timer, so neither the 4 ms clamp of nested timers nor a hidden tab's timer
 * throttling delays it. Start-up work is cut in such tasks so that none is long on a slow phone
 * (docs/shell.md#start-up-in-short-tasks). Without MessageChannel: a zero timer.
 */
export function nextTask(task: () => void, scope: TaskScope = globalThis): void {
  if (typeof scope.MessageChannel !== 'function') {
    scope.setTimeout(task, 0);
    return;
  }
  const channel = new scope.MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}
