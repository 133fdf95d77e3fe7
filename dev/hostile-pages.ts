/**
 * Pages that would make the marks costly, if anything could: one text node of 10 MB; 10 MB made of
 * list words (far more than a page is marked for); 200,000 elements; a text the page changes
 * every millisecond; 40 frames of the same site; open shadow roots 400 deep. And a plain-text
 * book, served as text/plain, which the browser shows as one `<pre>` of one text node. Each is
 * made once, when the test server first serves it.
 */

const HEAD = `<meta charset="utf-8"><link rel="icon" href="data:,">`;
const FILLER = 'The rain kept on through the afternoon, and the lamps were lit early in the long room where the family sat together. ';
const LIST_WORDS = 'Her daughters entailed the estate, and a rose went by. ';

/** How many frames the frames' page holds, and the part of each frame's address that tells it apart. */
export const HOSTILE_FRAMES = 40;
export const frameMark = (index: number) => `frame=f${index}f`;

/** A plain-text book: chapters of lines wrapped as Project Gutenberg's are, list words among them. */
function plainTextBook(): string {
  const paragraph = [
    'It was late in the autumn when the daughters of the house came home from',
    'the town; the estate was entailed, as everyone knew, and the rose by the',
    'door had gone to seed. They went in without a word, and the rain kept on.',
  ].join('\n');
  return Array.from(
    { length: 40 },
    (_, chapter) => `CHAPTER ${chapter + 1}\n\n${Array.from({ length: 30 }, () => paragraph).join('\n\n')}`,
  ).join('\n\n\n');
}

/** A page of one paragraph whose one text node is `unit` repeated to 10 MB, then `end`. */
const oneText = (title: string, unit: string, end: string) =>
  `<!doctype html><html lang="en"><head>${HEAD}<title>${title}</title></head><body><p id="long"></p>
<script>document.getElementById('long').textContent = ${JSON.stringify(unit)}.repeat(${Math.ceil(10_000_000 / unit.length)}) + ${JSON.stringify(end)};</script>
</body></html>`;

function made(): Record<string, string | { body: string; headers: Record<string, string> }> {
  return {
    // One text node of 10 MB with no list word but the last one. Made by the page's script: the
    // browser's parser cuts the text it reads into nodes of 64 K characters at most.
    '/hostile-long-text.html': oneText('One long text', FILLER, 'At the very end, a daughter.'),
    // 10 MB of list words in one text node: marking stops at its bound.
    '/hostile-list-words.html': oneText('All list words', LIST_WORDS, ''),
    // 200,000 elements, a list word in one of each hundred.
    '/hostile-elements.html': `<!doctype html><html lang="en"><head>${HEAD}<title>Many elements</title></head><body>
${Array.from({ length: 200_000 }, (_, i) => (i % 100 === 0 ? '<span>daughter </span>' : `<span>word${i % 10} </span>`)).join('')}
</body></html>`,
    // A text with list words the page changes every millisecond (as often as its timer runs).
    '/hostile-changing.html': `<!doctype html><html lang="en"><head>${HEAD}<title>Changing text</title></head><body>
<p id="changing">A daughter went by.</p>
${Array.from({ length: 50 }, () => `<p>${FILLER}${LIST_WORDS}</p>`).join('\n')}
<script>
  const text = document.getElementById('changing').firstChild;
  window.changes = 0;
  setInterval(() => {
    window.changes++;
    text.data = 'A daughter went by ' + window.changes + ' times; the rose was entailed.';
  }, 1);
</script></body></html>`,
    // 40 frames of the same site, each a page of its own to mark.
    '/hostile-frames.html': `<!doctype html><html lang="en"><head>${HEAD}<title>Many frames</title></head><body>
${Array.from({ length: HOSTILE_FRAMES }, (_, i) => `<iframe src="/hostile-frame.html?${frameMark(i)}" title="Frame ${i}" style="width:300px;height:150px"></iframe>`).join('\n')}
</body></html>`,
    '/hostile-frame.html': `<!doctype html><html lang="en"><head>${HEAD}<title>A frame</title></head><body>
${Array.from({ length: 400 }, () => `<p>${FILLER}${LIST_WORDS}</p>`).join('\n')}
</body></html>`,
    // Open shadow roots 400 deep, each with a paragraph holding a list word.
    '/hostile-shadow.html': `<!doctype html><html lang="en"><head>${HEAD}<title>A deep shadow tree</title></head><body>
<div id="top"></div>
<script>
  let host = document.getElementById('top');
  for (let depth = 0; depth < 400; depth++) {
    const shadow = host.attachShadow({ mode: 'open' });
    shadow.innerHTML = '<p>A daughter at depth ' + depth + '.</p><div></div>';
    host = shadow.lastElementChild;
  }
</script></body></html>`,
    '/book.txt': { body: plainTextBook(), headers: { 'content-type': 'text/plain; charset=utf-8' } },
  };
}

let pages: ReturnType<typeof made> | undefined;
/** The pages, made on first use: the other tests need not wait for megabytes they never load. */
export const hostilePages = () => (pages ??= made());
