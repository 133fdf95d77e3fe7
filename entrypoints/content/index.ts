/**
 * The loader injected into every page and frame. On load it only registers listeners;
 * on a double-click (or the context menu / keyboard shortcut, through the background)
 * it finds the selected text, checks the lookup trigger setting, and imports the
 * bubble's UI (content-scripts/ui/ui.js, built by modules/bubble-ui.ts) the first time.
 */
import { inEditable, triggerAllows, triggerSettings } from '@/lib/content/trigger';
import type { BubbleUi } from '@/components/bubble/ui';

export default defineContentScript({
  matches: ['<all_urls>'],
  runAt: 'document_idle',
  allFrames: true,
  main(ctx) {
    let ui: Promise<BubbleUi> | undefined;
    const load = () =>
      (ui ??= import(/* @vite-ignore */ (browser.runtime.getURL as (path: string) => string)('/content-scripts/ui/ui.js')).then((m: { ui: BubbleUi }) => m.ui));

    /** The selection where the event happened: a page's open shadow root has its own. */
    function selectionAt(target: EventTarget | undefined): Selection | null {
      const root = (target as Node | undefined)?.getRootNode?.() as (Node & { getSelection?: () => Selection | null }) | undefined;
      return (root != document && root?.getSelection?.()) || getSelection();
    }

    async function lookUpSelection(selection: Selection | null, focusBack?: Element | null, settings?: unknown) {
      const text = selection?.toString().trim();
      // (A selection too long for a word or phrase is left to the UI, which ignores it.)
      if (!text || !selection?.rangeCount) return;
      (await load()).show({ text, range: selection.getRangeAt(0).cloneRange(), focusBack: focusBack ?? null, ctx, settings });
    }

    // `ctx` removes the listeners when the extension is reloaded, so a stale script never reacts.
    ctx.addEventListener(document, 'dblclick', (event) => {
      const target = event.composedPath()[0];
      if (!event.isTrusted || inEditable(target)) return;
      const selection = selectionAt(target);
      const focusBack = document.activeElement;
      if (!selection?.toString().trim()) return;
      void browser.storage.sync.get('settings').then((stored) => {
        if (triggerAllows(triggerSettings(stored.settings), event, location.host)) return lookUpSelection(selection, focusBack, stored.settings);
      });
    });

    // The context menu and the keyboard shortcut, sent by the background to this frame.
    browser.runtime.onMessage.addListener((message: { type?: string }) => {
      if (message?.type === 'glossa:lookUpSelection' && document.hasFocus()) void lookUpSelection(getSelection(), document.activeElement);
    });
  },
});
