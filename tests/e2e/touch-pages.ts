/**
 * Pages a phone reads (tests/e2e/touch.spec.ts): an article laid out for a phone (a viewport
 * tag), long enough to scroll, with a frame in its middle, a link, a button and a clickable card the page means to be
 * tapped, its own history (it counts the popstate events it hears).
 */
const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<link rel="icon" href="data:,"><title>${title}</title>` +
  `<style>body { font: 18px/1.5 Georgia, serif; margin: 16px; } .card { cursor: pointer; }</style></head>`;

const filler = Array.from({ length: 14 }, (_, i) =>
  i == 4
    ? '<iframe id="frame" src="/touch-frame.html" title="A note" style="width: 100%; height: 160px; border: 0"></iframe>'
    : i == 7
      ? '<p id="middle">Halfway down, a cormorant dried its wings on a post.</p>'
      : `<p>Paragraph ${i + 1} of the article says little, at some length, so that the page scrolls well past the screen.</p>`,
).join('\n');

export const touchPages: Record<string, string> = {
  '/touch-article.html': `${head('Phone article')}
<body>
  <h1>On the estuary</h1>
  <p id="lead">A white egret stood in the shallows while the tide went out.</p>
  <p><a id="link" href="/touch-elsewhere.html">Another article</a> and <button id="button" type="button">Tapped 0</button></p>
  <div class="card" id="card">A card the page opens: harbour</div>
  ${filler}
  <p id="last">The heron waited at the end of the page.</p>
  <script>
    let taps = 0;
    document.getElementById('button').addEventListener('click', (event) => (event.target.textContent = 'Tapped ' + ++taps));
    document.getElementById('card').addEventListener('click', () => (document.body.dataset.card = 'opened'));
    // The page's own history: one entry of its own, and the popstate events it hears.
    window.popstates = 0;
    addEventListener('popstate', () => window.popstates++);
    history.replaceState({ page: 'first' }, '');
    history.pushState({ page: 'second' }, '', '#second');
  </script>
</body></html>`,
  '/touch-frame.html': `${head('A note')}<body><p>The frame holds a sandpiper, too.</p></body></html>`,
  '/touch-elsewhere.html': `${head('Elsewhere')}<body><p>Another article.</p></body></html>`,
};
