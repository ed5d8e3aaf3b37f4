// An online game between two browsers through the signalling server, which this test starts on
// 127.0.0.1:3536 (kete-server, built by scripts/test beside the game) and stops. Page A makes a
// room for Bao la Kimasai (`?online=host`); page B opens the invitation (`#o1.<room>`), takes A's
// game and North's side; each plays a move at its board and sees the other's played; B reloads
// and takes the game up where it was; a third page asking into the full room is refused; A and B
// play the game to its end. Then a Bao la Kiswahili opening in a new room, where B's capture asks
// which kichwa; and a room of C's whose friend is hostile (examples/hostile_peer.rs): a move out
// of turn, garbage, a message too long, an illegal move, a move claiming the wrong position, the
// room's next game begun too soon and a flood are each refused, and C's game goes on as it was;
// then a hello whose game adds the host's moves, made by the friend, stops it, C's save unchanged. The host's QR code, read back from its
// screenshot (jsQR), is the invitation link.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { open, startServer, stopOnExit, url } from './browser.mjs';
import { playOne } from './play_online.mjs';

const shots = process.env.KETE_SHOTS ?? 'target/screenshots';
mkdirSync(shots, { recursive: true });
const target = process.env.CARGO_TARGET_DIR ?? `${process.env.HOME}/.cache/kete-target`;
const server = await startServer(3536);

// Two browsers on one machine find each other by their loopback addresses, which Chromium
// otherwise hides behind mDNS names that a sandbox may not resolve.
const webrtc = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
const viewport = { width: 1280, height: 800 };
// Moves land at once (the page's prefers-reduced-motion): a whole game in a few minutes.
// A second server, told of a TURN server, for the credential it hands out (started near the end).
let turnServer = null;
const a = await open('online (A)', { viewport, reducedMotion: 'reduce' }, webrtc);
const b = await open('online (B)', { viewport, reducedMotion: 'reduce' }, webrtc);
const c = await open('online (C)', { viewport }, webrtc);
const base = url.replace(/[?#].*$/, '');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// A whole game of Bao la Kimasai, a short one (each side greedy for seeds: kete-cli found it).
const KIMASAI = (
  'b2 k3 c2 j3 d2 i3 e2 h3 f2 g3 g2 g4 g1 f4 h1 e4 i1 d4 f1 c4 e1 h4 j1 g4 k1 b4 l1 a4 l2 a3 k2 ' +
  'b3 j2 c3 e2 h3 g1 f4 f1 e4 h1 d4 i1 c4 j1 i3 k1 b4 f2 j3 d2 a4 l1 k3 c2 a3 g1 l3 h1 l4 i1 b3 ' +
  'e2 c3 j1 d3 k1 k4 l1 j4 l2 i4 k2 e3 j2 h4 i2 f3 h2'
).split(' ');
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
  const from = new Map([[a, 0], [b, 0]]);
  const next = (mover, other, n) => playOne(mover, other, from, (square) => square === KIMASAI[n]);
  if ((await next(a, b, 0)) !== KIMASAI[0]) await a.fail('A: not the first move of the game');
  await b.waitFor(/board ready: North to move; movable \w+@/, 'B: North to play', from.get(b));
  await b.page.screenshot({ path: `${shots}/online-guest.png` });
  await next(b, a, 1);

  // B reloads: its invitation brings it back into the room with its own saved game — its own
  // move in it, which A's device never hands it — and the two agree where the game is.
  const fromB = b.lines.length;
  await b.page.reload();
  await b.waitFor(new RegExp(`online: the saved game of room ${room} continues`), 'B: its saved game', fromB);
  await b.waitFor(/online: the friend is here/, 'B: A is here again', fromB);
  await b.waitFor(/board ready: South to move/, 'B: the board after the reload', fromB);
  if (b.lines.slice(fromB).some((line) => /refused|the friend's game is ahead/.test(line))) {
    await b.fail('B: its game after the reload was not its own');
  }
  from.set(b, fromB);

  // A third page is refused by the server (403) and, after matchbox's three tries, says the room
  // closed; it never has a game.
  await c.page.goto(`${base}#o1.${room}`);
  await c.waitFor(/online: the room closed/, 'C: refused');
  if (!c.lines.some((line) => /Unexpected response code: 403/.test(line))) await c.fail('C: not refused by the server');
  if (c.lines.some((line) => /the friend's game is ahead/.test(line))) await c.fail('C took a game in a full room');
  await c.page.screenshot({ path: `${shots}/online-refused.png` });

  // A and B play the game on to its end, on smaller pages (a software-drawn frame takes a time
  // that grows with its pixels).
  for (const device of [a, b]) {
    await device.page.setViewportSize({ width: 960, height: 600 });
    // The pits' places are those announced once the board is laid out for the new size.
    from.set(device, device.lines.indexOf(await device.waitFor(/layout: 960x600/, `${device.name}: the smaller page`, from.get(device))));
  }
  let moves = 2;
  for (let [mover, other] = [a, b]; moves < KIMASAI.length; [mover, other] = [other, mover]) {
    await next(mover, other, moves);
    moves += 1;
  }
  const overA = await a.waitFor(/board ready: game over/, 'A: the game over', from.get(a) - 1);
  const overB = await b.waitFor(/board ready: game over/, 'B: the game over', from.get(b) - 1);
  // What the game said, without the console's styling of Bevy's log.
  const outcome = (line) => line.replace(/.*game over: /, '').replace(/ color: .*/, '');
  if (outcome(overA) !== outcome(overB)) await a.fail(`two ends: ${overA} / ${overB}`);
  await b.page.screenshot({ path: `${shots}/online-game-over.png` });
  console.log(`online: a whole game of Bao la Kimasai, ${moves} moves, ${outcome(overA)}`);
  // Each page keeps the finished game among its games with friends, in its local storage.
  for (const device of [a, b]) {
    const kept = await device.page.evaluate(() => {
      const file = JSON.parse(localStorage.getItem('kete.games.json') ?? '{"games":[]}');
      return file.games.map((game) => game.save.game.moves.length);
    });
    if (kept.length !== 1 || kept[0] !== moves) await device.fail(`${device.name}: kept ${JSON.stringify(kept)}, not the ${moves}-move game`);
  }

  // Bao la Kiswahili in a new room: A's namua move A6L lets North capture (a5 or a6), and B is
  // asked which kichwa the captured seeds enter.
  await a.page.goto(`${base}?game=bao&online=host`);
  const bao = (await a.waitFor(new RegExp(`online: joining room (?!${room})\\w+`), 'A: a room for Bao')).match(/room (\w+)/)[1];
  // Only the invitation's hash differs from B's address: a blank page between makes it a load.
  await b.page.goto('about:blank');
  await b.page.goto(`${base}#o1.${bao}`);
  await a.waitFor(/online: the friend is here/, 'A: B is here for Bao', a.lines.findLastIndex((l) => l.includes(bao)));
  const baoFrom = new Map([[a, a.lines.findLastIndex((l) => l.includes(bao))], [b, b.lines.findLastIndex((l) => l.includes(bao))]]);
  // The board names its pits by file and row: A6 is f2. A6L sows toward A5.
  if ((await playOne(a, b, baoFrom, (square) => square === 'f2', (label) => label.includes('A5'))) !== 'A6L') {
    await a.fail('A: not the namua move A6L');
  }
  // Every move North has captures: the first asks which kichwa.
  let asked = null;
  await playOne(b, a, baoFrom, null, (label) => {
    asked ??= b.lines.findLast((line) => /question: /.test(line));
    return label.includes('Kichwa');
  });
  if (!/question: Where do the captured seeds enter\? Choose the kichwa\./.test(asked ?? '')) await b.fail(`B was not asked the kichwa: ${asked}`);
  await b.page.screenshot({ path: `${shots}/online-bao-kichwa.png` });
  for (let [mover, other] = [a, b], n = 0; n < 4; [mover, other] = [other, mover], n += 1) await playOne(mover, other, baoFrom);
  console.log('online: a Bao la Kiswahili opening through a room, the kichwa asked of North');

  // C hosts a room whose friend is hostile.
  const fromC = c.lines.length;
  await c.page.goto(`${base}?game=kimasai&online=host`);
  const den = (await c.waitFor(/online: joining room \w+/, 'C: its room', fromC)).match(/room (\w+)/)[1];
  await c.waitFor(/board ready: South to move; movable /, 'C: the board', fromC);
  const example = process.env.KETE_HOSTILE_BIN ?? `${target}/ci/examples/hostile_peer`;
  const hostile = stopOnExit(spawn(example, ['ws://127.0.0.1:3536', den], { stdio: ['pipe', 'pipe', 'pipe'] }));
  const hostileSaid = [];
  hostile.stdout.on('data', (data) => hostileSaid.push(...String(data).split('\n').filter(Boolean)));
  hostile.stderr.on('data', (data) => hostileSaid.push(String(data)));
  const ended = new Promise((resolve) => hostile.once('exit', resolve));
  // A peer that gives up (it could not meet C, or heard no game) fails the test at once.
  ended.then((code) => code !== 0 && c.fail(`the hostile peer ended with ${code}: ${hostileSaid.join(' / ')}`));
  // A failure before C has heard the peer out says what the peer did.
  let heardAll = false;
  process.on('exit', () => heardAll || console.error(`the hostile peer said: ${hostileSaid.join(' / ')}`));
  const refused = async (pattern, what) => c.waitFor(new RegExp(`online: refused: ${pattern.source}`), `C: ${what} refused`, fromC);
  await c.waitFor(/online: the friend is here/, 'C: the hostile friend is here', fromC);
  await refused(/your friend's device sent a move when it is your turn/, 'a move out of turn');
  await refused(/your friend's device sent a message Kete cannot read/, 'garbage');
  await refused(/your friend's device sent a message of 16385 bytes/, 'a message too long');
  const southsFirst = await c.movable(/board ready: South to move; movable \w+@/, 'C: South to play', fromC);
  const beforeC = c.lines.length;
  await c.page.mouse.click(southsFirst.x, southsFirst.y);
  await c.waitFor(/move played: /, 'C: its move', beforeC);
  await refused(/your friend's move \w+ is not a legal move here/, 'an illegal move');
  await refused(/your friend's move \w+ reaches another position/, 'a move claiming the wrong position');
  await refused(/your friend's device began a new game before this one was over/, 'a next game too soon');
  const honest = (await c.waitFor(/online: the friend plays /, "C: the hostile friend's honest move", beforeC)).match(/plays (\S+)/)[1];
  await refused(/your friend's device sent too many messages at once/, 'a flood');
  await c.waitFor(/board ready: South to move; movable \w+@/, "C: the board after the friend's honest move", beforeC);
  // The flood refused: the peer may go on once C's allowance is back.
  hostile.stdin.write('the flood was refused\n');
  // Last, the game so far with the host's moves made for it: refused, the game stopped, C's game
  // and its save as they were.
  await refused(/your friend's device sent a game in which it played your move \d+ for you: the game stops/, 'a game with our moves made for us');
  heardAll = true;
  hostile.stdin.end('all heard\n');
  const code = await ended;
  if (code !== 0) await c.fail(`the hostile peer ended with ${code}: ${hostileSaid.join(' / ')}`);
  if (!hostileSaid.some((line) => line.includes(`sent the honest move ${honest}`))) await c.fail(`C played another move than the peer's: ${hostileSaid.join(' / ')}`);
  await c.page.screenshot({ path: `${shots}/online-hostile.png` });
  const savedC = c.lines.length;
  await c.page.reload();
  await c.waitFor(/a saved game can be continued: 2 moves/, "C: its save as it was, the friend's forged moves not in it", savedC);
  console.log(`online: a hostile friend's seven kinds of bad word refused, its one honest move (${honest}) played; its game with C's moves made for C stopped the game, C's save unchanged`);

  // TURN's credential, as the page asks for it before joining a room (web/index.html, keteTurn):
  // none from this test's server, which knows no TURN server; one from a server that does.
  mkdirSync(`${shots}/turn`, { recursive: true });
  writeFileSync(`${shots}/turn/secret`, 'a secret of more than sixteen letters\n');
  turnServer = await startServer(3537, ['--turn', 'turn:127.0.0.1:3478', '--turn-secret-file', `${shots}/turn/secret`]);
  const turnOf = (address) => a.page.evaluate(([at]) => window.keteTurn(at, 2000), [address]);
  const none = await turnOf('ws://127.0.0.1:3536/turn');
  if (none !== null) await a.fail(`a credential from a server without TURN: ${none}`);
  const given = JSON.parse((await turnOf('ws://127.0.0.1:3537/turn')) ?? 'null');
  if (!given || !/^\d+:kete$/.test(given.username) || given.urls?.[0] !== 'turn:127.0.0.1:3478' || !given.credential) {
    await a.fail(`no TURN credential from a server with one: ${JSON.stringify(given)}`);
  }
  console.log(`online: a TURN credential asked as the page asks it (user ${given.username})`);

  await a.checkClean();
  await b.checkClean();
  await c.checkClean();
  console.log(`online: a room made, its QR code read back, joined by its invitation, a move each way, a reload taken up, a third page refused (room ${room})`);
} finally {
  await a.browser.close();
  await b.browser.close();
  await c.browser.close();
  server.kill();
  turnServer?.kill();
}
