/**
 * Pages for the marks' browser tests: a long page whose words the reader keeps, in their
 * forms, beside names, code, fields, an open shadow root and a frame; a page that adds a
 * paragraph later, as an infinite scroll does; a page whose list words are all hidden but one;
 * an article set as a reader meets one, light or dark as the reader's scheme asks, laid out for
 * a phone or (without a viewport tag) for a desktop that a phone shows zoomed out; a page wider
 * than its view, whose words are past the view's edge until it is scrolled sideways;
 * and a page that spies on its reader, with a frame
 * of another site that does the same. Each counts, in its own script world, every change made
 * to its DOM once parsed (`window.mutations`), with those it makes itself apart (`window.own`).
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

/** The spying pages' text: list words among others, each word an element of its own, for the page to look at. */
const SPIED_TEXT = 'Her daughters entailed the estate; a rose grew by the door, and they went home.'
  .split(' ')
  .map((word) => `<span>${word}</span>`)
  .join(' ');

/**
 * A page's script that tries every way it has to learn which of its words are marked, and how:
 * from its DOM's parsing on, it watches every change (a MutationObserver on the whole document,
 * attributes and text too) and every size (a ResizeObserver on every element, those added later
 * too); `window.look()` reads the highlights' registry, the computed style of each word (and its
 * `::highlight()` styles), what is hit at each word (`elementsFromPoint`), the document's
 * scroll size and what a selection of everything holds. The test compares what it read before
 * the marker ran (`window.before`) with what it reads after.
 */
const SPY = `<meta charset="utf-8"><link rel="icon" href="data:,">
<script>
  window.mutations = 0;
  window.own = 0;
  window.changes = [];
  window.resized = [];
  const describe = (node) =>
    node.nodeType === 1
      ? [node.localName, node.id, ...[...node.attributes].map((a) => a.name + '=' + a.value), node.textContent].join(' ')
      : node.nodeName + ' ' + node.textContent;
  const sizes = new ResizeObserver((entries) => {
    for (const entry of entries) window.resized.push([describe(entry.target), entry.contentRect.width, entry.contentRect.height]);
  });
  addEventListener('DOMContentLoaded', () => {
    for (const element of document.querySelectorAll('*')) sizes.observe(element);
    new MutationObserver((records) => {
      window.mutations += records.length;
      for (const record of records) {
        window.changes.push([record.type, describe(record.target), record.attributeName, record.oldValue,
          [...record.addedNodes].map(describe), [...record.removedNodes].map(describe)]);
        for (const node of record.addedNodes) if (node.nodeType === 1) sizes.observe(node);
      }
    }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true, attributeOldValue: true, characterDataOldValue: true });
  });
  // What the page looks like before any marker ran (they run once the page is parsed, at the earliest).
  addEventListener('DOMContentLoaded', () => (window.before = window.look()));
  // A frame of another site may be parsed before it is given its size: what it looks like at its
  // size, read again when it gets it, while no marker has run yet.
  addEventListener('resize', () => {
    if (window.before && !document.querySelector('glossa-marks')) window.before = window.look();
  });
  window.look = () => {
    const words = [...document.querySelectorAll('#words span')];
    const style = (element, pseudo) => {
      const computed = getComputedStyle(element, pseudo);
      return [...computed].map((property) => property + ':' + computed.getPropertyValue(property)).join(';');
    };
    const hits = (x, y) => document.elementsFromPoint(x, y).map(describe);
    const selection = getSelection();
    selection.selectAllChildren(document.documentElement);
    const selected = selection.toString();
    selection.removeAllRanges();
    return {
      highlights: [...CSS.highlights].map(([key, highlight]) => key + ':' + [...highlight].map(String).join(',')),
      styles: words.map((word) => [style(word), ...['new', 'learning', 'known'].map((state) => style(word, '::highlight(glossa-' + state + ')'))]),
      hits: words.map((word) => {
        const box = word.getBoundingClientRect();
        return [hits(box.left + box.width / 2, box.top + box.height / 2), hits(box.left + box.width / 2, box.bottom - 1)];
      }),
      scroll: [document.documentElement.scrollWidth, document.documentElement.scrollHeight, document.body.scrollWidth, document.body.scrollHeight],
      selected,
      elements: [...document.querySelectorAll('*')].map(describe),
    };
  };
</script>`;

/**
 * An article, in its own colours: dark ones where the reader's scheme is dark, as many sites
 * do. Its list words (daughters, entailed, rose, went) sit among words of no list, some with
 * descenders the underline must not cover.
 */
const article = (viewport: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8">${viewport}
<link rel="icon" href="data:,"><meta name="color-scheme" content="light dark"><title>An article</title>
<style>
  html { background: #fbfaf7; color: #1d1d1f; }
  body { font: 19px/1.6 Georgia, serif; max-width: 38em; margin: 24px auto; padding: 0 16px; }
  h1 { font: 700 30px/1.2 system-ui, sans-serif; }
  @media (prefers-color-scheme: dark) { html { background: #16181d; color: #d8d6d1; } }
</style></head><body>
<h1>The house at Longbourn</h1>
<p id="first">Her daughters entailed the estate on a distant cousin, though nobody in the village thought it just.</p>
<p>By the garden gate a rose grew, yellow and heavy, and every morning they went to look at it before the post came.</p>
<p>The letters spoke of money, of a journey, of the weather in the north; none of them spoke of the garden.</p>
</body></html>`;

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
  '/marks-hidden.html': `<!doctype html><html lang="en"><head>${HEAD}<title>Hidden words</title></head><body>
<p id="shown">A daughter came.</p>
<p style="display:none">The entailed estate.</p>
<p style="visibility:hidden">A rose grew.</p>
<p style="opacity:0">They went away.</p>
<div style="width:0;height:0;overflow:hidden"><p>Daughters entailed it.</p></div>
<p style="position:absolute;left:-10000px">A rose went by.</p>
<div style="height:20px;overflow:hidden"><p style="margin:0;line-height:20px">Nothing here.</p><p>The rose below the fold.</p></div>
<details><summary>More</summary><p>The daughter within.</p></details>
<div inert><p>An inert daughter.</p></div>
<div style="position:relative"><p>A covered daughter.</p><div style="position:absolute;inset:0;background:white"></div></div>
</body></html>`,
  '/marks-article.html': article('<meta name="viewport" content="width=device-width, initial-scale=1">'),
  '/marks-article-wide.html': article(''),
  '/marks-wide.html': `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>A wide page</title></head>
<body><div style="width:2600px"><p style="margin-left:1900px">Her daughters entailed the estate.</p></div></body></html>`,
  '/marks-spying.html': `<!doctype html><html lang="en"><head>${SPY}<title>A page that spies</title></head><body>
<h1>A letter</h1>
<p id="words">${SPIED_TEXT}</p>
<p>Nothing else of note is written here.</p>
<iframe id="other" title="An advertisement" style="width:600px;height:160px"></iframe>
<script>
  // A frame of another site (localhost, not 127.0.0.1), as an advertisement is.
  document.getElementById('other').src = location.href.replace('127.0.0.1', 'localhost').replace('marks-spying', 'marks-spying-frame');
</script>
</body></html>`,
  '/marks-spying-frame.html': `<!doctype html><html lang="en"><head>${SPY}<title>An advertisement</title></head><body>
<p id="words">${SPIED_TEXT}</p>
</body></html>`,
};
