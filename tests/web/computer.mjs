// The web build plays computer against computer at level 5, opened by the page's address. The
// search runs a slice of each frame (the web has no threads): the page must keep drawing. The
// longest gap between animation frames is logged — first with the board idle, then while the
// computers think — and a gap over a second fails.
import { open, url } from './browser.mjs';

const { browser, page, lines, fail, waitFor, checkClean } =
  await open('web computer test', { viewport: { width: 800, height: 500 } });
// Gaps between animation frames, from now on.
const measure = () => page.evaluate(() => {
  const gaps = { longest: 0, frames: 0, last: performance.now(), total: 0 };
  window.keteGaps = gaps;
  const frame = (now) => {
    const gap = now - gaps.last;
    gaps.longest = Math.max(gaps.longest, gap);
    gaps.total += gap;
    gaps.last = now;
    gaps.frames += 1;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
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
  await report('the board idle');
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
  const thinking = await report('while level 5 thinks and plays');
  if (thinking.longest > 1000) await fail(`the page stopped drawing for ${thinking.longest.toFixed(0)} ms`);
  await checkClean();
  console.log(`web computer test passed: ${played} moves by level 5`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
