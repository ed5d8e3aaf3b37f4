// Frames on demand in the browser: an idle board stops drawing (within a minute of settling,
// then no WebGL draw call for three seconds); a click on a pit makes it draw until the move is shown; then it
// is idle again. Counts draw calls, never times them: a slow machine passes as a fast one.
import { open, url } from './browser.mjs';

const { browser, page, fail, waitFor, movable, checkClean, lines } =
  await open('web idle board', { viewport: { width: 1280, height: 800 } });
// Every draw call of every WebGL2 context of the page, counted before the game starts.
await page.addInitScript(() => {
  window.keteDraws = 0;
  const proto = WebGL2RenderingContext.prototype;
  for (const name of ['drawArrays', 'drawElements', 'drawArraysInstanced', 'drawElementsInstanced', 'drawRangeElements']) {
    const original = proto[name];
    proto[name] = function (...args) {
      window.keteDraws += 1;
      return original.apply(this, args);
    };
  }
});
const draws = () => page.evaluate(() => window.keteDraws);
// Waits, the page left alone, for three seconds without a draw call (a software-drawn frame can
// take a second, and the board draws a few after it settles); fails if that never comes within a
// minute. Then counts the draw calls of three more seconds, which must be none.
const idleDraws = async (what) => {
  const until = Date.now() + 60000;
  let last = await draws();
  let still = 0;
  while (still < 3 && Date.now() < until) {
    await page.waitForTimeout(1000);
    const now = await draws();
    still = now === last ? still + 1 : 0;
    last = now;
  }
  if (still < 3) await fail(`${what} never stopped drawing: ${last} draw calls in a minute`);
  await page.waitForTimeout(3000);
  return (await draws()) - last;
};
try {
  await page.goto(`${url}?game=kimasai`);
  const pit = await movable(/board ready: South to move; movable /, 'the Kimasai board', 0);
  const idle = await idleDraws('an idle board');
  console.log(`an idle board: ${idle} draw calls in 3 s`);
  if (idle !== 0) await fail(`an idle board drew ${idle} times in 3 s`);
  const from = lines.length;
  const before = await draws();
  await page.mouse.click(pit.x, pit.y);
  await waitFor(/board ready: North to move/, 'the move to be shown', from);
  const moved = (await draws()) - before;
  console.log(`a move shown: ${moved} draw calls`);
  if (moved < 10) await fail(`the move was shown in ${moved} draw calls`);
  const after = await idleDraws('the board after a move');
  console.log(`idle again: ${after} draw calls in 3 s`);
  if (after !== 0) await fail(`the board drew ${after} times in 3 s after the move`);
  await checkClean();
} finally {
  await browser.close();
}
