/** What the lookup bubble asks: a word's lookup, its audio and word page, and relays from small frames. */
import type { PlayAudioAnswer } from '../../shared/messages/answers';
import { rankedAnswer, wordInSentence } from '../lookup/ranked-answer';
import { isSynthesized } from '../lookup/synthesized';
import { inVoice } from '../lookup/voice';
import { wordAsRead } from '../lookup/word-as-read';
import type { HandlerDeps, Handlers } from './types';

type LookupHandlers = Pick<Handlers, 'lookup' | 'loadBubble' | 'audio' | 'playAudio' | 'openWordPage' | 'relayLookup' | 'relayHop'>;

export function lookupHandlers(s: HandlerDeps): LookupHandlers {
  return {
    lookup: async ({ word: shown, from, context }, sender) => {
      // A private window's lookup is kept in memory only: neither the cache's database nor the history keeps it.
      const privateWindow = await (sender?.isPrivate?.() ?? Promise.resolve(false)).catch(() => true);
      s.wordVectors?.warm();
      const readIn = wordInSentence(context, shown);
      // The sentence as read here from what the page sent, or as a view sent it.
      const sentence = readIn?.sentence ?? context?.sentence;
      // Half of a word hyphenated at a PDF line's end is read as the whole word.
      const { word, part, partOfSpeech, name } = wordAsRead(readIn?.word ?? shown, readIn);
      const vectors = s.wordVectors;
      const answer = await s.lookup.lookup(word, partOfSpeech, {
        privateWindow,
        ...(part !== undefined && { part }),
        ...(name && { name }),
        ...(readIn && { readIn }),
        ...(vectors && { vocabulary: () => vectors.vocabulary() }),
      });
      // Its senses in the order to show, for the sentence it was read in: the views only render them.
      const meanings = await s.wordVectors?.forLookup(answer, sentence);
      const ranked = rankedAnswer(answer, readIn, meanings);
      // Kept on the side, as shown (its first sense is the one exports carry): the answer does not wait for the history, nor fail with it.
      if (from) {
        const place = {
          sentence,
          title: context?.title,
          url: sender?.pageUrl,
          incognito: privateWindow,
        };
        void s.history.record(ranked, place).catch(s.problems.failed('historyRecord'));
      }
      return ranked;
    },
    // Only into the frame that asks: a page's loader (Glossa's own pages import the bubble themselves).
    loadBubble: async (_request, sender) => {
      if (sender.fromExtensionPage || sender.tabId === undefined) throw new Error('Only a page in a tab has the bubble put in.');
      // The page's first lookup follows at once: its ranking may then find the word vectors read.
      s.wordVectors?.warm();
      // The page can show nothing without it: the failure is kept where the options page shows it.
      await s.bubbleScript.inject(sender.tabId, sender.frameId ?? 0).catch((error: unknown) => {
        s.problems.record('bubbleLoad', error);
        throw error;
      });
    },
    audio: ({ word }) => s.audio.audio(word),
    playAudio: async ({ word, reading }): Promise<PlayAudioAnswer> => {
      // A URL that fails has probably expired: the list is asked for once more.
      for (let attempt = 0; attempt < 2; attempt++) {
        const files = await s.audio.audio(word);
        // The voice chosen in the options, where the service offers it (Glossa's server: US and UK),
        // saying the reading shown, where it names one.
        const file = inVoice(files, (await s.settings.read()).voice, reading);
        const url = file?.fileUrl;
        if (!url) return { played: false, files: 0 };
        try {
          const { durationMs } = await s.player.play(url);
          // The element's own length, else the service's (seconds), so the view's "Playing…" ends with the sound.
          const length = durationMs ?? (file.duration ? Math.round(file.duration * 1000) : undefined);
          return {
            played: true,
            files: files.length,
            synthesized: isSynthesized(file),
            ...(length !== undefined && { durationMs: length }),
          };
        } catch {
          s.audio.forget(word);
        }
      }
      return { played: false, files: 0, failed: true };
    },
    openWordPage: ({ word }) => s.pages.openWordPage(word),
    // The top page's bubble is given the sentence read here from what the small frame read.
    relayLookup: async ({ word, shown, pageText, rect }, sender) => {
      const context = wordInSentence(shown && { shown, ...(pageText !== undefined && { pageText }) }, word);
      return s.relay.start({ word, ...(context && { context }), rect }, sender);
    },
    relayHop: async ({ ticket, offset }, sender) => s.relay.hop({ ticket, offset }, sender),
  };
}
