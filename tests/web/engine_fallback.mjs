// Should the engine's worker fail — here its module is refused — the game does the work itself,
// in its frames (src/app/base/job.rs): the board lists its moves and the computer plays on, as on
// a page without the worker. Computer against computer at level 1 in Bao la Kimasai: moves
// played, each listed and chosen in the frame.
import { open, url } from './browser.mjs';

const { browser, context, lines, page, fail, waitFor, checkClean } =
  await open('web engine fallback test', { viewport: { width: 800, height: 500 }, serviceWorkers: 'block' });
try {
  await context.route('**/kete_worker_bg.wasm', (route) =>
    route.fulfill({ status: 200, contentType: 'application/wasm', body: Buffer.from('not a module') }));
  await page.goto(`${url}?game=kimasai&players=computer:1,computer:1`);
  await waitFor(/runs in the frame: the engine worker failed it/, 'a task taken back from the worker');
  const start = lines.length;
  const played = () => lines.slice(start).filter((line) => /the computer plays /.test(line)).length;
  const deadline = Date.now() + 600000;
  while (played() < 4 && Date.now() < deadline) await page.waitForTimeout(250);
  if (played() < 4) await fail(`only ${played()} moves played without the worker`);
  await checkClean();
  console.log(`web engine fallback test passed: ${played()} moves listed and played in the frame without the worker`);
} catch (error) {
  await fail(String(error));
}
await browser.close();
