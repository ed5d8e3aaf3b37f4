// The web build plays computer against computer at level 5, opened by the page's address. The
// search runs a slice of each frame (the web has no threads): the page must keep drawing — it
// fails if fewer frames are drawn than the moves' seconds of thinking (a page that searched
// inside one frame draws about one a move). The gaps between animation frames are printed as a
// benchmark — first with the board idle, then while the computers think — not judged: a
// software-rendered frame on a busy machine can take over a second by itself.
import { open, url } from './browser.mjs';

const { browser, page, lines, fail, waitFor, checkClean } =
  await open('web computer test', { viewport: { width: 800, height: 500 } });
// Gaps between animation frames, from now on; and, on the page's own clock, each frame's time
// and each line that says the computer began or ended a move's thinking.
const measure = () => page.evaluate(() => {
  const gaps = { longest: 0, frames: 0, last: performance.now(), total: 0, times: [], marks: [] };
  window.keteGaps = gaps;
  const frame = (now) => {
    const gap = now - gaps.last;
    gaps.longest = Math.max(gaps.longest, gap);
    gaps.total += gap;
    gaps.last = now;
    gaps.frames += 1;
    gaps.times.push(now);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  for (const level of ['log', 'info', 'debug']) {
    const original = console[level].bind(console);
    console[level] = (...args) => {
      const text = args.filter((arg) => typeof arg === 'string').join(' ');
      if (/the computer (thinks|plays)/.test(text)) {
        gaps.marks.push({ at: performance.now(), thinks: /the computer thinks/.test(text) });
      }
      original(...args);
    };
  }
});
const report = async (what) => {
  const gaps = await page.evaluate(() => window.keteGaps);
  const mean = gaps.total / Math.max(gaps.frames, 1);
  console.log(`${what}: longest gap ${gaps.longest.toFixed(0)} ms, mean ${mean.toFixed(0)} ms over ${gaps.frames} frames`);
  return gaps;
};
try {
  // The same board with two people at it, nobody thinking: the frames' own time.
  await page.goto(`${url}?game=bao`);
  await waitFor(/board ready: South to move/, 'the board', 0);
  await measure();
  await page.waitForTimeout(4000);
  await report('benchmark: the board idle');
  const opened = lines.length;
  await page.goto(`${url}?game=bao&players=computer:5,computer:5`);
  await waitFor(/the computer thinks: Computer: Bingwa/, 'the computer thinking', opened);
  await measure();
  const start = lines.length;
  const moves = () => lines.slice(start).filter((line) => /the computer plays /.test(line)).length;
  const deadline = Date.now() + 180000;
  while (moves() < 3) {
    if (Date.now() > deadline) await fail('the computers did not play three moves');
    await page.waitForTimeout(250);
  }
  const played = moves();
  const thinking = await report('benchmark: while level 5 thinks and plays');
  // Frames drawn while a move was being thought about: a search run inside one frame draws none.
  const spans = [];
  for (const mark of thinking.marks) {
    if (mark.thinks) spans.push([mark.at, Infinity]);
    else if (spans.length && spans.at(-1)[1] === Infinity) spans.at(-1)[1] = mark.at;
  }
  const closed = spans.filter(([, end]) => end !== Infinity);
  const inside = thinking.times.filter((t) => closed.some(([from, to]) => t > from && t < to)).length;
  console.log(`benchmark: ${inside} frames drawn during ${closed.length} moves' thinking`);
  if (closed.length === 0) await fail('no thinking was seen from its start to its move');
  if (inside < closed.length) await fail(`only ${inside} frames were drawn while the computer thought ${closed.length} moves`);
  await checkClean();
  console.log(`web computer test passed: ${played} moves by level 5`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
