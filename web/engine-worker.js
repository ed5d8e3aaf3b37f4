// Kete's engine worker: runs the game's tasks (web/worker, built as kete_worker.js and
// kete_worker_bg.wasm) a slice at a time, each in turn, posting each report as it comes. Between
// slices it yields, so a stop is heard at once; a stopped task is dropped at its next turn.
importScripts('kete_worker.js');
const ready = wasm_bindgen({ module_or_path: 'kete_worker_bg.wasm' });
// Said once here; each task then tells the page it cannot be done (below).
ready.catch((error) => console.warn(`the engine's module did not load: ${error}`));
const running = new Map();
// A message to itself runs the next round of slices without the delay a timer adds.
const turn = new MessageChannel();
let scheduled = false;
const schedule = () => {
  if (!scheduled && running.size > 0) {
    scheduled = true;
    turn.port2.postMessage(null);
  }
};
turn.port1.onmessage = () => {
  scheduled = false;
  for (const [id, { task, sliceMs }] of running) {
    let report, done;
    try {
      report = task.work(sliceMs);
      done = task.finished();
    } catch (error) {
      postMessage({ id, failed: String(error), done: true });
      running.delete(id);
      continue;
    }
    if (report !== undefined || done) postMessage({ id, report, done, sent: Date.now() });
    if (done) {
      task.free();
      running.delete(id);
    }
  }
  schedule();
};
onmessage = async ({ data }) => {
  try {
    await ready;
  } catch (error) {
    // Without its module the worker can do nothing: the page runs the task itself.
    if (data.start) postMessage({ id: data.start.id, failed: `the engine's module did not load: ${error}`, done: true });
    return;
  }
  if (data.start) {
    const { id, kind, task, sliceMs } = data.start;
    try {
      running.set(id, { task: wasm_bindgen.begin(kind, task), sliceMs });
    } catch (error) {
      postMessage({ id, failed: String(error), done: true });
    }
  } else if (data.stop !== undefined) {
    const stopped = running.get(data.stop);
    if (stopped) {
      stopped.task.free();
      running.delete(data.stop);
    }
  }
  schedule();
};
