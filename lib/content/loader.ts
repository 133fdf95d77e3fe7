/**
 * The loader injected into every page and frame (listed in the manifest and built as a
 * plain script by modules/content-scripts.ts). On load it only registers listeners; on a
 * double-click (or the context menu / keyboard shortcut, through the background) it finds
 * the selected text, checks the lookup trigger setting, and imports the bubble's UI
 * (content-scripts/ui/ui.js) the first time.
 *
 * It is built apart from WXT's content-script wrapper, whose context object, location
 * watcher and logger would be more than half of what every page gets.
 */
import { browser as api } from 'wxt/browser';
import type { BubbleUi } from './bubble-ui';
import { inEditable, triggerAllows, triggerSettings } from './trigger';

// After the extension is reloaded or updated, this copy of the loader stays in the page with
// no extension behind it: it then removes its listeners and closes its bubble.
const retired = new AbortController();
function alive(): boolean {
  if (!api.runtime?.id) retired.abort();
  return !retired.signal.aborted;
}
const lifetime = {
  onInvalidated(callback: () => void) {
    retired.signal.addEventListener('abort', callback);
    return () => retired.signal.removeEventListener('abort', callback);
  },
};

let ui: Promise<BubbleUi> | undefined;
const loadUi = () => (ui ??= import(/* @vite-ignore */ (api.runtime.getURL as (path: string) => string)('/content-scripts/ui/ui.js')).then((module: { ui: BubbleUi }) => module.ui));

// The stored settings, read on the first double-click (never on load) and then kept
// current, so later lookups do not wait for storage.
let settings: Promise<unknown> | undefined;
function storedSettings(): Promise<unknown> {
  if (!settings) {
    settings = api.storage.sync.get('settings').then(
      (stored) => stored.settings,
      (error: unknown) => {
        settings = undefined; // asked again on the next double-click
        throw error;
      },
    );
    api.storage.onChanged.addListener((changes, area) => {
      if (area == 'sync' && changes.settings) settings = Promise.resolve(changes.settings.newValue);
    });
  }
  return settings;
}

/** The selection where the event happened: a page's open shadow root has its own. */
function selectionAt(target: EventTarget | undefined): Selection | null {
  const root = (target as Node | undefined)?.getRootNode?.() as (Node & { getSelection?: () => Selection | null }) | undefined;
  return (root != document && root?.getSelection?.()) || getSelection();
}

async function lookUpSelection(selection: Selection | null, focusBack: Element | null, stored?: unknown) {
  const text = selection?.toString().trim();
  // (A selection too long for a word or phrase is left to the UI, which ignores it.)
  if (!text || !selection?.rangeCount) return;
  (await loadUi()).show({ text, range: selection.getRangeAt(0).cloneRange(), focusBack, ctx: lifetime, settings: stored });
}

document.addEventListener(
  'dblclick',
  (event) => {
    const target = event.composedPath()[0];
    if (!event.isTrusted || inEditable(target) || !alive()) return;
    const selection = selectionAt(target);
    const focusBack = document.activeElement;
    if (!selection?.toString().trim()) return;
    void storedSettings().then((stored) => {
      if (triggerAllows(triggerSettings(stored), event, location.host)) return lookUpSelection(selection, focusBack, stored);
    });
  },
  { signal: retired.signal },
);

// The context menu and the keyboard shortcut, sent by the background to this frame.
api.runtime.onMessage.addListener((message: { type?: string }) => {
  if (message?.type != 'glossa:lookUpSelection' || !document.hasFocus() || !alive()) return;
  const selection = getSelection();
  const focusBack = document.activeElement;
  void storedSettings().then((stored) => lookUpSelection(selection, focusBack, stored));
});
