// The screens of tools/gallery.json on a phone held upright (390×844, touch), from the served
// web build: each game's start, a position in the middle with heaps, a question being asked (a
// pit tapped) and a finished game; the Learn screen and a lesson of each game. The PNGs go to
// $KETE_SHOTS (scripts/screenshots makes the pictures in docs/ from them). Any panic or console
// error fails it.
import { readFileSync } from 'node:fs';
import { open, url } from './browser.mjs';

const dir = process.env.KETE_SHOTS ?? 'target/screenshots';
const shots = JSON.parse(readFileSync(new URL('../../tools/gallery.json', import.meta.url)));
const { browser, page, lines, fail, waitFor, checkClean } = await open('web gallery', {
  viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1,
});
try {
  for (const shot of shots) {
    const from = lines.length;
    const query = shot.learn ? '?learn'
      : shot.lesson ? `?lesson=${shot.lesson}`
      : shot.game ? `?game=${shot.game}` : `?position=${encodeURIComponent(shot.position)}`;
    await page.goto(`${url}${query}`);
    const ready = await waitFor(/board ready|setup: \w+ arranges first|learn screen ready/, `the screen of ${shot.name}`, from);
    if (shot.pick) {
      const [, x, y] = ready.match(new RegExp(`${shot.pick}@(\\d+),(\\d+)`)) ?? [];
      if (!x) await fail(`${shot.pick} is not movable in ${shot.name}: ${ready}`);
      await page.touchscreen.tap(Number(x), Number(y));
      await waitFor(/question: |move played: /, `what tapping ${shot.pick} does`, from);
    }
    // A panel is drawn the frame after it is laid out; a move's seeds take a while to land.
    await page.waitForTimeout(shot.pick ? 2500 : 800);
    await page.screenshot({ path: `${dir}/phone-${shot.name}.png` });
  }
  await checkClean();
  console.log(`web gallery ok: ${shots.length} screens in ${dir}`);
} finally {
  await browser.close();
}
