// Random play in the browser: clicks and taps anywhere (mostly on the board's pits), drags, the
// keys a player presses, window resizes and page reloads, a few every second, on the served
// build — on a desktop window and on a phone. Any panic or console error fails it. At the end a
// game is played and the page reloaded: it must start cleanly and offer the game in progress.
//   KETE_CHAOS_SECONDS  how long each device is played (default 45; the long run is 600)
//   KETE_CHAOS_SEED     the random seed (default 29)
import { open, url } from './browser.mjs';

const seconds = Number(process.env.KETE_CHAOS_SECONDS ?? 45);
let seed = Number(process.env.KETE_CHAOS_SEED ?? 29);
// A small seeded generator (mulberry32), so a failing run can be played again.
const random = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const pick = (list) => list[Math.floor(random() * list.length)];
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'Escape', 'Enter', 'Space', 'h', 'p', 'm', 'n',
  '+', '-', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', 's',
  't', 'r', 'c', 'd', 'b', 'Backspace', 'Control+z', 'Control+y', 'Tab'];

async function play(device, contextOptions, sizes) {
  const { browser, page, lines, fail, waitFor, movable, checkClean } = await open(`web chaos (${device})`, contextOptions);
  const done = [];
  try {
    await page.goto(url);
    await waitFor(/title screen ready/, 'the title screen', 0);
    const end = Date.now() + seconds * 1000;
    let actions = 0;
    while (Date.now() < end) {
      const { width, height } = page.viewportSize();
      // The pits the board last said may move, where they are on screen.
      const ready = [...lines].reverse().find((line) => /movable \w+@/.test(line));
      const pits = [...(ready ?? '').matchAll(/(\w+)@(\d+),(\d+)/g)].map((m) => [Number(m[2]), Number(m[3])]);
      const roll = random();
      let what;
      if (roll < 0.35 && pits.length) {
        const [x, y] = pick(pits);
        what = `click ${x},${y}`;
        if (contextOptions.hasTouch) await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
      } else if (roll < 0.55) {
        const [x, y] = [Math.floor(random() * width), Math.floor(random() * height)];
        what = `click ${x},${y}`;
        if (contextOptions.hasTouch) await page.touchscreen.tap(x, y);
        else await page.mouse.click(x, y);
      } else if (roll < 0.62) {
        const [x, y, x2, y2] = [random() * width, random() * height, random() * width, random() * height];
        what = `drag ${x.toFixed(0)},${y.toFixed(0)} to ${x2.toFixed(0)},${y2.toFixed(0)}`;
        await page.mouse.move(x, y);
        await page.mouse.down();
        await page.mouse.move(x2, y2, { steps: 4 });
        await page.mouse.up();
      } else if (roll < 0.93) {
        const key = pick(KEYS);
        what = `key ${key}`;
        await page.keyboard.press(key);
      } else if (roll < 0.98) {
        const size = pick(sizes);
        what = `resize ${size.width}x${size.height}`;
        await page.setViewportSize(size);
      } else {
        what = 'reload';
        const from = lines.length;
        await page.reload();
        await waitFor(/title screen ready/, 'the title screen after a reload', from);
      }
      done.push(what);
      actions += 1;
      await page.waitForTimeout(50 + random() * 400);
      await checkClean();
    }
    // A game in progress, then the tab closes and opens again: it starts cleanly and offers it.
    const from = lines.length;
    await page.goto(`${url}?game=kimasai`);
    const pit = await movable(/board ready: South to move; movable /, 'a new Kimasai board', from);
    await page.mouse.click(pit.x, pit.y);
    // The game is saved in the frame its move is played; the seeds need not have landed.
    await waitFor(/move played: /, 'the move to be played', from);
    await page.waitForTimeout(1000);
    const reload = lines.length;
    await page.goto(url);
    await waitFor(/a saved game can be continued: 1 moves/, 'the game in progress offered', reload);
    await waitFor(/title screen ready/, 'the title screen after the last reload', reload);
    await checkClean();
    console.log(`web chaos (${device}) passed: ${actions} actions in ${seconds} s, seed ${process.env.KETE_CHAOS_SEED ?? 29}`);
  } catch (error) {
    console.error(`the last actions: ${done.slice(-15).join('; ')}`);
    await fail(String(error));
  }
  await browser.close();
}

await play('desktop', { viewport: { width: 1280, height: 800 } },
  [{ width: 1280, height: 800 }, { width: 800, height: 500 }, { width: 1920, height: 1080 }, { width: 600, height: 900 }]);
await play('phone', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
  [{ width: 390, height: 844 }, { width: 844, height: 390 }, { width: 360, height: 640 }]);
