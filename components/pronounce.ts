/**
 * Saying a word aloud, the same way from every view: the background finds the word's
 * recording and plays it from the extension's side (its offscreen document), so neither a
 * page's policy nor a popup closing cuts it off; when there is no recording to play, the
 * browser's own voice speaks the word. Kept free of `ask`, so the bubble's small bundle
 * can use it too.
 */
import { t } from '../lib/shared/i18n';
import type { PlayAudioAnswer } from '../lib/shared/messages/answers';

/** How it went: a recording plays, the browser's voice speaks the word, neither can, or asking failed. */
export type PronounceOutcome = 'playing' | 'speaking' | 'unavailable' | 'failed';

/** How long "Playing…" stays when nobody knows the recording's length: about a word's. */
const UNKNOWN_LENGTH_MS = 1500;

/** Speaks the word with the browser's speech synthesis; false when the browser has none. */
function speak(word: string, ended: () => void): boolean {
  if (typeof speechSynthesis === 'undefined' || typeof SpeechSynthesisUtterance === 'undefined') return false;
  speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(word);
  utterance.lang = 'en';
  utterance.onend = ended;
  utterance.onerror = ended;
  speechSynthesis.speak(utterance);
  return true;
}

/**
 * `playRecording` sends the `playAudio` message (each view has its own way to ask) and
 * rejects when the background could not be asked or refused. `ended` is called once the
 * sound is over (a recording's length after it started, or the browser's voice's end),
 * so a view's "Playing…" does not outlast the sound.
 */
export async function pronounce(
  word: string,
  playRecording: () => Promise<PlayAudioAnswer>,
  ended: () => void = () => undefined,
): Promise<PronounceOutcome> {
  let answer: PlayAudioAnswer;
  try {
    answer = await playRecording();
  } catch {
    return 'failed';
  }
  if (answer.played) {
    setTimeout(ended, answer.durationMs ?? UNKNOWN_LENGTH_MS);
    return 'playing';
  }
  return speak(word, ended) ? 'speaking' : 'unavailable';
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
