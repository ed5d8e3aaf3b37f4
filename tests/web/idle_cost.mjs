// A benchmark, not a test: what an idle Bao board costs the page — WebGL draw calls and the
// main thread's task time (DevTools' Performance.getMetrics) over 10 s, 15 s after the board is
// ready. docs/BENCHMARKS.md keeps the figures.
import { open, url } from './browser.mjs';
const { browser, page, waitFor } = await open('web idle cost', { viewport: { width: 1280, height: 800 } });
await page.addInitScript(() => {
  window.keteDraws = 0;
  const proto = WebGL2RenderingContext.prototype;
  for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements']) {
    const original = proto[name];
    proto[name] = function (...args) { window.keteDraws += 1; return original.apply(this, args); };
  }
});
const cdp = await page.context().newCDPSession(page);
await cdp.send('Performance.enable');
const task = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration').value;
await page.goto(`${url}?game=bao`);
await waitFor(/board ready/, 'board', 0);
await page.waitForTimeout(15000);
const d0 = await page.evaluate(() => window.keteDraws); const t0 = await task();
await page.waitForTimeout(10000);
const d1 = await page.evaluate(() => window.keteDraws); const t1 = await task();
console.log(`idle Bao board, 10 s after 15 s: ${d1 - d0} draw calls, ${(t1 - t0).toFixed(2)} s of the page's main-thread tasks`);
await browser.close();
