// What the browser tests share: Debian's Chromium, headless, WebGL2 through SwiftShader, a page
// on the served build whose console is kept, and a wait for a line the game logs.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';

export const url = process.env.KETE_URL ?? 'http://127.0.0.1:8000/';
// A wait fails when nothing comes for ten minutes: on a busy machine a software-drawn frame can
// take seconds, and a page that is stuck stays stuck.
const timeout = Number(process.env.KETE_TIMEOUT_MS ?? 600000);

// Every helper process a test starts (a server, a hostile peer) is stopped however the test
// ends — done, failed (`fail` exits the process) or interrupted — so a rerun starts clean.
const helpers = new Set();
export function stopOnExit(child) {
  if (!helpers.size) {
    process.on('exit', () => helpers.forEach((helper) => helper.kill()));
    for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => process.exit(130));
  }
  helpers.add(child);
  return child;
}

// kete-server (built by scripts/test beside the game) on 127.0.0.1:`port` (0: a free one), stopped
// with the test; resolves once its first line says it listens there, with `address` the one it
// took. What it says after is let go, so its pipe never fills.
export async function startServer(port = 3536, more = []) {
  const target = process.env.CARGO_TARGET_DIR ?? `${process.env.HOME}/.cache/kete-target`;
  const server = stopOnExit(spawn(process.env.KETE_SERVER_BIN ?? `${target}/ci/kete-server`, [`127.0.0.1:${port}`, ...more], {
    stdio: ['ignore', 'ignore', 'pipe'],
  }));
  const said = await new Promise((resolve, reject) => {
    let text = '';
    server.stderr.on('data', (data) => {
      text += data;
      if (text.includes('\n')) resolve(text);
    });
    server.once('error', reject);
  });
  if (!new RegExp(`listening on 127\\.0\\.0\\.1:${port || '\\d+'}\\b`).test(said)) {
    console.error(`kete-server did not start: ${said}`);
    process.exit(1);
  }
  server.address = said.split('\n')[0].trim().split(' ').pop();
  return server;
}

// Opens the page in a new browser with these context options (viewport, touch, …) and any more
// of Chromium's switches.
export async function open(name, contextOptions, moreArgs = []) {
  const opened = Date.now();
  const lines = [];
  const problems = [];
  const requests = [];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--use-angle=swiftshader', '--enable-unsafe-swiftshader', '--no-sandbox',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
      '--no-first-run', '--disable-quic', ...moreArgs,
    ],
    // Playwright starts Chromium with a fresh, empty profile directory of its own each time.
  });
  const context = await browser.newContext(contextOptions);
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    lines.push(`[${message.type()}] ${text}`);
    // A signalling server that is not there, or that refuses a full room, is the browser's error
    // but not the game's: the game says so on its panel (a random click may make a room).
    const noServer = /^WebSocket connection to 'wss?:\/\/[^']*:3536\//.test(text);
    if ((message.type() === 'error' && !noServer) || /panicked|RuntimeError|unreachable/.test(text)) problems.push(text);
  });
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`HTTP ${response.status()} for ${response.url()}`);
  });
  page.on('request', (request) => requests.push(request.url()));

  const fail = async (message) => {
    console.error(`${name} FAILED: ${message}`);
    console.error(lines.slice(-40).join('\n'));
    await browser.close();
    process.exit(1);
  };
  // Waits for a log line matching `pattern`, among those logged from line `from` on. With
  // KETE_TRACE set, says when each wait ended (where a test's minutes go).
  const waitFor = async (pattern, what, from = 0) => {
    const start = Date.now();
    while (Date.now() - start < timeout) {
      const hit = lines.slice(from).find((line) => pattern.test(line));
      if (hit && process.env.KETE_TRACE) console.log(`${name}: ${((Date.now() - opened) / 1000).toFixed(1)} s, waited ${((Date.now() - start) / 1000).toFixed(1)} s for ${what}`);
      if (hit) return hit;
      if (problems.length) await fail(`error while waiting for ${what}: ${problems[0]}`);
      await page.waitForTimeout(50);
    }
    await fail(`timed out waiting for ${what}`);
  };
  // The first movable pit the board announced after line `from`, and where it is on screen.
  const movable = async (pattern, what, from) => {
    const ready = await waitFor(pattern, what, from);
    const [, square, x, y] = ready.match(/movable (\w+)@(\d+),(\d+)/) ?? [];
    if (!square) await fail(`no movable pit in: ${ready}`);
    return { square, x: Number(x), y: Number(y) };
  };
  // Escape opens the pause panel, M asks to leave, Enter confirms: each key once the last acted.
  const leaveForTheMenu = async (from) => {
    await page.keyboard.press('Escape');
    await waitFor(/paused/, 'the pause panel', from);
    await page.keyboard.press('m');
    await waitFor(/leaving asks first/, 'the question before leaving', from);
    await page.keyboard.press('Enter');
    await waitFor(/title screen ready/, 'the title screen', from);
  };
  // Nothing may come from anywhere but the page's own server.
  const checkClean = async () => {
    const foreign = requests.filter((r) => !r.startsWith(url) && !r.startsWith('data:') && !r.startsWith('blob:'));
    if (foreign.length) await fail(`fetched from outside the page: ${foreign.join(', ')}`);
    if (problems.length) await fail(problems[0]);
  };
  return { name, browser, context, page, lines, problems, fail, waitFor, movable, leaveForTheMenu, checkClean };
}
