/** The front of a card: the sentence the word was met in, with the word blanked; or the word alone. */
import type { Ref } from 'preact';
import { t } from '../../lib/shared/i18n';
import type { ReviewCard } from '../../lib/shared/messages/answers';
import { splitAtWord } from '../../lib/shared/text/word-in-sentence';

/** The first sentence that holds the word, split around it. */
export function sentenceOf(card: ReviewCard) {
  for (const context of card.contexts) {
    const parts = splitAtWord(context.sentence, card.word);
    if (parts) return { context, parts };
  }
  return undefined;
}

export function Front({ card, headingRef }: { card: ReviewCard; headingRef: Ref<HTMLHeadingElement> }) {
  const met = sentenceOf(card);
  return met ? (
    <>
      <h2 id="card-heading" class="prompt" tabIndex={-1} ref={headingRef}>
        {t('reviewBlankPrompt')}
      </h2>
      <p class="sentence" data-testid="review-front">
        {met.parts.before}
        <span class="blank" role="img" aria-label={t('reviewBlank')}>
          {'\u2002'.repeat(Math.max(4, met.parts.word.length))}
        </span>
        {met.parts.after}
      </p>
    </>
  ) : (
    <>
      <h2 id="card-heading" class="prompt" tabIndex={-1} ref={headingRef}>
        {t('reviewWordPrompt')}
      </h2>
      <p class="word-alone" data-testid="review-front">
        {card.word}
      </p>
    </>
  );
}
