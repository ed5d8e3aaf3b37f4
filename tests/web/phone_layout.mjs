// The board first on a phone: at 360×640 (the smallest common phone), 390×844 and 844×390 (one
// held on its side), each game's start, the Omweso setup, a Bao question, a lesson and a puzzle of
// each game, and the analysis of a game. Each screen is opened once, on the smallest phone, then
// the page is resized to the larger one and turned on its side (as a phone turned is): one page
// load a screen, not three. (Opened on the larger phone and then shown on the smaller one, a
// sheet unfolded there keeps scrolling with a button half in view: not a phone's own turn, so
// not asked here.) On each screen the game logs its own layout
// (board/layout_report.rs): how big a pit is on screen, how many buttons its panels show, which
// of them a sheet cuts or the screen's edge cuts off, and how many panels lie over the pits. This
// test asserts what the layout does: every pit at least 44 px across (a thumb's touch target), no
// button off the screen, none cut (but in the analysis, which scrolls), no panel over the pits.
// The PNGs go to $KETE_SHOTS.
import { open, url } from './browser.mjs';

const dir = process.env.KETE_SHOTS ?? 'target/screenshots';
// A thumb's touch target: Apple asks 44 pt, Android 48 dp.
const THUMB = 44;
const sizes = [[360, 640], [390, 844], [844, 390]];
// A Bao position in the middle of a game, where c2's move asks which way (tools/gallery.json).
const baoMid = 'bao 3,0,1,2,0,1,1,0/0,0,1,13,0,0,0,0/0,0,3,0,13,1,1,1/0,0,0,0,0,1,2,0 S r=10,10 h=11 t=-';
// Omweso's standard start, arranged (no setup).
const omwesoStart = 'omweso 4,4,4,4,4,4,4,4/0,0,0,0,0,0,0,0/0,0,0,0,0,0,0,0/4,4,4,4,4,4,4,4 S p=0 k=0';
const ready = /board ready|setup: \w+ arranges first/;
const screens = [
  ...['bao', 'omweso', 'kimasai'].map((game) => ({ name: `${game}-start`, query: `?game=${game}&players=human,human` })),
  { name: 'bao-question', query: `?position=${encodeURIComponent(baoMid)}`, tap: 'c2', then: /question: / },
  ...['bao', 'omweso', 'kimasai'].flatMap((game) => [
    { name: `${game}-lesson`, query: `?lesson=${game}:1` },
    { name: `${game}-puzzle`, query: `?puzzle=${game}:1` },
  ]),
  // Omweso's setup under a coach: the lesson's arrangement and the guided game's, the setup's
  // buttons in the coach's sheet (which scrolls), never under it.
  { name: 'omweso-setup-lesson', query: '?lesson=omweso:setup', scrolls: true },
  { name: 'omweso-guided-setup', query: '?lesson=omweso:first-game', scrolls: true },
  // The analysis of a game is longer than any phone: its panel scrolls, so a button the scroll
  // cuts is still within reach; none may be off the screen.
  // A move of each game is played (Bao's question answered by its first way), then analysed.
  { name: 'bao-analysis', query: `?position=${encodeURIComponent(baoMid)}`, tap: 'c2', answer: '1', then: /board ready: North/, analyse: true, scrolls: true },
  { name: 'omweso-analysis', query: `?position=${encodeURIComponent(omwesoStart)}`, tap: 'any', then: /board ready: North/, analyse: true, scrolls: true },
  { name: 'kimasai-analysis', query: '?game=kimasai&players=human,human', tap: 'any', then: /board ready: North/, analyse: true, scrolls: true },
];

const failures = [];
let checked = 0;
const { browser, page, lines, fail, waitFor, checkClean } = await open('web phone layout', {
  viewport: { width: sizes[0][0], height: sizes[0][1] }, isMobile: true, hasTouch: true, deviceScaleFactor: 1,
});
// The last layout the game logged since line `from`, once it has logged none for a while: a
// sheet drawn for the first time moves the board, and each step is logged.
const settled = async (from, what) => {
  let last = -1;
  let since = Date.now();
  const start = Date.now();
  for (;;) {
    const count = lines.slice(from).filter((line) => / layout: /.test(line)).length;
    if (count !== last) [last, since] = [count, Date.now()];
    if (count > 0 && Date.now() - since > 2500) break;
    if (Date.now() - start > 120000) await fail(`no settled layout for ${what}`);
    await page.waitForTimeout(250);
  }
  return lines.slice(from).filter((line) => / layout: /.test(line)).pop();
};
// What the layout logged at this size says, against what a thumb needs.
const judge = async (screen, [width, height], from) => {
  const name = `${width}x${height} ${screen.name}`;
  const layout = await settled(from, name);
  await page.screenshot({ path: `${dir}/layout-${width}x${height}-${screen.name}.png` });
  const [, pit] = layout.match(/pit (\d+)px/) ?? [];
  const [, cut] = layout.match(/cut (\d+)/) ?? [];
  const [, off] = layout.match(/off screen (\d+)/) ?? [];
  const [, over] = layout.match(/panels over the pits (\d+)/) ?? [];
  const [, wide, high] = layout.match(/ layout: (\d+)x(\d+)/) ?? [];
  if (pit === undefined || over === undefined) await fail(`an unreadable layout for ${name}: ${layout}`);
  const wrong = [];
  if (wide !== undefined && (Number(wide) !== width || Number(high) !== height)) wrong.push(`laid out for ${wide}x${high}`);
  if (Number(pit) < THUMB) wrong.push(`pits ${pit} px across, under ${THUMB}`);
  if (Number(cut) > 0 && !screen.scrolls) wrong.push('a button cut');
  if (Number(off) > 0) wrong.push('a button off the screen');
  if (Number(over) > 0) wrong.push('a panel over the pits');
  // The log line as the game wrote it, without the console's styling after it.
  const said = layout.replace(/^.* layout: /, '').replace(/(panels over the pits \d+).*$/, '$1');
  console.log(`${name}: ${said}${wrong.length ? `  <- ${wrong.join(', ')}` : ''}`);
  if (wrong.length) failures.push(`${name}: ${wrong.join(', ')}`);
  checked += 1;
};
try {
  for (const screen of screens) {
    // Opened on the smallest phone, where room is least, then as if on the larger one held up
    // and turned on its side.
    const order = sizes;
    const [first] = order;
    await page.setViewportSize({ width: first[0], height: first[1] });
    const name = `${screen.name} (opened at ${first[0]}x${first[1]})`;
    let from = lines.length;
    await page.goto(`${url}${screen.query}`);
    if (screen.tap) {
      const line = await waitFor(/board ready: \w+ to move; movable /, name, from);
      const square = screen.tap === 'any' ? '\\w+' : screen.tap;
      const [, x, y] = line.match(new RegExp(`${square}@(\\d+),(\\d+)`)) ?? [];
      if (!x) await fail(`${screen.tap} is not movable in ${name}: ${line}`);
      from = lines.length;
      await page.touchscreen.tap(Number(x), Number(y));
      if (screen.answer) {
        await waitFor(/question: /, `the question the tap asks in ${name}`, from);
        await page.keyboard.press(screen.answer);
      }
      await waitFor(screen.then, `what the tap does in ${name}`, from);
    } else {
      await waitFor(ready, name, from);
    }
    if (screen.analyse) {
      from = lines.length;
      await page.keyboard.press('a');
      await waitFor(/analysis done/, `the analysis in ${name}`, from);
    }
    await judge(screen, first, from);
    for (const size of order.slice(1)) {
      from = lines.length;
      await page.setViewportSize({ width: size[0], height: size[1] });
      await judge(screen, size, from);
    }
  }
  await checkClean();
} finally {
  await browser.close();
}
if (failures.length) {
  console.error(`web phone layout FAILED on ${failures.length} of ${checked} screens:\n${failures.join('\n')}`);
  process.exit(1);
}
console.log(`web phone layout passed: ${checked} screens at ${sizes.map(([w, h]) => `${w}x${h}`).join(', ')}, ` +
  `every pit at least ${THUMB} px, no button cut or off the screen, no panel over the pits`);
