/**
 * Pages for the marks' browser tests: a long page whose words the reader keeps, in their
 * forms, beside names, code, fields, an open shadow root and a frame; and a page that adds
 * a paragraph later, as an infinite scroll does. Each counts, in its own script world, every
 * change made to its DOM once parsed (`window.mutations`), with those it makes itself apart
 * (`window.own`).
 */

const HEAD = `<meta charset="utf-8"><link rel="icon" href="data:,">
<script>
  window.mutations = 0;
  window.own = 0;
  addEventListener('DOMContentLoaded', () =>
    new MutationObserver((records) => (window.mutations += records.length)).observe(document, {
      subtree: true, childList: true, attributes: true, characterData: true,
    }),
  );
</script>`;

const FILLER = 'The rain kept on through the afternoon, and the lamps were lit early in the long room where the family sat together.';

export const marksPages: Record<string, string> = {
  '/marks-long.html': `<!doctype html><html lang="en"><head>${HEAD}<title>A long page</title></head><body>
<h1>Chapter One</h1>
<p id="first">Her <span id="kept">daughters</span> entailed the estate on a distant cousin. Rose went out at dawn; a rose grew by the door.</p>
<p id="names">They called on Mrs. Rose, whose daughter was away.</p>
<pre><code>daughter = entail(rose)</code></pre>
<textarea>daughter</textarea>
<div contenteditable="true">a daughter typed here</div>
<div id="host"></div>
${Array.from({ length: 400 }, (_, i) => `<p>${FILLER} ${i}</p>`).join('\n')}
<p id="last">At the end of the book the daughter's letter came.</p>
<iframe src="/marks-frame.html" title="A note" style="height:80px"></iframe>
<script>
  const shadow = document.getElementById('host').attachShadow({ mode: 'open' });
  shadow.innerHTML = '<p>A daughter inside a shadow root.</p>';
</script>
</body></html>`,
  '/marks-frame.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Frame</title></head>
<body><p>The will entails it.</p></body></html>`,
  '/marks-later.html': `<!doctype html><html lang="en"><head>${HEAD}<title>A page that grows</title></head><body>
<p>Nothing here yet.</p>
<script>
  window.addParagraph = (text) => {
    const p = document.createElement('p');
    p.textContent = text;
    document.body.append(p);
    window.own += 1;
    return performance.now();
  };
</script>
</body></html>`,
};
