// The web build in a real browser: Debian's Chromium, headless, WebGL2 through SwiftShader.
// Loads the page served on 127.0.0.1:8000, starts Bao la Kimasai, clicks a pit the game says may
// move, waits for the move to be played; then Bao la Kiswahili, where the first move asks its
// direction (answered with a key); then Omweso, set up by keys, and its first move. Saves
// screenshots, and fails on any panic or error.
import { chromium } from 'playwright-core';
import { mkdirSync } from 'node:fs';

const url = process.env.KETE_URL ?? 'http://127.0.0.1:8000/';
const shot = process.env.KETE_SHOT ?? 'target/screenshots/web-kimasai.png';
const timeout = Number(process.env.KETE_TIMEOUT_MS ?? 180000);

const lines = [];
const problems = [];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox',
    '--disable-background-networking', '--disable-component-update', '--disable-sync',
    '--no-first-run', '--disable-quic',
  ],
  // Playwright starts Chromium with a fresh, empty profile directory of its own each time.
});
const fail = async (message) => {
  console.error(`web smoke test FAILED: ${message}`);
  console.error(lines.slice(-40).join('\n'));
  await browser.close();
  process.exit(1);
};
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('console', (message) => {
    const text = message.text();
    lines.push(`[${message.type()}] ${text}`);
    if (message.type() === 'error' || /panicked|RuntimeError|unreachable/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  const requests = [];
  page.on('request', (request) => requests.push(request.url()));

  // Waits for a log line matching `pattern`, among those logged from line `from` on.
  const waitFor = async (pattern, what, from = 0) => {
    const start = Date.now();
    while (Date.now() - start < timeout) {
      const hit = lines.slice(from).find((line) => pattern.test(line));
      if (hit) return hit;
      if (problems.length) await fail(`error while waiting for ${what}: ${problems[0]}`);
      await page.waitForTimeout(250);
    }
    await fail(`timed out waiting for ${what}`);
  };

  // Escape opens the pause panel, M asks to leave, Enter confirms: each key once the last acted.
  const leaveForTheMenu = async (from) => {
    await page.keyboard.press('Escape');
    await waitFor(/paused/, 'the pause panel', from);
    await page.keyboard.press('m');
    await waitFor(/leaving asks first/, 'the question before leaving', from);
    await page.keyboard.press('Enter');
  };

  await page.goto(url);
  await waitFor(/title screen ready/, 'the title screen');
  // A click gives the page focus and lets the audio start; 1 starts Bao la Kimasai.
  await page.mouse.click(640, 780);
  await page.keyboard.press('1');
  const ready = await waitFor(/board ready: South to move; movable /, 'the Kimasai board');
  const spot = ready.match(/movable (\w+)@(\d+),(\d+)/);
  if (!spot) await fail(`no movable pit in: ${ready}`);
  const [, square, x, y] = spot;
  console.log(`clicking ${square} at ${x},${y}`);
  await page.mouse.click(Number(x), Number(y));
  await waitFor(new RegExp(`move played: ${square}`), `the move ${square}`);
  await waitFor(/board ready: North to move/, 'the board to settle after the move');
  mkdirSync(shot.replace(/\/[^/]*$/, ''), { recursive: true });
  await page.screenshot({ path: shot });

  // Back to the menu through the pause panel, which asks before the game is abandoned; then Bao
  // la Kiswahili: its first move asks the direction.
  const before = lines.length;
  await leaveForTheMenu(before);
  await waitFor(/title screen ready/, 'the title screen again', before);
  await page.keyboard.press('2');
  const bao = await waitFor(/board ready: South to move; movable /, 'the Bao board', before);
  const [, hole, hx, hy] = bao.match(/movable (\w+)@(\d+),(\d+)/) ?? [];
  if (!hole) await fail(`no movable Bao hole in: ${bao}`);
  await page.mouse.click(Number(hx), Number(hy));
  await waitFor(/question: Which way\?/, 'the Bao direction question', before);
  await page.keyboard.press('1');
  await waitFor(/move played: A\d[LR]/, 'the Bao move', before);
  await waitFor(/board ready: North to move; movable /, 'North to move in Bao', before);
  await page.screenshot({ path: shot.replace(/kimasai/, 'bao') });

  // Omweso: the first player is drawn by lot; both take the standard setup by key, then play.
  const omweso = lines.length;
  await leaveForTheMenu(omweso);
  await waitFor(/title screen ready/, 'the title screen once more', omweso);
  await page.keyboard.press('3');
  await waitFor(/setup: \w+ arranges first/, 'the Omweso setup', omweso);
  await page.keyboard.press('s');
  await page.keyboard.press('Enter');
  await waitFor(/setup: \w+ arranged; \w+ arranges/, 'the second player to arrange', omweso);
  await page.keyboard.press('s');
  await page.keyboard.press('Enter');
  await waitFor(/setup done/, 'the end of the setup', omweso);
  const first = await waitFor(/board ready: \w+ to move; movable /, 'the Omweso board', omweso);
  const [, pit, px, py] = first.match(/movable (\w+)@(\d+),(\d+)/) ?? [];
  if (!pit) await fail(`no movable Omweso pit in: ${first}`);
  await page.mouse.click(Number(px), Number(py));
  await waitFor(new RegExp(`move played: ${pit}`), `the Omweso move ${pit}`, omweso);
  await page.screenshot({ path: shot.replace(/kimasai/, 'omweso') });
  const foreign = requests.filter((request) => !request.startsWith(url) && !request.startsWith('data:') && !request.startsWith('blob:'));
  if (foreign.length) await fail(`fetched from outside the page: ${foreign.join(', ')}`);
  if (problems.length) await fail(problems[0]);
  console.log(`web smoke test passed: Kimasai ${square}, a Bao move and an Omweso move played, screenshots in ${shot.replace(/\/[^/]*$/, '')}`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
