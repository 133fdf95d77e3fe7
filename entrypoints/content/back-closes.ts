/**
 * The back gesture closes the sheet (Android's back, a browser's Back), as it closes any sheet
 * on a phone, and leaves the page's own history as it was.
 *
 * Opening the sheet adds one entry to the tab's history, at the page's own address and with
 * the page's own state; going back from it closes the sheet. The page hears that step as a
 * `popstate` back to its own entry: its address and its state are what they were (a content
 * script's listener cannot keep the event from the page's: Chromium runs them all). A sheet closed
 * another way goes back from its entry itself, so the entry is gone again, unless the page
 * went elsewhere meanwhile (then the entry is no longer the one shown, and it is left alone).
 * A sheet opened on another word while one is open keeps the entry there is. The entry is
 * added once the sheet has been painted.
 */

/** The history entry Glossa added, while it is there. */
interface Entry {
  /** The Navigation API's key of the entry (Chromium), else its address and the history's length. */
  key: string | undefined;
  href: string;
  length: number;
}

let entry: Entry | undefined;
/** Glossa is going back from its entry itself; the popstate it causes is awaited. */
let leaving = false;
/** What the back gesture closes now. */
let onBack: (() => void) | undefined;

const navigation = (globalThis as { navigation?: { currentEntry?: { key?: string } | null } }).navigation;

/** Whether the entry shown is still the one Glossa added. */
function stillOurs(added: Entry): boolean {
  const key = navigation?.currentEntry?.key;
  return key !== undefined && added.key !== undefined ? key === added.key : location.href === added.href && history.length === added.length;
}

function push(): void {
  // The page's own state, so that the page reads the same `history.state` on this entry.
  history.pushState(history.state, '');
  entry = { key: navigation?.currentEntry?.key, href: location.href, length: history.length };
}

addEventListener(
  'popstate',
  () => {
    if (!entry && !leaving) return;
    entry = undefined;
    if (leaving) {
      leaving = false;
      // A sheet opened meanwhile, as the last one went: it has an entry of its own.
      if (onBack) push();
      return;
    }
    const close = onBack;
    onBack = undefined;
    close?.();
  },
  true,
);

/** While the sheet is open, the back gesture calls `close`; the function returned lets it go. */
export function closeOnBack(close: () => void): () => void {
  onBack = close;
  let stopped = false;
  // Adding an entry is a synchronous trip to the browser (about 20 ms here): it is made once the
  // sheet is painted, never before its first frame.
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (!stopped && onBack === close && !entry && !leaving) push();
    }),
  );
  return () => {
    stopped = true;
    if (onBack !== close) return;
    onBack = undefined;
    if (entry && stillOurs(entry)) {
      leaving = true;
      history.back();
    }
    entry = undefined;
  };
}
