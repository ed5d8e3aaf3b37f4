// The web build analyses a 70-move Bao game (level 3 against level 4) continued from its
// autosave. The analysis runs in the page's engine worker, off the page's thread: it goes on
// while the page draws nothing — here the page's thread is held for five seconds, and the worker
// must report positions analysed meanwhile — and it runs to its end. Nothing is judged by the
// clock; the pace, and the longest gap between the page's frames, are printed as a benchmark
// (docs/BENCHMARKS.md). So is the tab's memory: after the game is on the board, after its
// analysis, and after three more games begun (it must not grow with each: asserted).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { open, url } from './browser.mjs';

const record = JSON.parse(readFileSync(new URL('./fixtures/bao-70.json', import.meta.url), 'utf8'));
const save = JSON.stringify({ format: 'kete-autosave', version: 1, mode: 'Classical', game: record });
const { browser, page, lines, fail, waitFor, checkClean } =
  await open('web analysis test', { viewport: { width: 1280, height: 800 } });
// The tab's memory: the page's JavaScript heap (the DevTools protocol's figure), the linear memory
// of the game's module and of the engine worker's (what wasm holds, outside that heap), and what
// the renderer process holds in all (those, the drawing's buffers, the browser's own), from /proc
// where there is one. Only this test's browser runs.
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
// The game's module hides its instance: the page keeps its memory when it is made.
await page.addInitScript(() => {
  const keep = (made) => {
    const instance = made.instance ?? made;
    if (instance.exports?.memory) window.keteWasmMemory = instance.exports.memory;
    return made;
  };
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = (...args) => streaming(...args).then(keep);
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = (...args) => instantiate(...args).then(keep);
});
const memory = async () => {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  const game = await page.evaluate(() => window.keteWasmMemory?.buffer.byteLength ?? 0);
  // The worker's script keeps its module's exports in `ready` (web/engine-worker.js).
  let engine = 0;
  for (const worker of page.workers()) {
    engine += await worker.evaluate(async () => (await ready).memory.buffer.byteLength).catch(() => 0);
  }
  let rss = 0;
  if (existsSync('/proc/self/status')) {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue;
        rss += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
      } catch { /* a process that ended meanwhile */ }
    }
  }
  const mb = (bytes) => (bytes / 1048576).toFixed(0);
  const tab = heap + game + engine;
  return {
    tab, rss,
    text: `${mb(tab)} MB (JS heap ${mb(heap)}, the game's wasm ${mb(game)}, the engine's ${mb(engine)}), ` +
      `renderer ${rss ? `${mb(rss)} MB` : 'not measured'}`,
  };
};
try {
  await page.goto(url);
  await waitFor(/title screen ready/, 'the title screen');
  // The game a player left, as the game keeps it in the page's storage.
  await page.evaluate((text) => localStorage.setItem('kete.autosave.json', text), save);
  let from = lines.length;
  await page.reload();
  await waitFor(/a saved game can be continued: 70 moves/, 'the saved game', from);
  await waitFor(/title screen ready/, 'the title screen', from);
  // A click gives the page focus (on the title, away from the buttons); C continues the game.
  await page.mouse.click(20, 20);
  await page.keyboard.press('c');
  await waitFor(/board ready: game over/, 'the game over board', from);
  const onTheBoard = await memory();
  await page.evaluate(() => {
    // The worker's analysis reports, as the page receives them: when sent, and how far.
    const heard = { reports: [] };
    window.keteHeard = heard;
    window.keteEngine.worker.addEventListener('message', ({ data }) => {
      const progress = typeof data.report === 'string' && JSON.parse(data.report).Progress;
      if (!progress) return;
      heard.reports.push({ sent: data.sent, done: progress[0] });
      if (heard.reports.length > 200) heard.reports.shift();
    });
    // The gaps between the page's frames.
    const gaps = { longest: 0, frames: 0, last: performance.now(), total: 0, held: false };
    window.keteGaps = gaps;
    const frame = (now) => {
      if (!gaps.held) gaps.longest = Math.max(gaps.longest, now - gaps.last);
      gaps.total += now - gaps.last;
      gaps.last = now;
      gaps.frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  from = lines.length;
  const started = Date.now();
  await page.keyboard.press('a');
  await waitFor(/analysing 70 moves/, 'the analysis to start', from);
  // The game logs each tenth position it takes (as the reports come, 10 or a little more).
  await waitFor(/analysed [1-7]\d of 71 positions/, 'ten positions analysed', from);
  // The page's thread held: no frame is drawn, and the worker goes on.
  const held = await page.evaluate(() => {
    window.keteGaps.held = true;
    const before = window.keteHeard.reports.at(-1)?.done ?? 0;
    const start = Date.now();
    while (Date.now() - start < 5000) { /* the page's thread is busy */ }
    return { before, start, end: Date.now() };
  });
  await page.waitForTimeout(500);
  const during = await page.evaluate(({ start, end }) => {
    window.keteGaps.held = false;
    window.keteGaps.last = performance.now();
    const sent = window.keteHeard.reports.filter((report) => report.sent >= start && report.sent <= end);
    return { reports: sent.length, reached: Math.max(0, ...sent.map((report) => report.done)) };
  }, held);
  if (during.reports === 0 || during.reached <= held.before) {
    await fail(`the analysis did not go on while the page was held: ${JSON.stringify({ held, during })}`);
  }
  console.log(`the analysis went on while the page drew nothing: from ${held.before} to ${during.reached} positions ` +
    `in ${during.reports} reports over ${((held.end - held.start) / 1000).toFixed(1)} s`);
  await waitFor(/analysis done: 70 moves/, 'the whole analysis', from);
  const seconds = (Date.now() - started) / 1000;
  const gaps = await page.evaluate(() => window.keteGaps);
  const analysed = await memory();
  // Three more games, each begun again from the pause panel (Escape, R), once Escape has closed
  // the analysis window.
  from = lines.length;
  await page.keyboard.press('Escape');
  await waitFor(/the windows are closed/, 'the analysis window closed', from);
  const games = [];
  for (let game = 0; game < 3; game += 1) {
    from = lines.length;
    await page.keyboard.press('Escape');
    await waitFor(/paused/, 'the pause panel', from);
    await page.keyboard.press('r');
    await waitFor(/board ready: South to move/, 'a new game', from);
    await page.waitForTimeout(1000);
    games.push(await memory());
  }
  // Games begun again must not each leave memory behind (the JS heap wanders by a few MB).
  if (games[2].tab > games[0].tab * 1.1) {
    await fail(`the tab's memory grew across games: ${games.map((m) => m.text).join('; ')}`);
  }
  console.log(`benchmark: the tab's memory with the 70-move game on the board: ${onTheBoard.text}; ` +
    `after its analysis: ${analysed.text}; after 1, 2 and 3 more games: ${games.map((m) => m.text).join('; ')}`);
  console.log(`benchmark: a 70-move Bao game's 71 positions analysed in the browser's engine worker in ${seconds.toFixed(1)} s ` +
    `(${(seconds / 71).toFixed(2)} s a position, with the page held 5 s); ` +
    `${gaps.frames} page frames meanwhile, the longest gap (not held) ${gaps.longest.toFixed(0)} ms`);
  await checkClean();
  console.log('web analysis test passed');
} catch (error) {
  await fail(String(error));
}
await browser.close();
