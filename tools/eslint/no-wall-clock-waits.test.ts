import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { noWallClockWaits } from './no-wall-clock-waits.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

new RuleTester({ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' } }).run('no-wall-clock-waits', noWallClockWaits, {
  valid: [
    'await page.waitForFunction(() => document.title === "x");',
    'await page.clock.runFor(7000);',
    'const tick = () => new Promise((r) => setTimeout(r, 0));',
    'await new Promise((r) => setTimeout(r, 50));',
    // A delay given by a variable is not judged (timeout guards, helpers taking the delay).
    'const sleep = (ms) => new Promise((r) => setTimeout(r, ms));',
    // Not a sleep: a timer outside a promise (the code under test, a guard that is cleared).
    'const timer = setTimeout(done, 5000);',
  ],
  invalid: [
    { code: 'await page.waitForTimeout(450);', errors: [{ messageId: 'waitForTimeout' }] },
    { code: 'await this.page.waitForTimeout(delay);', errors: [{ messageId: 'waitForTimeout' }] },
    { code: 'await new Promise((r) => setTimeout(r, 100));', errors: [{ messageId: 'sleep', data: { ms: '100' } }] },
    { code: 'await new Promise((resolve) => { setTimeout(resolve, 1_000); });', errors: [{ messageId: 'sleep', data: { ms: '1000' } }] },
    { code: 'await new Promise((r) => globalThis.setTimeout(r, 2 * 1000));', errors: [{ messageId: 'sleep', data: { ms: '2000' } }] },
  ],
});
