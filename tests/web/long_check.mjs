// The web build opens, by its address, the Bao position whose A1R walks a cycle of 1.2 billion
// relays before the rules know it never ends. The page must keep drawing while that check runs
// (the listing is sliced into the frames): frames must come while the check is still running (a
// page that ran the check inside one frame would draw none until it ended, minutes later in
// WebAssembly). Nothing is judged by the clock: a software-drawn frame on a busy machine can take
// seconds by itself, so the test waits for frames rather than timing them, and the gaps are
// printed as a benchmark. A decided move is played while the check runs, the board settles after
// it, frames go on, and the check of the old position stops (nothing is still being decided on
// North's turn).
import { open, url } from './browser.mjs';

const position = 'bao 2,2,1,1,0,0,0,1/0,0,0,1,0,0,0,1/2,3,2,13,4,1,8,1/6,0,5,0,1,0,1,8 S r=0,0 h=00 t=-';
const { browser, page, lines, fail, waitFor, movable, checkClean } =
  await open('web long-check test', { viewport: { width: 1280, height: 800 } });
try {
  await page.goto(`${url}?position=${encodeURIComponent(position)}`);
  const pit = await movable(/board ready: South to move; movable /, 'the board with its decided moves', 0);
  await waitFor(/moves still being decided: A1/, 'the check of A1 still running', 0);
  // From here on, the gaps between animation frames, as the page sees them.
  await page.evaluate(() => {
    const gaps = { longest: 0, frames: 0, last: performance.now() };
    window.keteGaps = gaps;
    const frame = (now) => {
      gaps.longest = Math.max(gaps.longest, now - gaps.last);
      gaps.last = now;
      gaps.frames += 1;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  // Frames while the check runs: it must not have ended before they came.
  const frames = () => page.evaluate(() => window.keteGaps.frames);
  const waitForFrames = async (count, what) => {
    const deadline = Date.now() + 120000;
    while ((await frames()) < count) {
      if (Date.now() > deadline) await fail(`only ${await frames()} frames drawn ${what}`);
      await page.waitForTimeout(250);
    }
  };
  await waitForFrames(5, 'while the check ran');
  if (lines.some((line) => /every move decided/.test(line))) {
    await fail('the check ended before five frames were drawn beside it');
  }
  const played = lines.length;
  await page.mouse.click(pit.x, pit.y);
  // A Bao move may ask its direction: the first way.
  const asked = await Promise.race([
    waitFor(/question: Which way\?/, 'the direction question', played).then(() => true),
    waitFor(/move played: /, 'the move', played).then(() => false),
  ]);
  if (asked) await page.keyboard.press('1');
  const move = await waitFor(/move played: /, `a move from ${pit.square}`, played);
  if (lines.slice(0, lines.indexOf(move)).some((line) => /every move decided/.test(line))) {
    await fail('the check ended before the move was played: nothing was shown running beside it');
  }
  const settled = await waitFor(/board ready: North to move/, 'the board to settle after the move', played);
  await waitForFrames((await frames()) + 3, 'after the move');
  const gaps = await page.evaluate(() => window.keteGaps);
  const after = lines.slice(lines.indexOf(settled));
  if (after.some((line) => /moves still being decided/.test(line))) {
    await fail(`a check still runs on North's turn: ${after.find((line) => /still being decided/.test(line))}`);
  }
  // The benchmark: docs/BENCHMARKS.md records it, no threshold judges it.
  console.log(`benchmark: longest gap between frames while the check ran: ${gaps.longest.toFixed(0)} ms over ${gaps.frames} frames`);
  await checkClean();
  console.log(`web long-check test passed: ${move.replace(/^\[\w+\] /, '')} while A1 was being checked`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
