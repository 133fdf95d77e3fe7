/**
 * The bubble as it is shown, in either of its two hosts: at a word in a web page (the page
 * code's controller renders it in a closed shadow root, fixed beside the word) or in the flow
 * of an extension page (InlineBubble.tsx, the popup's look-up). It holds the lookup
 * (use-bubble-lookup.ts) and frames the view (Bubble.tsx) in its own language, direction and
 * colour scheme; what only a page needs (keeping it beside the word, Esc, Tab, a click
 * outside) the host does through the callbacks below.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { Answer, KeptWord } from '../../lib/shared/messages/answers';
import type { send as sendToBackground } from '../../lib/shared/messages/client';
import { textDirection } from '../../lib/shared/text/direction';
import { Bubble } from './Bubble';
import type { BubbleProps, BubbleState } from './bubble-props';
import { HEADING_ID } from './Header';
import { NewListForm } from './NewListForm';
import { NewListFrame, newListFrameUrl } from './NewListFrame';
import { useBubbleLookup, type BubbleLookupOptions } from './use-bubble-lookup';

export interface BubbleShellProps extends BubbleLookupOptions {
  /** Fixed beside a word in a web page (a dialog), or in the flow of an extension page (a region). */
  inline?: boolean;
  /** At the bottom edge of a phone's screen, full width, with a grip to swipe it down by. */
  sheet?: boolean;
  /** The colour scheme chosen for it; without one it follows the browser's. */
  scheme?: 'light' | 'dark';
  /** An error answer of this kind means the bubble can no longer do anything: it then says only this message. */
  gone?: { kind: string; message: string };
  /**
   * In a web page: the address of Glossa's page that names a new list in a frame (what is
   * typed there never reaches the page's listeners). Without it, the form is shown in place.
   */
  newListPage?: string;
  onClose(): void;
  /** After every render, with the bubble's element (a page keeps it beside its word). */
  onLayout?(wrap: HTMLDivElement): void;
  /** After each render that changed what the bubble shows. */
  onState?(state: BubbleState): void;
  /**
   * Once, as the bubble is first shown (before its first paint, so that no key or click meant
   * for it can come first), with its element and the way to look up another word in it; what
   * it returns runs when the bubble goes.
   */
  onShown?(wrap: HTMLDivElement, lookUp: (word: string) => void): () => void;
}

export function BubbleShell({
  inline,
  sheet,
  scheme,
  gone: goneNote,
  newListPage,
  onClose,
  onLayout,
  onState,
  onShown,
  ...options
}: BubbleShellProps) {
  const [gone, setGone] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);

  // Every answer passes here: one that finds the bubble gone leaves it only that to say.
  function heard<T>(answer: Answer<T>): Answer<T> {
    if (goneNote && !answer.ok && answer.error.kind === goneNote.kind) setGone(true);
    return answer;
  }
  const send: typeof sendToBackground = (message) => options.send(message).then(heard);
  const lookup = useBubbleLookup({ ...options, send, asked: options.asked?.then(heard) });
  const { state } = lookup.props;

  useLayoutEffect(() => {
    if (wrap.current) onLayout?.(wrap.current);
  });
  useLayoutEffect(() => {
    onState?.(state);
  }, [state]);
  useLayoutEffect(() => (wrap.current ? onShown?.(wrap.current, lookup.lookUp) : undefined), []);

  // Which of the reader's lists hold the word answered: asked again once it is added to one.
  const [kept, setKept] = useState<KeptWord>();
  const answered = state.kind === 'answer' && state.answer.found ? state.answer : undefined;
  const added = lookup.props.lists?.kind === 'added';
  useEffect(() => {
    setKept(undefined);
    if (!answered) return;
    let current = true;
    void send({ type: 'keptWord', word: answered.query, headword: answered.word }).then(
      (answer) => current && answer.ok && setKept(answer.data),
    );
    return () => void (current = false);
  }, [answered?.query, answered?.word, added]);

  const newList: BubbleProps['newList'] = ({ open, ...props }) =>
    newListPage ? (
      <NewListFrame src={newListFrameUrl(newListPage, props.word, scheme)} open={open} {...props} />
    ) : (
      open && <NewListForm send={send} {...props} />
    );

  return (
    <div
      ref={wrap}
      class={['wrap', inline && 'inline', sheet && 'sheet', (sheet || (inline && fingerPointer())) && 'finger', scheme]
        .filter(Boolean)
        .join(' ')}
      // In the language and direction of its own words: a right-to-left page must not mirror it.
      lang={t('lang')}
      dir={textDirection()}
      role={inline ? 'region' : 'dialog'}
      aria-labelledby={HEADING_ID}
      tabIndex={inline ? undefined : -1}
      data-state={state.kind}
    >
      {sheet && <div class="grip" aria-hidden="true" />}
      {gone && goneNote ? (
        <p id={HEADING_ID} class="note error" role="alert">
          {goneNote.message}
        </p>
      ) : (
        <Bubble
          {...lookup.props}
          kept={kept}
          // The sense chosen here, else the one kept with the word before: shown as chosen, and kept again by Add to list.
          keptSense={lookup.props.keptSense ?? kept?.sense}
          onClose={onClose}
          onMore={(headword) => void send({ type: 'openWordPage', word: headword })}
          onKnow={async (word) => (await send({ type: 'knowWord', word })).ok}
          newList={newList}
        />
      )}
    </div>
  );
}

/**
 * Whether the reader's pointer is a finger (a touch screen): the answer in an extension page then
 * has the sheet's finger-sized controls, as the page's own have (components/base.css). The sheet
 * has them wherever it opens.
 */
function fingerPointer(): boolean {
  return matchMedia('(pointer: coarse)').matches;
}
