/**
 * The back of a card: the headword, how it is said with a play button, the sense the reader
 * kept (or the first senses the service gives), the sentence whole with the word marked, and
 * the page it was met on as a link.
 */
import type { Ref } from 'preact';
import { t } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import type { ReviewCard } from '../../lib/shared/messages/answers';
import { readablePronunciation } from '../../lib/shared/text/pronunciation';
import { withCrossReferences } from '../../lib/shared/text/cross-reference';
import { partOfSpeechName } from '../../lib/shared/text/part-of-speech-name';
import { useQuery } from '../../components/live';
import { RichText } from '../../components/RichText';
import { ExternalLink } from '../../components/ExternalLink';
import { Play } from '../../components/Play';
import { sentenceOf } from './Front';

/** How many of the service's senses stand in for a kept one. */
const FIRST_SENSES = 3;

export function Answer({ card, headingRef }: { card: ReviewCard; headingRef: Ref<HTMLHeadingElement> }) {
  const lookup = useQuery(() => ask({ type: 'lookup', word: card.word }), [card.word]);
  const met = sentenceOf(card);
  const context = met?.context ?? card.contexts[0];
  const answer = lookup.value;
  const pronunciation = answer && readablePronunciation(answer.pronunciations);
  // A cross-reference becomes a link, or goes where it points nowhere (as in the bubble).
  const senses = (answer?.definitions ?? [])
    .flatMap((d) => {
      const text = d.text && withCrossReferences(d.text, answer?.word ?? card.word);
      return text ? [{ ...d, text }] : [];
    })
    .slice(0, FIRST_SENSES);
  return (
    <div class="answer" data-testid="review-answer">
      <div class="row headword">
        <h2 id="card-heading" tabIndex={-1} ref={headingRef} lang="en">
          {card.word}
        </h2>
        {pronunciation && <span class="pronunciation">{pronunciation}</span>}
        <Play word={card.word} />
      </div>
      {card.sense ? (
        <div class="kept-sense" data-testid="review-kept-sense">
          <p class="sense">
            <span class="visually-hidden">{t('reviewKeptSense')} </span>
            {card.sense.partOfSpeech && <span class="muted">{partOfSpeechName(card.sense.partOfSpeech)} </span>}
            {card.sense.text}
          </p>
          {card.sense.source && <p class="small muted">{card.sense.source}</p>}
        </div>
      ) : (
        <>
          {lookup.state === 'loading' && <p class="loading">{t('loading')}</p>}
          {lookup.state === 'failed' && <p class="error">{lookup.error}</p>}
          {answer && senses.length === 0 && <p class="muted">{t('reviewNoSense')}</p>}
          {senses.length > 0 && (
            <ol class="senses">
              {senses.map((sense, index) => (
                <li key={index}>
                  {sense.partOfSpeech && <span class="muted">{partOfSpeechName(sense.partOfSpeech)} </span>}
                  <RichText markup={sense.text ?? ''} />
                </li>
              ))}
            </ol>
          )}
        </>
      )}
      {met ? (
        <blockquote class="sentence">
          {met.parts.before}
          <mark>{met.parts.word}</mark>
          {met.parts.after}
        </blockquote>
      ) : (
        context && <blockquote class="sentence">{context.sentence}</blockquote>
      )}
      {context?.url && (
        <p class="small source">
          {t('reviewMetOn')} <ExternalLink href={context.url}>{context.title ?? new URL(context.url).hostname}</ExternalLink>
        </p>
      )}
    </div>
  );
}
