// The web page for a screen reader: the canvas says nothing, so the game writes its words into
// the page's live region (role="status") and the pit the keys reach into the canvas's
// description. Played by keys alone: the arrows find a pit, Enter plays it; the page's
// accessibility tree (Chromium's, through Playwright) must then hold the move in words and the
// winner. Then the keys at one place at a time: Enter on a focused panel button presses only it.
import { open, url } from './browser.mjs';

// South to move: b2 takes North's last stone and wins; a1 would not.
const ENDGAME = 'kimasai 0,0,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0/0,1,0,0,0,0,0,0,0,0,0,0/1,0,0,0,0,0,0,0,0,0,0,0 S';
const { browser, page, lines, fail, waitFor, checkClean } =
  await open('web accessibility test', { viewport: { width: 1280, height: 800 } });
const status = page.locator('#kete-status');
const tree = () => status.ariaSnapshot();
const described = () => page.locator('#kete-focus').textContent();
// Waits until the live region, as the accessibility tree has it, says `pattern`.
const heard = async (pattern, what) => {
  const start = Date.now();
  while (Date.now() - start < 120000) {
    const now = await tree();
    if (pattern.test(now)) return now;
    await page.waitForTimeout(250);
  }
  await fail(`the live region never said ${what}: ${await tree()}`);
};
try {
  await page.goto(`${url}?position=${encodeURIComponent(ENDGAME)}`);
  await waitFor(/board ready: South to move/, 'the board');
  if ((await page.locator('#bevy').getAttribute('aria-describedby')) !== 'kete-focus') {
    await fail('the canvas is not described by the focused pit');
  }
  await heard(/status: .*South to move/, "whose turn it is");
  // The keys alone: the arrows until the focus is on b2, then Enter. Each arrow is waited for
  // (the game logs where it put the focus) before the next: a software-drawn frame can take a
  // second on a busy machine, and an arrow still on its way would move the focus off b2.
  await page.mouse.click(20, 790);
  let focus = '';
  for (let tries = 0; tries < 8 && focus !== 'b2'; tries += 1) {
    const from = lines.length;
    await page.keyboard.press(tries < 4 ? 'ArrowRight' : 'ArrowLeft');
    const taken = await waitFor(/keys' focus: /, 'the arrow to be taken', from);
    focus = taken.match(/keys' focus: (\w+)/)?.[1] ?? '';
  }
  if (focus !== 'b2') await fail(`the arrows never reached b2: the focus is on ${focus}`);
  const start = Date.now();
  while (!/^b2, your front row/.test((await described()) ?? '') && Date.now() - start < 120000) {
    await page.waitForTimeout(250);
  }
  if (!/^b2, your front row/.test((await described()) ?? '')) {
    await fail(`the canvas's description does not name b2: "${await described()}"`);
  }
  console.log(`the focused pit, described: ${await described()}`);
  await page.keyboard.press('Enter');
  const said = await heard(/South: b2 .*South wins/, 'the move and the winner');
  console.log(`the live region: ${said.trim()}`);

  // The keys go to one place at a time. A game with a move played (leaving it asks first); Tab
  // gives the keys to the bar's first button (Menu), Enter presses it: the question before
  // leaving. Enter again presses Menu again — and must not also answer the question, which
  // would abandon the game.
  let from = lines.length;
  await page.goto(`${url}?game=kimasai`);
  await waitFor(/board ready: South to move/, 'the Kimasai board', from);
  // The page passes by the title screen on its way to the board: from here on it must not.
  const kimasai = lines.length;
  await page.mouse.click(20, 790);
  await page.keyboard.press('ArrowRight');
  await waitFor(/keys' focus: /, 'the arrow to be taken', from);
  from = lines.length;
  await page.keyboard.press('Enter');
  await waitFor(/board ready: North to move/, "South's move, played by Enter", from);
  from = lines.length;
  await page.keyboard.press('Tab');
  await waitFor(/the keys are at: Button/, 'Tab to give the keys to a button', from);
  await page.keyboard.press('Enter');
  await waitFor(/leaving asks first: Menu/, 'Enter to press the focused Menu button', from);
  from = lines.length;
  await page.keyboard.press('Enter');
  const again = await waitFor(/leaving asks first: Menu|title screen ready/, 'Enter to press Menu again', from);
  if (/title screen ready/.test(again)) {
    await fail('Enter on a focused button also answered the question: the game was abandoned');
  }
  // Escape gives the keys back to the board (and is the button's only: the question stays); N
  // keeps the game, and the arrows and Enter play North's move at the board.
  await page.keyboard.press('Escape');
  await waitFor(/the keys are at: Board/, 'Escape to give the keys back to the board', from);
  await page.keyboard.press('n');
  from = lines.length;
  await page.keyboard.press('ArrowRight');
  await waitFor(/keys' focus: /, 'the arrow to be taken, the game kept', from);
  await page.keyboard.press('Enter');
  await waitFor(/board ready: South to move/, "North's move, played by Enter", from);
  if (lines.slice(kimasai).some((line) => /title screen ready/.test(line))) await fail('the game was abandoned');
  console.log('the keys went to one place at a time: a focused button, then the board');
  await checkClean();
  console.log('web accessibility test passed');
} catch (error) {
  await fail(String(error));
}
await browser.close();
