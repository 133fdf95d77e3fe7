/** Pages the bubble's browser tests double-click in (served by the `site` fixture). */
const head = `<meta charset="utf-8"><link rel="icon" href="data:,">`;

/** Page CSS that tries hard to restyle or hide anything it can reach. */
const hostileCss = `* { color: rgb(255, 0, 0) !important; font-size: 40px !important; } div, p { z-index: 2147483647; }`;

const article = (title: string, extraHead = '') => `<!doctype html>
<html lang="en"><head>${head}<title>${title}</title>${extraHead}</head>
<body>
  <div id="reader" tabindex="0">
    <p>A flock of <span id="geese">geese</span> crossed the <span id="harbor">harbor</span> at dawn.</p>
    <p>A word nobody knows: <span id="dictionery">dictionery</span>.</p>
    <p>A phrase: <span id="phrase">ice cream</span>.</p>
    <p>A year and a sign: <span id="year">1961</span> <span id="sign">§§</span>.</p>
  </div>
  <div id="cover" style="position:relative;z-index:99999;background:#eee;height:60px">A high layer</div>
  <input id="password" type="password" value="secret">
  <textarea id="notes">notes about geese</textarea>
  <div id="shadow-host"></div>
  <iframe id="frame" src="/bubble-frame.html" title="Embedded" style="width:400px;height:200px"></iframe>
  <div style="height:3000px"></div>
  <script>
    const p = document.createElement('p');
    const word = document.createElement('span');
    word.id = 'shadowed';
    word.textContent = 'mice';
    p.append('Inside a shadow root: ', word);
    document.getElementById('shadow-host').attachShadow({ mode: 'open' }).append(p);
  </script>
</body></html>`;

export const bubblePages: Record<string, string | { body: string; headers: Record<string, string> }> = {
  // Words as a reader meets them: inflected, possessive, contracted, accented, in sentences.
  '/reading.html': `<!doctype html><html lang="en"><head>${head}<title>Reading</title></head>
<body>
  <p>She <span id="went">went</span> home early.</p>
  <p>They <span id="run-verb">run</span> every morning, and the <span id="run-noun">run</span> was long.</p>
  <p>I read the <span id="possessive">journal’s</span> latest issue.</p>
  <p>What a <span id="accent">naïve</span> question.</p>
  <p>I <span id="contraction">don't</span> know.</p>
</body></html>`,
  '/bubble.html': article('Bubble', `<style>${hostileCss}</style>`),
  '/bubble-frame.html': `<!doctype html><html lang="en"><head>${head}<title>Frame</title></head>
<body><p>Frames hold <span id="framed">wolves</span> too.</p></body></html>`,
  // A page that logs every key, input and message on window and document, in the capture
  // phase (and the bubbling one), under a strict policy that allows no frames of its own.
  '/keylogger.html': {
    body: `<!doctype html><html lang="en"><head>${head}<title>Keys</title>
<script nonce="k">
  const heard = (window.heard = []);
  const messages = (window.messages = []);
  const types = ['keydown', 'keyup', 'keypress', 'beforeinput', 'input', 'textInput', 'compositionstart', 'compositionupdate', 'compositionend', 'paste'];
  for (const target of [window, document]) {
    for (const type of types) {
      for (const capture of [true, false]) target.addEventListener(type, (event) => heard.push(type + ' ' + (event.key ?? event.data ?? '')), capture);
    }
  }
  addEventListener('message', (event) => messages.push(JSON.stringify(event.data)), true);
</script></head>
<body><p>The ships left the <span id="harbor">harbor</span> before the <span id="geese">geese</span> came.</p></body></html>`,
    headers: {
      'content-security-policy': "default-src 'none'; script-src 'nonce-k'; style-src 'none'; frame-src 'none'; child-src 'none'",
    },
  },
  // A strict policy: no scripts, no styles, no media, nothing from anywhere.
  '/bubble-csp.html': {
    body: `<!doctype html><html lang="en"><head>${head}<title>Strict</title></head>
<body><p>Strict pages have <span id="strict">words</span> as well.</p></body></html>`,
    headers: { 'content-security-policy': "default-src 'none'; style-src 'none'" },
  },
};
