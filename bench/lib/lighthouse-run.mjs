/**
 * One Lighthouse run (mobile defaults: simulated slow 4G and 4× CPU, performance only) in a tab of
 * our own of the Chromium at `port`, as bench/pages.ts's child process:
 *
 *   node bench/lib/lighthouse-run.mjs <url> <port> <out.json> [cpuRate]
 *
 * With cpuRate > 1 the tab's CPU is really slowed by that rate (DevTools' CPU throttling) before
 * Lighthouse starts, and stays so for the whole run. Lighthouse's simulated throttling leaves a CPU
 * throttling it did not set in place (as under WebPageTest), measures its benchmarkIndex and
 * observes the page's tasks at that speed, then multiplies them by its own 4×: the run is the one a
 * host that much slower would give. Its report's benchmarkIndex shows the speed it saw.
 */
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, port, out, rateArg] = process.argv.slice(2);
const rate = Number(rateArg ?? 1);
const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}`, defaultViewport: null });
try {
  const page = await browser.newPage();
  if (rate > 1) {
    const cdp = await page.createCDPSession();
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  }
  const result = await lighthouse(
    url,
    { onlyCategories: ['performance'], output: 'json', disableStorageReset: true, logLevel: 'error' },
    undefined,
    page,
  );
  if (!result) throw new Error('lighthouse gave no result');
  fs.writeFileSync(out, typeof result.report === 'string' ? result.report : result.report[0]);
} finally {
  await browser.disconnect();
}
