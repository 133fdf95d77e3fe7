/**
 * Saying a word aloud, the same way from every view: the background finds the word's
 * recording and plays it from the extension's side (its offscreen document), so neither a
 * page's policy nor a popup closing cuts it off; when there is no recording to play, the
 * browser's own voice speaks the word. Kept free of `ask`, so the bubble's small bundle
 * can use it too.
 */
import { t } from '../lib/i18n';
import type { PlayAudioAnswer } from '../lib/messages/answers';

/** How it went: a recording plays, the browser's voice speaks the word, neither can, or asking failed. */
export type PronounceOutcome = 'playing' | 'speaking' | 'unavailable' | 'failed';

/** Speaks the word with the browser's speech synthesis; false when the browser has none. */
function speak(word: string): boolean {
  if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return false;
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(word);
  utterance.lang = 'en';
  speechSynthesis.speak(utterance);
  return true;
}

/**
 * `playRecording` sends the `playAudio` message (each view has its own way to ask) and
 * rejects when the background could not be asked or refused.
 */
export async function pronounce(word: string, playRecording: () => Promise<PlayAudioAnswer>): Promise<PronounceOutcome> {
  let answer: PlayAudioAnswer;
  try {
    answer = await playRecording();
  } catch {
    return 'failed';
  }
  if (answer.played) return 'playing';
  return speak(word) ? 'speaking' : 'unavailable';
}

/** How it went, in plain words, for the note under a play button. */
export function pronounceNote(outcome: PronounceOutcome): string {
  switch (outcome) {
    case 'playing':
      return t('pronouncePlaying');
    case 'speaking':
      return t('pronounceSpeaking');
    case 'unavailable':
      return t('pronounceUnavailable');
    case 'failed':
      return t('pronounceFailed');
  }
}
