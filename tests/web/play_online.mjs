// One move of an online game between two pages, as a player makes it: shared by the browser
// tests whose pages play each other (online.mjs, tables.mjs).

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const myTurn = /board ready: (game over|\w+ to move; movable \w+@)/;

// `mover` plays a move from its board as announced after line `from` (the pit chosen by `pick`,
// else the first movable), answering every question with `answer` (else its first answer), and
// `other` hears it. Returns the move, or null when the game is over; `from` is where to look next.
export async function playOne(mover, other, from, pick, answer) {
  const ready = await mover.waitFor(myTurn, `${mover.name}: its turn`, from.get(mover));
  if (/game over/.test(ready)) return null;
  // The bar may refit the board once drawn: the pits' last announced places are used.
  await sleep(100);
  const last = mover.lines.slice(from.get(mover)).filter((line) => myTurn.test(line)).pop();
  const spots = [...last.matchAll(/(\w+)@(\d+),(\d+)/g)];
  const spot = spots.find(([, square]) => !pick || pick(square)) ?? (await mover.fail(`no pit to pick in: ${last}`));
  let at = mover.lines.length;
  await mover.page.mouse.click(Number(spot[2]), Number(spot[3]));
  const heardFrom = from.get(other);
  for (;;) {
    const said = await mover.waitFor(/move played: |question: /, `${mover.name}: the move played`, at);
    if (/move played: /.test(said)) break;
    at = mover.lines.length;
    const answers = said.replace(/.* answers: /, '').split(' | ');
    const chosen = answer ? answers.findIndex(answer) : 0;
    await mover.page.keyboard.press(String(chosen + 1));
  }
  const played = mover.lines.slice(at).find((line) => /move played: /.test(line)).match(/move played: (\S+)/)[1];
  from.set(mover, mover.lines.findLastIndex((line) => /move played: /.test(line)) + 1);
  const move = played.replace(/[+*]/g, '\\$&');
  await other.waitFor(new RegExp(`online: the friend plays ${move}`), `${other.name}: ${played} heard`, heardFrom);
  // A busy page may hear the move while it still settles its own last one, and then says its
  // board is ready for that position before it plays the move heard: its turn is the board
  // ready after the move heard is played there, not that one.
  const heardAt = other.lines.findLastIndex((line) => /online: the friend plays/.test(line));
  await other.waitFor(new RegExp(`move played: ${move}`), `${other.name}: ${played} played there`, heardAt);
  from.set(other, other.lines.findLastIndex((line) => /move played: /.test(line)) + 1);
  return played;
}
