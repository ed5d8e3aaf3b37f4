// A game by message between two browsers (two devices: each its own storage). Page A starts
// Bao la Kimasai against a friend by message, plays, and sends the move with Enter; page B opens
// the link A made, sees the move played, answers and sends it back; A opens the answer and moves
// on. Then A is handed a link changed on the way and one cut short: each refused with its reason,
// A's game as it was; and, reloaded on its last link, A continues its game. No server but the
// page's own.
import { mkdirSync } from 'node:fs';
import { open, url } from './browser.mjs';

const shots = process.env.KETE_SHOTS ?? 'target/screenshots';
mkdirSync(shots, { recursive: true });
const viewport = { width: 1280, height: 800 };
const a = await open('by message (A)', { viewport });
const b = await open('by message (B)', { viewport });
const base = url.replace(/[?#].*$/, '');

// The link a page logged when it sent the game, after line `from`.
const linkMade = async (device, moves, from) => {
  const line = await device.waitFor(new RegExp(`game link made: ${moves} moves`), `the link of ${moves} moves`, from);
  return line.match(/(m1\.[A-Za-z0-9._-]+)/)[1];
};

try {
  await a.page.goto(`${base}?game=kimasai&players=human,friend`);
  const first = await a.movable(/board ready: South to move; movable /, 'A: the board');
  await a.page.mouse.click(first.x, first.y);
  await a.waitFor(/board ready: North to move/, 'A: the move played');
  let from = a.lines.length;
  await a.page.keyboard.press('Enter');
  const sent = await linkMade(a, 1, from);
  await a.page.screenshot({ path: `${shots}/by-message-sent.png` });
  console.log(`A sent ${sent.length} letters: ${sent}`);

  await b.page.goto(`${base}#${sent}`);
  await b.waitFor(/game link opened: 1 moves/, 'B: the link opened');
  const answer = await b.movable(/board ready: North to move; movable /, 'B: the move shown, North to play');
  await b.page.screenshot({ path: `${shots}/by-message-opened.png` });
  await b.page.mouse.click(answer.x, answer.y);
  await b.waitFor(/board ready: South to move/, 'B: the answer played');
  from = b.lines.length;
  await b.page.keyboard.press('Enter');
  const back = await linkMade(b, 2, from);

  from = a.lines.length;
  await a.page.goto(`${base}#${back}`);
  await a.waitFor(/game link opened: 2 moves/, 'A: the answer opened', from);
  const third = await a.movable(/board ready: South to move; movable /, 'A: South to play again', from);
  await a.page.mouse.click(third.x, third.y);
  await a.waitFor(/board ready: North to move/, 'A: the third move played', from);
  from = a.lines.length;
  await a.page.keyboard.press('Enter');
  await linkMade(a, 3, from);

  // Links that must not open: one changed on the way (a move's letter), one cut short, the
  // friend's older link. The title screen says why; the game saved is as it was.
  const moves = back.split('.').pop();
  const changed = back.slice(0, back.length - moves.length) + [...moves].map((c) => (c === 'A' ? 'B' : 'A')).join('');
  for (const [link, why] of [[changed, /Link\((Changed|Damaged)/], [back.slice(0, -1), /CutShort/], [back, /Older/]]) {
    from = a.lines.length;
    // A new page each time (a change of the address's # alone would not load it again).
    await a.page.goto('about:blank');
    await a.page.goto(`${base}#${link}`);
    await a.waitFor(/game link refused/, `A: ${link} refused`, from);
    const said = a.lines.slice(from).find((line) => /game link refused/.test(line));
    if (!why.test(said)) await a.fail(`${link}: refused for another reason: ${said}`);
    await a.waitFor(/a saved game can be continued: 3 moves/, 'A: the game saved, as it was', from);
  }
  await a.page.screenshot({ path: `${shots}/by-message-refused.png` });
  await a.checkClean();
  await b.checkClean();
  console.log('by message: a game sent, answered and continued; a changed, a cut and an old link refused');
} finally {
  await a.browser.close();
  await b.browser.close();
}
