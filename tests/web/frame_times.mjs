// A benchmark, not a test of speed: the frames of the web build with the most seeds in flight.
// An Omweso pit of 40 seeds is sown round the board twice and captures all the opponent's seeds,
// which fly to the hand and are sown again. The gaps between animation frames are logged while
// the board is idle and while the seeds fly (docs/BENCHMARKS.md); only an error fails it.
import { open, url } from './browser.mjs';

const position = 'omweso 1,1,1,1,1,1,1,1/1,1,1,1,1,1,1,1/0,0,0,40,0,0,0,0/1,1,1,1,1,1,1,1 S p=8 k=1';
const { browser, page, lines, fail, waitFor, checkClean } =
  await open('web frame times', { viewport: { width: 1280, height: 800 } });
const measure = () => page.evaluate(() => {
  const gaps = { list: [], last: performance.now() };
  window.keteGaps = gaps;
  const frame = (now) => {
    gaps.list.push(now - gaps.last);
    gaps.last = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
});
const report = async (what) => {
  const { list } = await page.evaluate(() => window.keteGaps);
  const sorted = [...list].sort((a, b) => a - b);
  const mean = list.reduce((a, b) => a + b, 0) / Math.max(list.length, 1);
  const p95 = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  console.log(`${what}: mean ${mean.toFixed(0)} ms, 95th percentile ${p95.toFixed(0)} ms, longest ${(sorted.at(-1) ?? 0).toFixed(0)} ms over ${list.length} frames`);
};
try {
  await page.goto(`${url}?position=${encodeURIComponent(position)}`);
  const ready = await waitFor(/board ready: South to move; movable /, 'the board', 0);
  const [, x, y] = ready.match(/d2@(\d+),(\d+)/) ?? [];
  if (!x) await fail(`d2 is not movable: ${ready}`);
  await measure();
  await page.waitForTimeout(4000);
  await report('the board idle');
  const from = lines.length;
  await measure();
  await page.mouse.click(Number(x), Number(y));
  // At most a minute of the sowing is measured: on a busy machine a software-drawn frame takes
  // seconds and the whole sowing many minutes. Then Space finishes it at once.
  const ended = () => lines.slice(from).some((line) => /game over|board ready/.test(line));
  const until = Date.now() + 60000;
  while (!ended() && Date.now() < until) await page.waitForTimeout(250);
  const whole = ended();
  await report(whole ? '40 seeds sown, 24 captured and sown again' : 'the first minute of 40 seeds sown');
  if (!whole) await page.keyboard.press('Space');
  await waitFor(/game over|board ready/, 'the end of the sowing', from);
  await checkClean();
} finally {
  await browser.close();
}
