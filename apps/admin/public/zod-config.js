// Runs before the app's modules (a classic script, not inline: the CSP allows no inline script).
// The CSP forbids eval, so zod must not even probe it (its caught `new Function` is still reported
// as a violation); zod reads this global configuration when it loads (docs/back-office.md).
globalThis.__zod_globalConfig = { jitless: true };
