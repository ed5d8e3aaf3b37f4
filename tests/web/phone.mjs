// The web build on a phone held upright (390×844, touch): the board turns to run down the screen;
// a move is played in each game by tapping its pit (Bao's question and Omweso's setup by key);
// then the page is reloaded offline and must start again from its service worker's copy.
import { open, url } from './browser.mjs';

const dir = process.env.KETE_SHOTS ?? 'target/screenshots';
const { browser, context, page, lines, fail, waitFor, movable, leaveForTheMenu, checkClean } = await open(
  'web phone test',
  { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 },
);
// Taps the first pit the board says may move, and waits for its move.
const tapAMove = async (ready, what, from) => {
  const pit = await movable(ready, what, from);
  await page.touchscreen.tap(pit.x, pit.y);
  return pit;
};
try {
  await page.goto(url);
  await waitFor(/title screen ready/, 'the title screen');
  // A tap on the title (nothing there to press) is the page's first touch.
  await page.touchscreen.tap(195, 60);
  await page.screenshot({ path: `${dir}/web-phone-title.png` });
  await page.keyboard.press('1');
  const kimasai = await tapAMove(/board ready: South to move; movable /, 'the Kimasai board', 0);
  await waitFor(new RegExp(`move played: ${kimasai.square}`), `the tapped move ${kimasai.square}`);
  await waitFor(/board ready: North to move/, 'the board to settle');
  await page.screenshot({ path: `${dir}/web-phone-kimasai.png` });

  let from = lines.length;
  await leaveForTheMenu(from);
  await page.keyboard.press('2');
  await tapAMove(/board ready: South to move; movable /, 'the Bao board', from);
  await waitFor(/question: Which way\?/, 'the Bao direction question', from);
  await page.screenshot({ path: `${dir}/web-phone-bao-question.png` });
  await page.keyboard.press('1');
  await waitFor(/move played: A\d[LR]/, 'the Bao move', from);
  await waitFor(/board ready: North to move; movable /, 'North to move in Bao', from);

  from = lines.length;
  await leaveForTheMenu(from);
  await page.keyboard.press('3');
  await waitFor(/setup: \w+ arranges first/, 'the Omweso setup', from);
  // A panel is drawn the frame after it is laid out.
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/web-phone-omweso-setup.png` });
  await page.keyboard.press('s');
  await page.keyboard.press('Enter');
  await waitFor(/setup: \w+ arranged; \w+ arranges/, 'the second player to arrange', from);
  await page.keyboard.press('s');
  await page.keyboard.press('Enter');
  await waitFor(/setup done/, 'the end of the setup', from);
  const omweso = await tapAMove(/board ready: \w+ to move; movable /, 'the Omweso board', from);
  await waitFor(new RegExp(`move played: ${omweso.square}`), `the Omweso move ${omweso.square}`, from);
  await page.screenshot({ path: `${dir}/web-phone-omweso.png` });
  await checkClean();

  // Offline: once the service worker holds the build, the page starts with no network at all.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
  from = lines.length;
  await context.setOffline(true);
  await page.reload();
  await waitFor(/title screen ready/, 'the title screen, offline', from);
  console.log('web phone test passed: a move tapped in each game; the page started again offline');
} catch (error) {
  await fail(String(error));
}
await browser.close();
