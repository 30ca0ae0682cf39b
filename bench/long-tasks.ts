/**
 * Long tasks at start-up, explained: loads each of the four first pages in Chromium with the CPU
 * slowed four times (as Lighthouse's mobile run), records a performance trace, and prints every
 * main-thread task over 50 ms with what filled it (script evaluations by file, functions, parsing,
 * style, layout), after the main thread's time in tasks and its compile work of the whole run. The
 * tool behind docs/shell.md#start-up-in-short-tasks; figures are printed, never asserted.
 *
 *   npx tsx bench/long-tasks.ts                      (the four pages, French)
 *   BENCH_LANG=ar npx tsx bench/long-tasks.ts /layout/catalogs
 *   BENCH_CPU=1 npx tsx bench/long-tasks.ts          (the machine's own speed: tasks over 12.5 ms)
 *   BENCH_COMPILE=1 npx tsx bench/long-tasks.ts      (V8's compile work too: makes the entry's evaluation longer)
 *   BENCH_TREE=1 npx tsx bench/long-tasks.ts         (each long task's events over 2 ms, in order: two
 *                                                      layouts in one frame, a picture's PaintImage…)
 *   BENCH_TREE=1 BENCH_CATEGORIES=fonts,disabled-by-default-fonts,blink npx tsx bench/long-tasks.ts
 *                                                     (and inside them: an SVG picture's own document, its font lookups…)
 */
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from '../apps/web/e2e/helpers/browser.ts';
import { startBenchServer } from './lib/server.ts';

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tid: number;
  pid: number;
  args?: { data?: { url?: string; functionName?: string; frame?: string }; beginData?: { url?: string } };
}

const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/layout', '/layout/catalogs', '/layout/great-offers', '/layout/last-chance/products'];
const LANG = process.env.BENCH_LANG === 'ar' ? 'ar' : 'fr';
/**
 * Lighthouse's slowdown by default. BENCH_CPU=1 records at the machine's own speed, as Lighthouse's
 * simulation does before it multiplies every task by 4: a task is then long from 50 / 4 ms.
 */
const CPU_SLOWDOWN = Number(process.env.BENCH_CPU ?? 4);
const LONG_MS = CPU_SLOWDOWN === 1 ? 12.5 : 50;
const KINDS = [
  'EvaluateScript',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'ParseHTML',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'MajorGC',
  'MinorGC',
  'v8.compile',
  'ParseAuthorStyleSheet',
  'RunMicrotasks',
  'v8.produceModuleCache',
  'V8.CompileLazy',
  'V8.ParseFunction',
  'V8.CompileCode',
  'V8.CompileIgnition',
];

/**
 * BENCH_COMPILE=1: also V8's compile category (compile work by kind). Not by default: it makes V8
 * collect source positions, which re-parses the entry inside its evaluation (V8.CollectSourcePositions,
 * 35–45 ms at ×4 on great offers) — a cost of the trace, not of the page; Lighthouse's own trace has no such category.
 */
const COMPILE = process.env.BENCH_COMPILE === '1';

/** BENCH_CATEGORIES=fonts,blink: more trace categories, whose events BENCH_TREE then shows inside the tasks. */
const EXTRA_CATEGORIES = process.env.BENCH_CATEGORIES ?? '';

/** BENCH_TREE=1: also every event over 2 ms inside each long task, in order, with its offset. */
const TREE = process.env.BENCH_TREE === '1';

/** The events inside a task (over 2 ms, on its thread), in order: `+offset name duration what`. */
function taskTree(events: TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + (task.dur ?? 0);
  return events
    .filter(
      (e) =>
        e !== task &&
        e.ph === 'X' &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= end &&
        (e.dur ?? 0) > 2000,
    )
    .sort((a, b) => a.ts - b.ts)
    .map((e) => {
      const what = e.args?.data?.functionName || e.args?.data?.url || '';
      return `      +${((e.ts - task.ts) / 1000).toFixed(1)} ${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)} ms ${what}`;
    });
}

/** BENCH_PROFILE=1: also a CPU profile, its heaviest functions by self time. */
const PROFILE = process.env.BENCH_PROFILE === '1';

interface CpuProfile {
  nodes: {
    id: number;
    callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
    parent?: number;
    children?: number[];
  }[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

/** The heaviest functions by self time, of the whole run or of one task's window (trace µs). */
function printProfile(profile: CpuProfile, window?: { from: number; to: number }, indent = '  '): void {
  const self = new Map<number, number>();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (window && (at < window.from || at > window.to)) return;
    self.set(id, (self.get(id) ?? 0) + delta / 1000);
  });
  const byFn = new Map<string, number>();
  for (const n of profile.nodes) {
    const f = n.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(f.functionName)) continue;
    const key = `${f.functionName || '(anonymous)'} ${short(f.url)}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    byFn.set(key, (byFn.get(key) ?? 0) + (self.get(n.id) ?? 0));
  }
  if (!window) console.log(`${indent}heaviest functions (self time, CPU ×4):`);
  for (const [k, ms] of [...byFn.entries()].sort((a, b) => b[1] - a[1]).slice(0, window ? 8 : 25))
    if (ms >= 2) console.log(`${indent}  ${ms.toFixed(0).padStart(5)} ms  ${k}`);
}

/** The main thread's time by the outermost event of each task (what the task ran), the biggest first; the rest is the task's own. */
function byOuterKind(events: TraceEvent[], mainKey: string | undefined): string {
  const mine = events
    .filter((e) => `${e.pid}:${e.tid}` === mainKey && e.ph === 'X' && (e.dur ?? 0) > 0)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const sums = new Map<string, number>();
  let taskEnd = -1;
  let childEnd = -1;
  for (const e of mine) {
    const end = e.ts + (e.dur ?? 0);
    if (e.name === 'RunTask') {
      taskEnd = end;
      childEnd = -1;
      continue;
    }
    if (e.ts >= taskEnd || e.ts < childEnd) continue;
    childEnd = end;
    sums.set(e.name, (sums.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...sums.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, ms]) => `${k} ${ms.toFixed(0)}`)
    .join(', ');
}

const short = (url: string | undefined) => (url ?? '').replace(/^https?:\/\/[^/]+/, '') || '(inline)';

function explain(events: TraceEvent[], task: TraceEvent): string[] {
  const end = task.ts + task.dur!;
  const inside = events.filter(
    (e) => e.tid === task.tid && e.pid === task.pid && e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end && e !== task,
  );
  const sums = new Map<string, number>();
  for (const e of inside) {
    if (!KINDS.includes(e.name)) continue;
    const what = e.args?.data?.url ?? e.args?.beginData?.url ?? e.args?.data?.functionName ?? '';
    const key = `${e.name} ${short(what)}`.trim();
    sums.set(key, (sums.get(key) ?? 0) + (e.dur ?? 0) / 1000);
  }
  return [...sums.entries()]
    .filter(([, ms]) => ms >= (CPU_SLOWDOWN === 1 ? 1 : 3))
    .sort((a, b) => b[1] - a[1])
    .slice(0, 8)
    .map(([k, ms]) => `      ${ms.toFixed(0).padStart(4)} ms  ${k}`);
}

const server = await startBenchServer();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS, headless: true });
try {
  for (const page of PAGES) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
    });
    // A shopper who saw today's games popup (it opens once a day, after the first screen).
    await context.addInitScript((lang) => {
      localStorage.setItem('games_popup_day', '9999-12-31');
      if (lang === 'ar') localStorage.setItem('LANG', 'ar');
    }, LANG);
    if (LANG === 'ar') await context.addCookies([{ name: 'lang', value: 'ar', url: server.baseURL }]);
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (d) => events.push(...(d.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', {
      categories: `devtools.timeline,disabled-by-default-devtools.timeline,v8.execute,v8,blink.user_timing,loading${COMPILE ? ',disabled-by-default-v8.compile' : ''}${EXTRA_CATEGORIES ? `,${EXTRA_CATEGORIES}` : ''}`,
      transferMode: 'ReportEvents',
    });
    if (PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await tab.goto(server.baseURL + page, { waitUntil: 'load' });
    await tab.waitForTimeout(6000);
    await cdp.send('Tracing.end');
    await done;
    const profile = PROFILE ? ((await cdp.send('Profiler.stop')).profile as CpuProfile) : null;
    if (profile) printProfile(profile);
    const nav = events.find((e) => e.name === 'navigationStart' || e.name === 'NavigationStart');
    const t0 = nav?.ts ?? Math.min(...events.filter((e) => e.ts > 0).map((e) => e.ts));
    const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > LONG_MS * 1000);
    // The renderer's main thread: the one with the most EvaluateScript / ParseHTML.
    const counts = new Map<string, number>();
    for (const e of events) if (e.name === 'ParseHTML') counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
    const mainKey = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const longOnMain = tasks.filter((t) => `${t.pid}:${t.tid}` === mainKey).sort((a, b) => a.ts - b.ts);
    const blocking = longOnMain.reduce((s, t) => s + (t.dur! / 1000 - LONG_MS), 0);
    console.log(
      `\n[long-tasks] ${page} (${LANG}, CPU ×${CPU_SLOWDOWN}): ${longOnMain.length} tasks over ${LONG_MS} ms, ${blocking.toFixed(0)} ms over ${LONG_MS} in all`,
    );
    // The main thread's compile work of the whole run, long tasks or not (V8 compiling functions on
    // their first call, where a script streamed and compiled in the background would not).
    const compile = new Map<string, number>();
    for (const e of events)
      if (
        `${e.pid}:${e.tid}` === mainKey &&
        e.ph === 'X' &&
        /^V8\.(ParseFunction|CompileCode|CompileLazy|CompileIgnition)$|^v8\.(compile|compileModule|evaluateModule)$/.test(e.name)
      )
        compile.set(e.name, (compile.get(e.name) ?? 0) + (e.dur ?? 0) / 1000);
    const busy = events
      .filter((e) => e.name === 'RunTask' && e.ph === 'X' && `${e.pid}:${e.tid}` === mainKey)
      .reduce((sum, e) => sum + (e.dur ?? 0) / 1000, 0);
    console.log(`  main thread busy in tasks: ${busy.toFixed(0)} ms, by what each task ran first: ${byOuterKind(events, mainKey)}`);
    if (COMPILE)
      console.log(`  compile on the main thread: ${[...compile.entries()].map(([k, ms]) => `${k} ${ms.toFixed(0)} ms`).join(', ')}`);
    for (const t of longOnMain) {
      console.log(`  at ${((t.ts - t0) / 1000).toFixed(0).padStart(5)} ms: ${(t.dur! / 1000).toFixed(0)} ms`);
      for (const line of explain(events, t)) console.log(line);
      if (TREE) for (const line of taskTree(events, t)) console.log(line);
      if (profile) printProfile(profile, { from: t.ts, to: t.ts + t.dur! }, '      ');
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
