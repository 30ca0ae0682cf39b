/**
 * Tests do not sleep on the wall clock (docs/testing.md): they wait for a condition (an element, an
 * event, a response) or move a clock they own (the server's injected clock, Playwright's page.clock,
 * vi.useFakeTimers). Reported in test files:
 * - any call of Playwright's waitForTimeout();
 * - a setTimeout of MIN_MS or more, written as a number, inside a `new Promise(...)` (the hand-made
 *   sleep).
 * A delay given by a variable is not judged: that is a helper's poll interval or a timeout guard
 * (waiting for a real process to start, e.g. apps/web/e2e/helpers/server.ts), not a test's wait.
 */
export const MIN_MS = 100;

const TIMER_HOSTS = new Set(['globalThis', 'window', 'global', 'self']);

/** setTimeout, globalThis.setTimeout, window.setTimeout… */
function isSetTimeout(callee) {
  if (callee.type === 'Identifier') return callee.name === 'setTimeout';
  return (
    callee.type === 'MemberExpression' &&
    !callee.computed &&
    callee.property.name === 'setTimeout' &&
    callee.object.type === 'Identifier' &&
    TIMER_HOSTS.has(callee.object.name)
  );
}

/** The number of milliseconds when the delay is written as a number (500, 1_000, 2 * 1000), else null. */
function literalMs(node) {
  if (!node) return null;
  if (node.type === 'Literal' && typeof node.value === 'number') return node.value;
  if (node.type === 'BinaryExpression' && node.operator === '*') {
    const [a, b] = [literalMs(node.left), literalMs(node.right)];
    return a === null || b === null ? null : a * b;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noWallClockWaits = {
  meta: {
    type: 'problem',
    docs: { description: 'Tests wait for conditions or move a fake clock, never sleep on the wall clock' },
    schema: [],
    messages: {
      waitForTimeout:
        'No waitForTimeout() in tests: wait for a condition (an element state, an event, finished animations) or move page.clock.',
      sleep:
        'No sleep of {{ms}} ms in tests: wait for a condition, or move a clock the test owns (server clock, page.clock, vi.useFakeTimers).',
    },
  },
  create(context) {
    return {
      CallExpression(node) {
        const callee = node.callee;
        const name =
          callee.type === 'Identifier' ? callee.name : callee.type === 'MemberExpression' && !callee.computed ? callee.property.name : null;
        if (name === 'waitForTimeout') {
          context.report({ node, messageId: 'waitForTimeout' });
          return;
        }
        if (!isSetTimeout(callee)) return;
        const ms = literalMs(node.arguments[1]);
        if (ms === null || ms < MIN_MS) return;
        const inPromise = context.sourceCode
          .getAncestors(node)
          .some((a) => a.type === 'NewExpression' && a.callee.type === 'Identifier' && a.callee.name === 'Promise');
        if (inPromise) context.report({ node, messageId: 'sleep', data: { ms: String(ms) } });
      },
    };
  },
};
