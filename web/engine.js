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
  // Why the worker itself failed, if it did: then every task runs in the frame instead.
  let broken = null;
  worker.onmessage = ({ data }) => {
    const job = jobs.get(data.id);
    if (!job) return;
    if (data.report !== undefined) job.report = data.report;
    if (data.failed) {
      // The game does it itself, in the frame (src/app/base/job.rs): a warning, not an error.
      console.warn(`the engine worker could not do a task: ${data.failed}`);
      job.failed = data.failed;
    }
    if (data.done) job.done = true;
    wake();
  };
  worker.onerror = (event) => {
    broken = event.message || 'it stopped';
    console.warn(`the engine worker failed: ${broken}`);
    wake();
  };
  window.keteEngine = {
    start(kind, task, sliceMs) {
      if (broken) throw new Error(`the engine worker failed: ${broken}`);
      const id = nextId++;
      jobs.set(id, { report: undefined, done: false });
      worker.postMessage({ start: { id, kind, task, sliceMs } });
      return id;
    },
    // The latest report; throws for a task the worker failed, which the game then runs itself.
    take(id) {
      const job = jobs.get(id);
      if (!job) return undefined;
      if (job.failed || (broken && !job.done)) {
        jobs.delete(id);
        throw new Error(job.failed ?? `the engine worker failed: ${broken}`);
      }
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
