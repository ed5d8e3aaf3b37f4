// The page's side of Kete's engine worker. The game's slow work — listing the legal moves, the
// computer's thinking, the analysis — runs in a Web Worker (engine-worker.js, a small module of
// the rules and the computer alone), off the page's only thread, at full speed whatever the
// frame rate. The game (src/app/base/job.rs) starts a task, takes its latest report when it
// looks, and stops it when it is no longer wanted; each report wakes the game (onReport), which
// otherwise sleeps. Started at once, so the worker's module downloads and compiles while the
// game's own does.
(() => {
  let worker;
  try {
    worker = new Worker('engine-worker.js');
  } catch (error) {
    // Without the worker the game runs its work in the frame (src/app/base/job.rs).
    console.warn('the engine worker could not start:', error);
    return;
  }
  // The tasks under way: each keeps only its latest report, so nothing piles up.
  const jobs = new Map();
  let nextId = 1;
  let wake = () => {};
  worker.onmessage = ({ data }) => {
    const job = jobs.get(data.id);
    if (!job) return;
    if (data.report !== undefined) job.report = data.report;
    if (data.failed) console.error(`the engine worker could not do a task: ${data.failed}`);
    if (data.done) job.done = true;
    wake();
  };
  worker.onerror = (event) => console.error(`the engine worker failed: ${event.message}`);
  window.keteEngine = {
    start(kind, task, sliceMs) {
      const id = nextId++;
      jobs.set(id, { report: undefined, done: false });
      worker.postMessage({ start: { id, kind, task, sliceMs } });
      return id;
    },
    take(id) {
      const job = jobs.get(id);
      if (!job) return undefined;
      const report = job.report;
      job.report = undefined;
      // A finished task's report, once taken, is the last there is.
      if (job.done) jobs.delete(id);
      return report;
    },
    stop(id) {
      if (jobs.delete(id)) worker.postMessage({ stop: id });
    },
    onReport(callback) {
      wake = callback;
    },
    // For the browser tests: the worker itself, to listen to its reports.
    worker,
  };
})();
