/**
 * BENCH_BREAKDOWN=1 of bench/bubble.ts: where a lookup's time goes, marked in the extension's
 * script world in the page (an expression it evaluates once, as the page opens): when the
 * settings were read, the bubble's files asked for and each of them ran, and the lookup asked
 * and answered. The marks are read back per word as `globalThis.benchMarks`, each with its time
 * on the page's clock.
 */
export const MARK_STEPS = `(() => {
  const rt = chrome.runtime, st = chrome.storage?.sync;
  const send = rt.sendMessage.bind(rt);
  globalThis.benchMarks = [];
  const mark = (what) => globalThis.benchMarks.push([what, performance.now()]); // read once benchStart is set
  // The floor reads no settings and asks by word alone.
  if (st) { const get = st.get.bind(st); st.get = (...a) => get(...a).then((v) => (mark('settings'), v)); }
  rt.sendMessage = (m) => {
    const what = m.type === 'loadBubble' ? 'bubble' : m.type === 'lookup' || !m.type ? 'ask' : undefined;
    if (what) mark(what === 'ask' ? 'ask' : 'bubble asked');
    return send(m).then((v) => (what && mark(what === 'ask' ? 'answer' : 'bubble in'), v));
  };
  // When each of the bubble's two files ran: each hands its part to the slot the loader
  // left for it (entrypoints/content/bubble-handle.ts).
  for (const [slot, what] of [['glossaBubble', 'controller ran'], ['glossaBubbleView', 'view ran']]) {
    let held;
    Object.defineProperty(globalThis, slot, {
      configurable: true,
      get: () => held && ((part) => (mark(what), held(part))),
      set: (taker) => { held = taker; },
    });
  }
})()`;
