// The web build analyses a 70-move Bao game (level 3 against level 4) continued from its
// autosave: the analysis runs a slice of each frame (the web has no threads), so the page keeps
// drawing while it runs. Nothing is judged by the clock — a software-drawn frame here takes
// hundreds of milliseconds by itself, so the whole analysis would take the test many minutes —
// but frames must be drawn while it runs. Its first ten positions are timed, and the pace,
// the frames and the gaps between them are printed as a benchmark (docs/BENCHMARKS.md).
import { readFileSync } from 'node:fs';
import { open, url } from './browser.mjs';

const record = JSON.parse(readFileSync(new URL('./fixtures/bao-70.json', import.meta.url), 'utf8'));
const save = JSON.stringify({ format: 'kete-autosave', version: 1, mode: 'Classical', game: record });
const { browser, page, lines, fail, waitFor, checkClean } =
  await open('web analysis test', { viewport: { width: 1280, height: 800 } });
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
  await page.evaluate(() => {
    const gaps = { longest: 0, frames: 0, last: performance.now(), total: 0 };
    window.keteGaps = gaps;
    const frame = (now) => {
      gaps.longest = Math.max(gaps.longest, now - gaps.last);
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
  await waitFor(/analysed 10 of 71 positions/, "ten positions analysed", from);
  const seconds = (Date.now() - started) / 1000;
  const gaps = await page.evaluate(() => window.keteGaps);
  if (gaps.frames < 10) await fail(`only ${gaps.frames} frames drawn while the analysis ran`);
  const mean = gaps.total / Math.max(gaps.frames, 1);
  const slicesPerSecond = 1000 / mean;
  console.log(`benchmark: 10 of a 70-move Bao game's 71 positions analysed in the browser in ${seconds.toFixed(1)} s ` +
    `(${(seconds / 10).toFixed(2)} s a position, the whole game at this pace ${(seconds * 71 / 10 / 60).toFixed(1)} min); ` +
    `${gaps.frames} frames drawn meanwhile, longest gap ${gaps.longest.toFixed(0)} ms, mean ${mean.toFixed(0)} ms ` +
    `(${slicesPerSecond.toFixed(1)} slices of analysis a second)`);
  await checkClean();
  console.log('web analysis test passed');
} catch (error) {
  await fail(String(error));
}
await browser.close();
