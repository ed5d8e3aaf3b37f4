// Browsers start every AudioContext suspended until the page gets a click, a touch or a key.
// The game's audio engine creates its context at start-up, so remember every context made and
// resume them all on the first such gesture.
(function () {
  const contexts = [];
  const gestures = ['click', 'touchend', 'keydown', 'pointerdown'];
  const resumeAll = () => {
    contexts.forEach((context) => {
      if (context.state !== 'running') {
        context.resume();
      }
    });
    if (contexts.some((context) => context.state === 'running')) {
      gestures.forEach((name) => document.removeEventListener(name, resumeAll, true));
    }
  };
  for (const name of ['AudioContext', 'webkitAudioContext']) {
    const Original = window[name];
    if (!Original) continue;
    window[name] = new Proxy(Original, {
      construct(target, args) {
        const context = new target(...args);
        contexts.push(context);
        return context;
      },
    });
  }
  gestures.forEach((name) => document.addEventListener(name, resumeAll, true));
})();
