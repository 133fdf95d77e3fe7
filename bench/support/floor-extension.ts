/**
 * The floor the bubble and the popup are measured against: the least any lookup extension
 * can do. Its content script, on a double-click, asks its background for the word's record,
 * which the background reads from IndexedDB, and paints it in a shadow root beside the word;
 * its popup is one input that takes focus. No framework, no settings, no network, no cache
 * logic: what is left is the browser's own cost of a message, a database read and a paint.
 *
 * Its files are written at bench time into .tmp/bench-floor-extension/ from the strings
 * below, so the floor is plain JavaScript that no build step touches.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { READY_TO_TYPE } from '../../entrypoints/popup/LookUp';
import { root } from '../extension-session';

/** What the floor keeps of a word: what a bubble shows first. */
export interface FloorRecord {
  word: string;
  pronunciation: string;
  senses: string[];
}

const MANIFEST = {
  manifest_version: 3,
  name: 'Lookup floor',
  version: '1.0',
  background: { service_worker: 'background.js' },
  action: { default_popup: 'popup.html' },
  content_scripts: [{ matches: ['<all_urls>'], js: ['content.js'], run_at: 'document_idle' }],
};

/** Reads a record by word, or stores the records it is given (the bench seeds them). */
const BACKGROUND = `
let opened;
const database = () =>
  (opened ??= new Promise((resolve, reject) => {
    const request = indexedDB.open('floor', 1);
    request.onupgradeneeded = () => request.result.createObjectStore('records', { keyPath: 'word' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  }));
const done = (request) => new Promise((resolve, reject) => {
  request.onsuccess = () => resolve(request.result);
  request.onerror = () => reject(request.error);
});
chrome.runtime.onMessage.addListener((message, sender, reply) => {
  if (message.painter) {
    const target = { tabId: sender.tab.id, frameIds: [sender.frameId] };
    chrome.scripting.executeScript({ target, files: ['paint.js'], injectImmediately: true }).then(() => reply(true));
    return true;
  }
  database().then(async (db) => {
    if (message.put) {
      const store = db.transaction('records', 'readwrite').objectStore('records');
      await Promise.all(message.put.map((record) => done(store.put(record))));
      reply(true);
    } else {
      reply(await done(db.transaction('records').objectStore('records').get(message.word)));
    }
  });
  return true;
});
`;

/** Paints a record in a closed shadow root under the word; answers the host element. */
const PAINT = `
function paint(word, at, record) {
  const element = (tag, text) => Object.assign(document.createElement(tag), { textContent: text });
  const host = document.createElement('div');
  host.style.cssText = 'position:fixed;z-index:2147483647;left:' + at.left + 'px;top:' + (at.bottom + 8) + 'px';
  const shadow = host.attachShadow({ mode: 'closed' });
  const box = element('div', '');
  box.style.cssText = 'max-width:360px;padding:12px;background:#fff;color:#222;border:1px solid #ccc;border-radius:8px;font:14px/1.4 sans-serif';
  box.append(element('b', record ? record.word : word), element('span', record ? ' ' + record.pronunciation : ''));
  for (const sense of record ? record.senses : ['Not found']) box.append(element('p', sense));
  shadow.append(box);
  document.body.append(host);
  return host;
}
`;

/**
 * Where the content script finds `paint`: in itself, or (`paintOnFirstUse`) in paint.js, which
 * its background runs in the page's frame on the first lookup and which leaves `paint` there.
 */
const PAINT_IN_CONTENT = `${PAINT}\nconst painter = () => Promise.resolve({ paint });\n`;
const PAINT_ON_FIRST_USE = `let loading;
const painter = () => (loading ??= chrome.runtime.sendMessage({ painter: true }).then(() => ({ paint: globalThis.floorPaint })));
`;

/**
 * On a double-click, or a tap on a word (the touch mode of bench:bubble): ask (and find the
 * painter, at once), then paint; the paint is marked as Glossa's is.
 */
const CONTENT = `
let host;
async function show(word, at) {
  if (!word) return;
  const [record, { paint }] = await Promise.all([chrome.runtime.sendMessage({ word }), painter()]);
  host?.remove();
  host = paint(word, at, record);
  requestAnimationFrame(() => setTimeout(() => (globalThis.floorLastPaint = { word, at: performance.now() })));
}
document.addEventListener('dblclick', () => {
  const selection = getSelection();
  if (selection.rangeCount) show(String(selection).trim().toLowerCase(), selection.getRangeAt(0).getBoundingClientRect());
});
// A tap: the word under the finger, read from the text there.
document.addEventListener('touchend', (event) => {
  const touch = event.changedTouches[0];
  const caret = touch && document.caretRangeFromPoint(touch.clientX, touch.clientY);
  const text = caret?.startContainer;
  if (!text || text.nodeType !== Node.TEXT_NODE) return;
  const value = text.textContent;
  let [start, end] = [caret.startOffset, caret.startOffset];
  while (start > 0 && /\\p{L}/u.test(value[start - 1])) start--;
  while (end < value.length && /\\p{L}/u.test(value[end])) end++;
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  show(value.slice(start, end).toLowerCase(), range.getBoundingClientRect());
});
document.addEventListener('keydown', (event) => {
  if (event.key === 'Escape') host?.remove();
});
`;

const POPUP_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Floor</title></head>
<body><input id="word" aria-label="Look up a word"><script src="popup.js"></script></body></html>`;
const POPUP = `
const input = document.getElementById('word');
input.focus();
performance.mark(${JSON.stringify(READY_TO_TYPE)});
`;

/**
 * Writes the floor extension and returns its folder. With `paintOnFirstUse`, its painter is a
 * file of its own that the background runs in a page on the page's first lookup, beside the
 * question: as Glossa's background puts in its bubble (design rule 5, "pay only when used").
 * That floor is what loading on first use costs at the least.
 */
export function writeFloorExtension({ paintOnFirstUse = false } = {}): string {
  const dir = join(root, '.tmp', paintOnFirstUse ? 'bench-floor-extension-first-use' : 'bench-floor-extension');
  mkdirSync(dir, { recursive: true });
  const manifest = paintOnFirstUse ? { ...MANIFEST, permissions: ['scripting'], host_permissions: ['<all_urls>'] } : MANIFEST;
  const files: Record<string, string> = {
    'manifest.json': JSON.stringify(manifest, null, 2),
    'background.js': BACKGROUND,
    'content.js': (paintOnFirstUse ? PAINT_ON_FIRST_USE : PAINT_IN_CONTENT) + CONTENT,
    ...(paintOnFirstUse && { 'paint.js': `${PAINT}\nglobalThis.floorPaint = paint;\n` }),
    'popup.html': POPUP_HTML,
    'popup.js': POPUP,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return dir;
}
