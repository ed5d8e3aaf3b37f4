// An online game between two browsers through the signalling server, which this test starts on
// 127.0.0.1:3536 (kete-server, built by scripts/test beside the game) and stops. Page A makes a
// room for Bao la Kimasai (`?online=host`); page B opens the invitation (`#o1.<room>`), takes A's
// game and North's side; each plays a move at its board and sees the other's played; B reloads
// and takes the game up where it was; a third page asking into the full room is refused. The
// host's QR code, read back from its screenshot (jsQR), is the invitation link.
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { open, url } from './browser.mjs';

const shots = process.env.KETE_SHOTS ?? 'target/screenshots';
mkdirSync(shots, { recursive: true });
const target = process.env.CARGO_TARGET_DIR ?? `${process.env.HOME}/.cache/kete-target`;
const server = spawn(process.env.KETE_SERVER_BIN ?? `${target}/ci/kete-server`, ['127.0.0.1:3536'], {
  stdio: ['ignore', 'ignore', 'pipe'],
});
const said = await new Promise((resolve, reject) => {
  server.stderr.once('data', (data) => resolve(String(data)));
  server.once('error', reject);
});
if (!/listening on 127\.0\.0\.1:3536/.test(said)) {
  console.error(`kete-server did not start: ${said}`);
  process.exit(1);
}

// Two browsers on one machine find each other by their loopback addresses, which Chromium
// otherwise hides behind mDNS names that a sandbox may not resolve.
const webrtc = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
const viewport = { width: 1280, height: 800 };
const a = await open('online (A)', { viewport }, webrtc);
const b = await open('online (B)', { viewport }, webrtc);
const c = await open('online (C)', { viewport }, webrtc);
const base = url.replace(/[?#].*$/, '');

try {
  await a.page.goto(`${base}?game=kimasai&online=host`);
  const room = (await a.waitFor(/online: joining room \w+/, 'A: its room')).match(/room (\w+)/)[1];
  await a.waitFor(/board ready: South to move; movable /, 'A: the board');
  // The host's panel shows the invitation as a QR code: read back from the page as a phone's
  // camera would, it is the invitation link.
  await a.page.waitForTimeout(500);
  const shot = PNG.sync.read(await a.page.screenshot({ path: `${shots}/online-invite.png` }));
  const read = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  if (read?.data !== `${base}#o1.${room}`) await a.fail(`A: the QR code reads ${read?.data}, not the invitation`);

  await b.page.goto(`${base}#o1.${room}`);
  await b.waitFor(/online: the friend's game is ahead/, "B: A's game taken");
  await a.waitFor(/online: the friend is here/, 'A: B is here');
  await b.waitFor(/board ready: South to move/, "B: the board, A's move first");
  await a.page.screenshot({ path: `${shots}/online-host.png` });

  // A plays; B sees it played and answers; A sees the answer.
  let fromA = a.lines.length;
  let fromB = b.lines.length;
  const first = await a.movable(/board ready: South to move; movable /, 'A: South to play');
  await a.page.mouse.click(first.x, first.y);
  await a.waitFor(/board ready: North to move/, 'A: the move played', fromA);
  await b.waitFor(/online: the friend plays/, "B: A's move heard", fromB);
  const answer = await b.movable(/board ready: North to move; movable /, 'B: North to play', fromB);
  await b.page.screenshot({ path: `${shots}/online-guest.png` });
  fromA = a.lines.length;
  await b.page.mouse.click(answer.x, answer.y);
  await a.waitFor(/online: the friend plays/, "A: B's move heard", fromA);
  await a.waitFor(/board ready: South to move/, "A: B's move played", fromA);

  // B reloads: its invitation brings it back into the room, and it takes the game where it is.
  fromB = b.lines.length;
  await b.page.reload();
  await b.waitFor(/online: the friend's game is ahead, from move 1/, 'B: the game taken again', fromB);
  await b.waitFor(/board ready: South to move/, 'B: the board after the reload', fromB);

  // A third page is refused by the server (403) and, after matchbox's three tries, says the room
  // closed; it never has a game.
  await c.page.goto(`${base}#o1.${room}`);
  await c.waitFor(/online: the room closed/, 'C: refused');
  if (!c.lines.some((line) => /Unexpected response code: 403/.test(line))) await c.fail('C: not refused by the server');
  if (c.lines.some((line) => /the friend's game is ahead/.test(line))) await c.fail('C took a game in a full room');
  await c.page.screenshot({ path: `${shots}/online-refused.png` });

  await a.checkClean();
  await b.checkClean();
  await c.checkClean();
  console.log(`online: a room made, its QR code read back, joined by its invitation, a move each way, a reload taken up, a third page refused (room ${room})`);
} finally {
  await a.browser.close();
  await b.browser.close();
  await c.browser.close();
  server.kill();
}
