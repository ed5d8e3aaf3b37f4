// A benchmark, not a test (docs/BENCHMARKS.md, "A slow phone starts"): how soon the built page
// in dist/ is ready on a slow phone. It serves dist/ itself on 127.0.0.1, as a host should (the
// pre-compressed .br copies with their Content-Encoding), then:
//  1. Lighthouse's performance audit with its mobile preset (a phone's screen, 4× CPU slowdown,
//     slow 4G, simulated): its score, first paint, largest paint, blocking time, bytes;
//  2. the page opened under the same slowdown applied for real (DevTools' CPU throttling and
//     network conditions, Lighthouse's own "applied" figures for slow 4G): the first paint of the
//     loading screen, the game's first frame, the title ready, and a board ready from a link that
//     starts a game (?game=bao), each after navigation; and the title on a second visit, served
//     from the service worker's copy.
// Run from tests/web, after `scripts/web build`: node start_on_a_phone.mjs [dist directory]
import { execFile } from 'node:child_process';
import { createReadStream, existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import { chromium } from 'playwright-core';

const dist = process.argv[2] ?? new URL('../../dist', import.meta.url).pathname;
const types = {
  '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.json': 'application/json',
  '.webmanifest': 'application/manifest+json', '.png': 'image/png', '.ogg': 'audio/ogg', '.txt': 'text/plain',
  '.md': 'text/plain',
};
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url, 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path.endsWith('/') ? `${path}index.html` : path);
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) {
    response.writeHead(404).end();
    return;
  }
  const headers = { 'content-type': types[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
  if (/\bbr\b/.test(request.headers['accept-encoding'] ?? '') && existsSync(`${file}.br`)) {
    file = `${file}.br`;
    headers['content-encoding'] = 'br';
  }
  headers['content-length'] = statSync(file).size;
  response.writeHead(200, headers);
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${server.address().port}/`;
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium';
const flags = ['--headless=new', '--no-sandbox', '--use-angle=swiftshader', '--enable-unsafe-swiftshader'];
const ms = (value) => `${Math.round(value)} ms`;

try {
  // 1. Lighthouse, its mobile preset (the default), run beside this script's server.
  const out = join(mkdtempSync(join(tmpdir(), 'kete-start-')), 'report.json');
  await promisify(execFile)(new URL('./node_modules/.bin/lighthouse', import.meta.url).pathname, [
    url, '--only-categories=performance', `--chrome-flags=${flags.join(' ')}`, '--output=json',
    `--output-path=${out}`, '--quiet', '--max-wait-for-load=120000',
  ], { env: { ...process.env, CHROME_PATH: chromiumPath } });
  const report = JSON.parse(readFileSync(out, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  console.log(`benchmark: Lighthouse ${report.lighthouseVersion} mobile preset: performance score ` +
    `${Math.round(report.categories.performance.score * 100)}; first contentful paint ${ms(audit('first-contentful-paint'))}, ` +
    `largest contentful paint ${ms(audit('largest-contentful-paint'))}, speed index ${ms(audit('speed-index'))}, ` +
    `total blocking time ${ms(audit('total-blocking-time'))}, total bytes ${(audit('total-byte-weight') / 1048576).toFixed(2)} MB`);

  // 2. The same slowdown, applied: what the page itself sees.
  const browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: flags.slice(1) });
  // A phone's page, slowed down, that keeps what the game logs and when.
  const phone = async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 0.9 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const lines = [];
    page.on('console', (message) => lines.push({ at: Date.now(), text: message.text() }));
    return { page, lines };
  };
  // Opens `address` and waits for each of `until`'s lines: when each came, after navigation.
  const measure = async ({ page, lines }, address, until) => {
    const started = Date.now();
    const from = lines.length;
    await page.goto(address);
    const seen = {};
    const deadline = Date.now() + 600000;
    while (Object.keys(seen).length < Object.keys(until).length && Date.now() < deadline) {
      for (const [name, pattern] of Object.entries(until)) {
        const line = lines.slice(from).find((l) => pattern.test(l.text));
        if (line && seen[name] === undefined) seen[name] = line.at - started;
      }
      await page.waitForTimeout(100);
    }
    const paint = await page.evaluate(() =>
      performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime ?? NaN);
    return { paint, ...seen };
  };
  const first = await phone();
  const title = await measure(first, url, { frame: /first frame drawn/, title: /title screen ready/ });
  const board = await measure(await phone(), `${url}?game=bao`, { board: /board ready: / });
  // A second visit: the service worker keeps the build, so only the compile and the start remain.
  await first.page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    // The worker has cached every file once the page is under its control.
    while (!navigator.serviceWorker.controller) await new Promise((done) => setTimeout(done, 200));
  });
  const again = await measure(first, url, { title: /title screen ready/ });
  await browser.close();
  console.log(`benchmark: applied 4× CPU slowdown and slow 4G (Lighthouse's applied figures), 412×823: ` +
    `the loading screen's first paint ${ms(title.paint)}, the game's first frame ${ms(title.frame)}, ` +
    `the title ready ${ms(title.title)}; from ?game=bao the board ready ${ms(board.board)}; a second visit ` +
    `(the service worker's copy) the title ready ${ms(again.title)}, after navigation`);
} finally {
  server.closeAllConnections();
  server.close();
}
