export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_idle',
  allFrames: true,
  main(ctx) {
    // Nothing else runs on load: this script is injected into every page and frame, so it stays
    // tiny until the user actually double-clicks. `ctx` removes the listener when the extension
    // is reloaded or updated, so a stale script never reacts.
    ctx.addEventListener(document, 'dblclick', () => {});
  },
});
