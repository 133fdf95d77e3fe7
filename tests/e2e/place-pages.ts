/** Pages for the bubble's placement tests (served by the `site` fixture): edges, frames, directions and colour schemes. */
const head = `<meta charset="utf-8"><link rel="icon" href="data:,">`;

const page = (title: string, body: string, extraHead = '', attributes = 'lang="en"') =>
  `<!doctype html><html ${attributes}><head>${head}<title>${title}</title>${extraHead}</head><body style="margin: 0; font: 16px/1.5 sans-serif">${body}</body></html>`;

/** The same site under another name: a frame from it is cross-origin to the page. */
const otherOrigin = (path: string) => `location.origin.replace('127.0.0.1', 'localhost') + '${path}'`;
const sameSiteAgain = (path: string) => `location.origin.replace('localhost', '127.0.0.1') + '${path}'`;

/** An iframe whose source is set at load, on the other origin; border and padding, so its content box is not its box. */
const frame = (id: string, src: string, size: string) =>
  `<iframe id="${id}" title="${id}" style="${size}; border: 3px solid #888; padding: 5px"></iframe><script>document.getElementById('${id}').src = ${src};</script>`;

export const placePages: Record<string, string> = {
  '/place-rtl.html': page(
    'RTL',
    `<p style="margin: 60px 40px">نص عربي حول <span id="word">geese</span> ونص آخر</p>`,
    '',
    'lang="ar" dir="rtl"',
  ),
  '/place-bottom.html': page(
    'Bottom',
    `<p style="margin: 40px">A word at the bottom edge.</p><span id="word" style="position: fixed; left: 40%; bottom: 4px">geese</span>`,
  ),
  '/place-right.html': page(
    'Right',
    `<p style="margin: 40px">A word at the right edge.</p><span id="word" style="position: fixed; right: 4px; top: 40%">harbor</span>`,
  ),
  '/place-dark-declared.html': page(
    'Dark',
    `<p style="margin: 40px">A <span id="word">goose</span> in the dark.</p>`,
    '<meta name="color-scheme" content="dark">',
  ),
  '/place-light-declared.html': page(
    'Light',
    `<p style="margin: 40px">A <span id="word">goose</span> in the light.</p>`,
    '<meta name="color-scheme" content="light">',
  ),
  '/place-dark-background.html': page(
    'Dark background',
    `<p style="margin: 40px; color: #ddd">A <span id="word">goose</span> at night.</p>`,
    '<style>body { background: #121212 }</style>',
  ),
  // A small cross-origin frame, below some text, in a page scrolled a little.
  '/place-frames.html': page(
    'Frames',
    `<p style="margin: 40px">Above the frame.</p><div style="margin-left: 60px">${frame('small', otherOrigin('/place-framed.html'), 'width: 300px; height: 110px')}</div><div style="height: 2000px"></div>`,
  ),
  '/place-framed.html': page('Framed', `<p style="margin: 12px 20px">Frames hold <span id="framed">wolves</span> too.</p>`),
  // A frame in a frame: the page, a cross-origin frame, and in it a small frame back on the page's origin (cross-origin to its parent).
  '/place-nested.html': page(
    'Nested',
    `<p style="margin: 40px">Above the frames.</p><div style="margin-left: 30px">${frame('outer', otherOrigin('/place-middle.html'), 'width: 560px; height: 300px')}</div>`,
  ),
  '/place-middle.html': page(
    'Middle',
    `<p style="margin: 30px 20px">The middle frame.</p><div style="margin-left: 50px">${frame('inner', sameSiteAgain('/place-framed.html'), 'width: 260px; height: 100px')}</div>`,
  ),
};
