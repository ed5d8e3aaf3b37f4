// A benchmark, not a test (docs/BENCHMARKS.md): from a player's click to the move starting on the
// friend's board, in two headless Chromiums through kete-server on 127.0.0.1:3536 (a room of Bao la
// Kimasai, as tests/web/online.mjs makes one, and another when a game ends). Each side plays its
// first movable pit (a question answered with key 1) until MOVES moves; the time is from the input that
// completed the move to the friend's page saying it heard it (`online: the friend plays`), which
// the board then starts the same frame. Prints the median and the worst, each way and together.
// `node tests/web/bench_online.mjs [MOVES]` (MOVES = 100), with the web build served on :8000 and
// kete-server built.
import { spawn } from 'node:child_process';
import { open, url } from './browser.mjs';

const moves = Number(process.argv[2] ?? 100);
const target = process.env.CARGO_TARGET_DIR ?? `${process.env.HOME}/.cache/kete-target`;
const server = spawn(`${target}/ci/kete-server`, ['127.0.0.1:3536'], { stdio: ['ignore', 'ignore', 'pipe'] });
// Its first line says it listens (it may come in pieces); the rest is drained.
await new Promise((resolve) => {
  let text = '';
  server.stderr.on('data', (data) => {
    text += data;
    if (text.includes('\n')) resolve();
  });
});

const webrtc = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
const viewport = { width: 1280, height: 800 };
const devices = [];
const base = url.replace(/[?#].*$/, '');
// When each page said it heard the friend's move, as the console reached this script.
const heard = new Map();

// The first line matching `pattern` after line `from`, or null after `ms`.
const line = async (device, pattern, from, ms = 30000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const found = device.lines.slice(from).find((text) => pattern.test(text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return null;
};

const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const times = { 'South → North': [], 'North → South': [] };
try {
  let played = 0;
  // Game after game (a room each) until there are enough moves.
  for (let game = 1; played < moves && game <= 10; game += 1) {
    const [a, b] = await Promise.all([open(`bench (A${game})`, { viewport }, webrtc), open(`bench (B${game})`, { viewport }, webrtc)]);
    devices.push(a, b);
    heard.set(a, []);
    heard.set(b, []);
    for (const device of [a, b]) {
      device.page.on('console', (message) => {
        if (/online: the friend plays/.test(message.text())) heard.get(device).push(performance.now());
      });
    }
    await a.page.goto(`${base}?game=kimasai&online=host`);
    const room = (await a.waitFor(/online: joining room \w+/, 'A: its room')).match(/room (\w+)/)[1];
    await b.page.goto(`${base}#o1.${room}`);
    await b.waitFor(/online: the friend's game is ahead/, "B: A's game taken");
    await a.waitFor(/online: the friend is here/, 'A: B is here');
    // Where each page's next board is to be looked for: after the friend's move it heard.
    const after = new Map([[a, 0], [b, 0]]);
    for (let n = 0; played < moves; n += 1) {
      const [mover, other] = n % 2 === 0 ? [a, b] : [b, a];
      if (!(await line(mover, /board ready: /, after.get(mover)))) throw new Error(`move ${n + 1}: no board`);
      // The bar may refit the board once drawn: the pits' last announced places are used.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const ready = mover.lines.filter((text) => /board ready: /.test(text)).pop();
      const [, x, y] = ready.match(/movable \w+@(\d+),(\d+)/) ?? [];
      if (!x) break;
      let from = mover.lines.length;
      const before = heard.get(other).length;
      await mover.page.mouse.click(Number(x), Number(y));
      let done = performance.now();
      // The board asks until the move is whole: the first answer each time.
      for (;;) {
        const said = await line(mover, /move played: |question: /, from);
        if (!said) throw new Error(`move ${n + 1}: the board neither played nor asked`);
        if (/move played: /.test(said)) break;
        from = mover.lines.length;
        await mover.page.keyboard.press('1');
        done = performance.now();
      }
      const until = Date.now() + 30000;
      while (heard.get(other).length === before && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
      if (heard.get(other).length === before) throw new Error(`move ${n + 1}: the friend's page never heard it`);
      times[n % 2 === 0 ? 'South → North' : 'North → South'].push(heard.get(other)[before] - done);
      played += 1;
      after.set(other, other.lines.findLastIndex((text) => /online: the friend plays/.test(text)) + 1);
    }
    console.log(`game ${game}: ${played} moves so far`);
    await a.browser.close();
    await b.browser.close();
  }
  const all = [...times['South → North'], ...times['North → South']];
  for (const [way, xs] of [...Object.entries(times), ['both ways', all]]) {
    if (xs.length) console.log(`${way}: ${xs.length} moves, median ${median(xs).toFixed(1)} ms, worst ${Math.max(...xs).toFixed(1)} ms`);
  }
} finally {
  for (const device of devices) await device.browser.close().catch(() => {});
  server.kill();
}
