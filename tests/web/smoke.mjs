// The web build in a desktop-sized window: starts Bao la Kimasai, clicks a pit the game says may
// move, waits for the move; then Bao la Kiswahili, whose first move asks its direction (answered
// with a key); then Omweso, set up by keys, and its first move. Saves screenshots, fails on any
// panic or error, and prints how long the page took to its first frame and to a board; then
// reloads the page and continues the saved game.
import { mkdirSync } from 'node:fs';
import { open, url } from './browser.mjs';

const shot = process.env.KETE_SHOT ?? 'target/screenshots/web-kimasai.png';
const { browser, page, lines, fail, waitFor, movable, leaveForTheMenu, checkClean } =
  await open('web smoke test', { viewport: { width: 1280, height: 800 } });
try {
  const started = Date.now();
  await page.goto(url);
  await waitFor(/first frame drawn/, 'the first frame');
  const firstFrame = Date.now() - started;
  await waitFor(/title screen ready/, 'the title screen');
  // A click gives the page focus and lets the audio start; 1 starts Bao la Kimasai.
  await page.mouse.click(640, 780);
  await page.keyboard.press('1');
  const kimasai = await movable(/board ready: South to move; movable /, 'the Kimasai board', 0);
  const firstBoard = Date.now() - started;
  console.log(`clicking ${kimasai.square} at ${kimasai.x},${kimasai.y}`);
  await page.mouse.click(kimasai.x, kimasai.y);
  await waitFor(new RegExp(`move played: ${kimasai.square}`), `the move ${kimasai.square}`);
  await waitFor(/board ready: North to move/, 'the board to settle after the move');
  mkdirSync(shot.replace(/\/[^/]*$/, ''), { recursive: true });
  await page.screenshot({ path: shot });

  // Back to the menu through the pause panel, which asks before the game is abandoned; then Bao
  // la Kiswahili: its first move asks the direction.
  const before = lines.length;
  await leaveForTheMenu(before);
  await page.keyboard.press('2');
  const hole = await movable(/board ready: South to move; movable /, 'the Bao board', before);
  await page.mouse.click(hole.x, hole.y);
  await waitFor(/question: Which way\?/, 'the Bao direction question', before);
  await page.keyboard.press('1');
  await waitFor(/move played: A\d[LR]/, 'the Bao move', before);
  await waitFor(/board ready: North to move; movable /, 'North to move in Bao', before);
  await page.screenshot({ path: shot.replace(/kimasai/, 'bao') });

  // Omweso: the first player is drawn by lot; both take the standard setup by key, then play.
  const omweso = lines.length;
  await leaveForTheMenu(omweso);
  await page.keyboard.press('3');
  await waitFor(/setup: \w+ arranges first/, 'the Omweso setup', omweso);
  await page.keyboard.press('s');
  await page.keyboard.press('Enter');
  await waitFor(/setup: \w+ arranged; \w+ arranges/, 'the second player to arrange', omweso);
  await page.keyboard.press('s');
  await page.keyboard.press('Enter');
  await waitFor(/setup done/, 'the end of the setup', omweso);
  const pit = await movable(/board ready: \w+ to move; movable /, 'the Omweso board', omweso);
  await page.mouse.click(pit.x, pit.y);
  await waitFor(new RegExp(`move played: ${pit.square}`), `the Omweso move ${pit.square}`, omweso);
  await page.screenshot({ path: shot.replace(/kimasai/, 'omweso') });
  // The tab closes and opens again: the game is offered, and continues where it stopped.
  await waitFor(/board ready: \w+ to move/, 'the board to settle', lines.length - 1);
  const reload = lines.length;
  await page.reload();
  await waitFor(/a saved game can be continued: 1 moves/, 'the saved game', reload);
  await waitFor(/title screen ready/, 'the title screen after the reload', reload);
  await page.keyboard.press('c');
  await waitFor(/continuing the saved game: 1 moves/, 'the game continued', reload);
  await waitFor(/board ready: \w+ to move; movable /, 'the continued board', reload);
  await checkClean();
  console.log(`web smoke test passed: Kimasai ${kimasai.square}, a Bao move and an Omweso move played, screenshots in ${shot.replace(/\/[^/]*$/, '')}`);
  console.log(`timing: first frame ${firstFrame} ms, first board ${firstBoard} ms after navigation`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
