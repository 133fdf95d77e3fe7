/** The popup's first thing: a look-up box, focused, that answers in place as the bubble does. */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import { InlineBubble } from '../../components/bubble/InlineBubble';

/** Marked when the popup can be typed in: bench/popup.ts measures from the page's start to here. */
export const READY_TO_TYPE = 'glossa:ready-to-type';

export function LookUp() {
  const input = useRef<HTMLInputElement>(null);
  // Each look-up gets a fresh bubble, even for the same word asked again.
  const [asked, setAsked] = useState<{ word: string; at: number }>();

  useEffect(() => {
    input.current?.focus();
    performance.mark(READY_TO_TYPE);
  }, []);

  function lookUp(event: Event) {
    event.preventDefault();
    const word = input.current?.value.trim();
    if (word) setAsked({ word, at: Date.now() });
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
        <InlineBubble
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
