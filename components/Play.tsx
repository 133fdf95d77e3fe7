/** The play button beside a word on Glossa's pages: its recording, or the browser's voice, and a note of how it went. */
import { useState } from 'preact/hooks';
import { t } from '../lib/shared/i18n';
import { ask } from '../lib/shared/messages/client';
import { pronounce, pronounceNote, type PronounceOutcome } from './pronounce';

export function Play({ word }: { word: string }) {
  const [outcome, setOutcome] = useState<PronounceOutcome | 'loading'>();
  return (
    <>
      <button
        type="button"
        class="icon"
        aria-label={t('bubblePlay')}
        title={t('bubblePlay')}
        disabled={outcome === 'loading'}
        onClick={() => {
          setOutcome('loading');
          void pronounce(word, () => ask({ type: 'playAudio', word })).then(setOutcome);
        }}
      >
        ▶
      </button>
      {outcome && outcome !== 'loading' && (
        <span class="muted small" role="status">
          {pronounceNote(outcome)}
        </span>
      )}
    </>
  );
}
