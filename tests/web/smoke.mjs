// The web build in a desktop-sized window: starts Bao la Kimasai, clicks a pit the game says may
// move, waits for the move; then Bao la Kiswahili, whose first move asks its direction (answered
// with a key); then Omweso, set up by keys, and its first move. Saves screenshots, fails on any
// panic or error, and prints how long the page took to its first frame and to a board; then
// reloads the page and continues the saved game, saves it to a file and opens the file again;
// then opens a position from the page's address,
// and refuses a bad one on the title screen; and a lesson of two moves, the computer answering.
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
  // Save game (Ctrl+S): the download offered; Open game (Ctrl+O) on the title screen opens it.
  // Ctrl is held across frames, as a hand holds it (a software-rendered frame outlasts a press).
  const ctrl = async (key) => {
    await page.keyboard.down('Control');
    await page.waitForTimeout(300);
    await page.keyboard.press(key);
    await page.waitForTimeout(300);
    await page.keyboard.up('Control');
  };
  const saving = lines.length;
  const download = page.waitForEvent('download');
  await ctrl('s');
  await page.locator('#rfd-output').click();
  const saved = await download;
  const file = `target/screenshots/${saved.suggestedFilename()}`;
  await saved.saveAs(file);
  await waitFor(/game saved as kete-omweso-1-moves.json/, 'the game saved', saving);
  const opening = lines.length;
  await leaveForTheMenu(opening);
  // The key press lets the page open the browser's file chooser at once.
  const chooser = page.waitForEvent('filechooser');
  await ctrl('o');
  await (await chooser).setFiles(file);
  await waitFor(/opened kete-omweso-1-moves.json: 1 moves/, 'the saved game opened', opening);
  await waitFor(/board ready: \w+ to move; movable /, 'the opened board', opening);

  // A position shared as a link opens at once; a bad one is refused on the title screen.
  const bao = 'bao 0,0,0,0,0,0,0,2/0,2,2,6,0,7,0,0/0,1,0,0,7,1,0,0/0,0,0,0,0,0,0,0 S r=18,18 h=11 t=-';
  const linked = lines.length;
  await page.goto(`${url}?position=${encodeURIComponent(bao)}`);
  await waitFor(/board ready: South to move; movable (f2|h2)/, 'the position from the address', linked);
  const refused = lines.length;
  // (A new query loads the page anew; a new hash alone would not.)
  await page.goto(`${url}?shared=1#${encodeURIComponent('bao 1,2,3')}`);
  await waitFor(/The position in the address could not be opened/, 'the refusal of a bad position', refused);
  await waitFor(/title screen ready/, 'the title screen after a bad link', refused);

  // A lesson of two moves: the first judged right, the computer (in the engine worker) answers,
  // and the board is the learner's again for the second.
  const scene = lines.length;
  await page.goto(`${url}?lesson=kimasai:optional-capture-3`);
  const quiet = await movable(/board ready: South to move; movable /, 'the scene\'s board', scene);
  await page.mouse.click(quiet.x, quiet.y);
  await waitFor(/optional-capture-3: move 1 done with/, 'the scene\'s first move judged', scene);
  const answer = lines.length;
  await waitFor(/move played: \w+/, 'the computer\'s answer', answer);
  await waitFor(/board ready: South to move; movable /, 'the learner\'s second move', answer);
  await checkClean();
  console.log(`web smoke test passed: Kimasai ${kimasai.square}, a Bao move and an Omweso move played, screenshots in ${shot.replace(/\/[^/]*$/, '')}`);
  console.log(`timing: first frame ${firstFrame} ms, first board ${firstBoard} ms after navigation`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
