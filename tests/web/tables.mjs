// Open tables in the browser, through kete-server on 127.0.0.1:3536, which this test starts and
// stops: page A opens a table of Bao la Kimasai (`?online=table`) and plays the computer while it
// waits; pages B and C (a phone) list the open tables (`?online=tables`) and see A's; B sits down
// at it; A is told someone sat down and says *Play*; C sees the table gone from its list; and A
// and B, strangers, play the first moves of the game through the room the server gave them.
import { open, startServer, url } from './browser.mjs';
import { playOne } from './play_online.mjs';

await startServer(3536);
// Two browsers on one machine find each other by their loopback addresses, which Chromium
// otherwise hides behind mDNS names that a sandbox may not resolve.
const webrtc = ['--disable-features=WebRtcHideLocalIpsWithMdns'];
const viewport = { width: 1280, height: 800 };
const base = url.replace(/[?#].*$/, '');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
// Where the page last said a button is, after line `from`: `@x,y` in the line `said`.
const spot = (said) => {
  const [, x, y] = said.match(/@(\d+),(\d+)/);
  return { x: Number(x), y: Number(y) };
};

const a = await open('tables (A)', { viewport, reducedMotion: 'reduce' }, webrtc);
await a.page.goto(`${base}?game=kimasai&online=table`);
const opened = await a.waitFor(/tables: this player's table (\w+) is open/, 'A: its table open');
const id = opened.match(/table (\w+) is open/)[1];
await a.waitFor(/board ready/, 'A: the game against the computer while it waits');

const c = await open('tables (C)', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
await c.page.goto(`${base}?game=kimasai&online=tables`);
const listed = await c.waitFor(/tables: 1 open tables of \w+/, "C: A's table in the list");

// B sits down at A's table, as a player does: the button beside it in the list.
const b = await open('tables (B)', { viewport, reducedMotion: 'reduce' }, webrtc);
await b.page.goto(`${base}?game=kimasai&online=tables`);
await b.waitFor(new RegExp(`tables: sit down at ${id}@`), "B: A's table in the list, to sit at");
// The window settles on its place once drawn: the last place said is used.
await sleep(300);
const sitAt = b.lines.filter((line) => line.includes(`tables: sit down at ${id}@`)).pop();
const fromB = b.lines.length;
await b.page.mouse.click(spot(sitAt).x, spot(sitAt).y);
await b.waitFor(/tables: seated at a table, in room \w+/, 'B: seated, in the room');

await a.waitFor(/someone sat down at this player's table/, 'A: told someone sat down');
await a.waitFor(/tables: play @/, "A: the notice's Play");
await sleep(300);
const playAt = a.lines.filter((line) => line.includes('tables: play @')).pop();
const fromA = a.lines.length;
await a.page.mouse.click(spot(playAt).x, spot(playAt).y);
const playing = await a.waitFor(/tables: playing the one who sat down as (South|North)/, 'A: plays', fromA);
await c.waitFor(/tables: 0 open tables of \w+/, 'C: the table gone from the list', c.lines.indexOf(listed) + 1);

// The strangers play: whoever is South first, each move heard on the other board.
await a.waitFor(/online: the friend is here/, 'A: B is in the room', fromA);
const from = new Map([[a, fromA], [b, fromB]]);
let [mover, other] = /as South/.test(playing) ? [a, b] : [b, a];
const moves = [];
for (let n = 0; n < 4; n += 1) {
  moves.push(await playOne(mover, other, from));
  [mover, other] = [other, mover];
}
await a.checkClean();
await b.checkClean();
await c.checkClean();
for (const device of [a, b, c]) await device.browser.close();
console.log(`tables: A opened table ${id} and played the computer; B and C saw it listed; B sat down; A said Play; C saw it gone; A and B played ${moves.join(' ')}`);
process.exit(0);
