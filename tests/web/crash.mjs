// The page when the game itself stops: a panic inside the module (asked for by the test, through
// `ketePanicForTest`, which only a build with debug assertions has) traps it. The page says so in
// the player's language, over the frozen board, with a button that reloads; after the reload the
// game is offered to continue where it was. Desktop in English, a phone in Kiswahili; each
// screen is kept (KETE_SHOTS) to be looked at.
import { mkdirSync } from 'node:fs';
import { open, url } from './browser.mjs';

const shots = process.env.KETE_SHOTS ?? 'target/screenshots';
mkdirSync(shots, { recursive: true });
const base = url.replace(/[?#].*$/, '');
const sizes = [
  { name: 'desktop-en', lang: 'en', context: { viewport: { width: 1280, height: 800 } }, words: /Kete has stopped/, button: 'Reload' },
  { name: 'phone-sw', lang: 'sw', context: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, words: /Kete imesimama/, button: 'Pakia upya' },
];

for (const size of sizes) {
  const { browser, page, lines, problems, fail, waitFor, movable } = await open(`crash (${size.name})`, size.context);
  try {
    await page.goto(`${base}?lang=${size.lang}&game=kimasai`);
    const pit = await movable(/board ready: South to move; movable /, 'the board', 0);
    if (size.context.hasTouch) await page.touchscreen.tap(pit.x, pit.y);
    else await page.mouse.click(pit.x, pit.y);
    await waitFor(/board ready: North to move/, 'the move played');
    if (!(await page.evaluate(() => typeof window.ketePanicForTest === 'function'))) {
      await fail('this build cannot panic on demand: build it with the ci profile');
    }
    // Panicked inside a task of the page, as a frame or an event would be: nobody catches it.
    await page.evaluate(() => setTimeout(() => window.ketePanicForTest(), 0));
    await page.waitForSelector('#crashed', { timeout: 30000 });
    const text = await page.textContent('#crashed');
    if (!size.words.test(text)) await fail(`the screen says: ${text}`);
    if (!problems.some((problem) => /panic|unreachable|RuntimeError/.test(problem))) {
      await fail(`no panic was seen: ${problems.join(' / ')}`);
    }
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    if (focused !== size.button) await fail(`the focus is on ${focused}, not the button`);
    await page.screenshot({ path: `${shots}/crash-${size.name}.png` });
    // The panic was the test's own: what follows must be clean.
    problems.length = 0;
    const reload = lines.length;
    await page.click('#crashed button');
    await waitFor(/a saved game can be continued: 1 moves/, 'the saved game after the reload', reload);
    await waitFor(/title screen ready/, 'the title screen after the reload', reload);
    if (await page.$('#crashed')) await fail('the screen is still there after the reload');
    console.log(`crash (${size.name}): the page said the game stopped, its button reloaded, and the game is there to continue`);
  } finally {
    await browser.close();
  }
}
