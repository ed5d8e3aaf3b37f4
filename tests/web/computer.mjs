// The web build plays computer against computer at level 5, opened by the page's address. The
// search runs in the page's engine worker: the page must keep drawing while the computer thinks —
// frames must come between a move's "thinks" and its "plays" (a page that searched inside one
// frame would draw none there). Nothing is judged by the clock: a
// software-drawn frame on a busy machine can take a second by itself, so the test waits for
// those frames; the gaps between frames are printed as a benchmark, first with the board idle,
// then while the computers think.
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
  // Frames drawn while a move was being thought about, on the page's own clock.
  const thinkingFrames = async () => {
    const { marks, times } = await page.evaluate(() => window.keteGaps);
    const spans = [];
    for (const mark of marks) {
      if (mark.thinks) spans.push([mark.at, Infinity]);
      else if (spans.length && spans.at(-1)[1] === Infinity) spans.at(-1)[1] = mark.at;
    }
    const closed = spans.filter(([, end]) => end !== Infinity);
    const inside = times.filter((t) => closed.some(([from, to]) => t > from && t < to)).length;
    return { moves: closed.length, inside };
  };
  const deadline = Date.now() + 300000;
  let seen = await thinkingFrames();
  while (moves() < 3 || seen.inside < 3) {
    if (Date.now() > deadline) {
      await fail(`${moves()} moves played, ${seen.inside} frames drawn while the computer thought ${seen.moves} moves`);
    }
    await page.waitForTimeout(250);
    seen = await thinkingFrames();
  }
  const played = moves();
  await report('benchmark: while level 5 thinks and plays');
  console.log(`benchmark: ${seen.inside} frames drawn during ${seen.moves} moves' thinking`);
  await checkClean();
  console.log(`web computer test passed: ${played} moves by level 5`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
