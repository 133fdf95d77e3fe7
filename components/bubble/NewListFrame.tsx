/**
 * The new list's name, typed where the page cannot listen. The bubble at a word lives in the
 * page's document: whatever keeps its events from bubbling, a page's capture-phase listeners
 * on window and document hear every key typed in it first. So a name is typed in a frame of
 * Glossa's own (entrypoints/new-list/, an extension page listed in web_accessible_resources),
 * whose keys and text go to its document alone. The frame asks the background itself
 * (NewListForm.tsx) and tells the bubble only what the page may see as well: that a list was
 * made (its id, never its name), that the form was cancelled, and how tall it is.
 *
 * The frame is loaded with the list chooser, out of sight, so it is ready when "New list"
 * shows it and focus moves into its field; a page can load the same page in a frame of its
 * own, but nothing in it creates a list until someone types a name there and presses Enter.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { NewListProps } from './NewListForm';

/** What the frame tells the bubble, through the page's window (the page hears it too). */
export type NewListFrameMessage =
  { type: 'glossa-new-list-done'; list: string } | { type: 'glossa-new-list-cancel' } | { type: 'glossa-new-list-size'; height: number };

/** The frame's height before it says its own: one row, a field and a button. */
const FIRST_HEIGHT = 33;
/** Taller than the form with a long refusal under it: a frame can never push the bubble around. */
const MAX_HEIGHT = 160;

/** The message, if `data` is one of the frame's. */
export function frameMessage(data: unknown): NewListFrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const { type, list, height } = data as Record<string, unknown>;
  if (type === 'glossa-new-list-done' && typeof list === 'string' && list.length > 0 && list.length <= 100) return { type, list };
  if (type === 'glossa-new-list-cancel') return { type };
  if (type === 'glossa-new-list-size' && typeof height === 'number' && Number.isFinite(height)) return { type, height };
  return undefined;
}

/** The frame page's address for this word, in the bubble's colour scheme (the browser's without one). */
export function newListFrameUrl(page: string, word: string, scheme?: 'light' | 'dark'): string {
  const query = new URLSearchParams({ word, ...(scheme && { scheme }) });
  return `${page}?${query.toString()}`;
}

export interface NewListFrameProps extends NewListProps {
  /** The frame page's address (newListFrameUrl). */
  src: string;
  /** Shown, with focus in its field; loaded but out of sight until then. */
  open: boolean;
}

export function NewListFrame({ src, open, ...props }: NewListFrameProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [height, setHeight] = useState(FIRST_HEIGHT);
  const [loaded, setLoaded] = useState(false);
  const latest = useRef(props);
  latest.current = props;

  useLayoutEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only the frame itself: the page can post anything to its own window, but not as the frame.
      const from = frame.current?.contentWindow;
      if (!from || event.source !== from) return;
      const message = frameMessage(event.data);
      if (message?.type === 'glossa-new-list-done') latest.current.onDone(message.list);
      else if (message?.type === 'glossa-new-list-cancel') latest.current.onCancel();
      else if (message?.type === 'glossa-new-list-size') setHeight(Math.min(MAX_HEIGHT, Math.max(1, Math.ceil(message.height))));
    };
    addEventListener('message', onMessage);
    return () => removeEventListener('message', onMessage);
  }, []);

  // Focus goes into the frame once it is both shown and loaded (its page then focuses its field).
  useEffect(() => {
    if (open && loaded) frame.current?.focus();
  }, [open, loaded]);
  // A refusal said under the field makes the frame taller: the bubble scrolls to show it.
  useLayoutEffect(() => {
    if (open) frame.current?.scrollIntoView({ block: 'nearest' });
  }, [open, height]);

  return (
    <iframe
      ref={frame}
      class="new-list-frame"
      src={src}
      title={t('bubbleNewListName')}
      hidden={!open}
      style={{ height: `${height}px` }}
      onLoad={() => setLoaded(true)}
    />
  );
}
