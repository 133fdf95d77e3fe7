/** The bubble's head: the word, how it is said and its play button, Back and Close; and what the play button found. */
import type { RankedLookup } from '../../lib/shared/messages/answers';
import { shownPronunciation } from '../../lib/shared/messages/shown-pronunciation';
import { t } from '../../lib/shared/i18n';
import { pronounceNote } from '../pronounce';
import type { AudioState, BubbleProps } from './bubble-props';

export const HEADING_ID = 'glossa-headword';

/** The text pronunciation to show: IPA first, else the dictionary's own notation. */
function pronunciationOf(answer: RankedLookup): string | undefined {
  return shownPronunciation(answer)?.raw ?? undefined;
}

/** Whether the pronunciation shown was generated from the spelling (by a synthesizer), not given by a dictionary. */
const generatedPronunciation = (answer: RankedLookup) => /^generated\b/i.test(shownPronunciation(answer)?.attributionText ?? '');

export function Header({ title, props, found }: { title: string; props: BubbleProps; found?: RankedLookup }) {
  const pronunciation = found && pronunciationOf(found);
  return (
    <header class="head">
      {/* The word and what goes with it wrap among themselves; × keeps its corner. */}
      <div class="head-main">
        {props.back !== undefined && (
          <button type="button" class="icon" aria-label={t('bubbleBackTo', props.back)} title={t('bubbleBack')} onClick={props.onBack}>
            ←
          </button>
        )}
        <h2 id={HEADING_ID} class="word">
          {title}
        </h2>
        {pronunciation && <span class="pron">{pronunciation}</span>}
        {pronunciation && found && generatedPronunciation(found) && (
          <span class="synth" title={shownPronunciation(found)?.attributionText ?? undefined}>
            {t('bubblePronunciationGenerated')}
          </span>
        )}
        {found && (
          <button
            type="button"
            class="icon"
            aria-label={t('bubblePlay')}
            title={t('bubblePlay')}
            onClick={props.onPlay}
            disabled={props.audio === 'loading'}
          >
            ▶
          </button>
        )}
        {found && props.synthesized && <span class="synth">{t('bubbleNoteSynthesized')}</span>}
      </div>
      <button type="button" class="icon close" aria-label={t('bubbleClose')} title={t('bubbleClose')} onClick={props.onClose}>
        ×
      </button>
    </header>
  );
}

/** What the bubble says about the pronunciation, once the play button was pressed. */
export function AudioNote({ audio }: { audio?: AudioState }) {
  const note = audio && audio !== 'idle' && audio !== 'loading' ? pronounceNote(audio) : undefined;
  return note ? (
    <p class="note" role="status" data-audio={audio}>
      {note}
    </p>
  ) : null;
}
