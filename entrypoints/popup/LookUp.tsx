/** The popup's first thing: a look-up box, focused, that answers in place as the bubble does. */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';

/**
 * The bubble's code is loaded when the first word is asked, not before the box takes focus:
 * it is most of what the popup would otherwise load first.
 */
type BubbleModule = typeof import('../../components/bubble/InlineBubble');
let bubbleModule: Promise<BubbleModule> | undefined;
const loadBubble = () => (bubbleModule ??= import('../../components/bubble/InlineBubble'));

/** Marked when the popup can be typed in: bench/popup.ts measures from the page's start to here. */
export const READY_TO_TYPE = 'glossa:ready-to-type';

export function LookUp() {
  const input = useRef<HTMLInputElement>(null);
  // Each look-up gets a fresh bubble, even for the same word asked again.
  const [asked, setAsked] = useState<{ word: string; at: number; bubble: BubbleModule }>();

  // Before the first paint: a plain effect would wait for the frame after it.
  useLayoutEffect(() => {
    input.current?.focus();
    performance.mark(READY_TO_TYPE);
  }, []);

  function lookUp(event: Event) {
    event.preventDefault();
    const word = input.current?.value.trim();
    const at = Date.now();
    if (word) void loadBubble().then((bubble) => setAsked({ word, at, bubble }));
  }

  return (
    <section aria-labelledby="look-up-heading">
      <h2 id="look-up-heading" class="visually-hidden">
        {t('lookUpHeading')}
      </h2>
      <form role="search" class="row" onSubmit={lookUp}>
        <label class="visually-hidden" for="look-up-query">
          {t('lookUpLabel')}
        </label>
        <input
          ref={input}
          id="look-up-query"
          class="grow"
          type="search"
          placeholder={t('lookUpPlaceholder')}
          maxLength={100}
          autoComplete="off"
          spellcheck={false}
        />
        <button type="submit">{t('lookUpButton')}</button>
      </form>
      {asked && (
        <asked.bubble.InlineBubble
          key={asked.at}
          word={asked.word}
          onClose={() => {
            setAsked(undefined);
            input.current?.focus();
          }}
        />
      )}
    </section>
  );
}
