/**
 * The lookup a bubble shows, in one answer and as few calls as possible.
 *
 * A first lookup of a known word costs two calls: definitions (W4, with `useCanonical`,
 * so "running" finds "run", the user's dictionary order, and each sense's own related
 * words, so its synonyms need no call of their own), then pronunciations (W5) of the
 * headword the definitions name. On a plan with calls to spare, the pronunciations of the
 * word as asked (the service finding its headword) go beside the definitions instead. A word
 * the service does not know costs two as well: definitions (404), then the word object with
 * suggestions (W1); a word read in a shape that may name no entry ("looked up", "naïve") may
 * try one more spelling first (see lookup-terms). With calls to spare, a verb and its particle
 * read as one ("gave up", lib/shared/text/phrasal-verb.ts) are asked beside the word, and their
 * senses join its own. The audio is fetched only when asked for. Every answer is cached, so a
 * repeated lookup costs nothing.
 */
import type { LookupAnswer } from '../../shared/messages/answers';
import type { CallOptions, Gateway } from '../gateway/gateway';
import type { ServiceKinds } from './service-kind';
import { normalizeLookup } from '../../shared/text/normalize';
import { lookupTerms, readsAsVerbForm } from '../../shared/text/lookup-terms';
import type { ContextPartOfSpeech, WordInSentence } from '../../shared/text/sentence-context';
import { t } from '../../shared/i18n';
import { pronunciationsInVoice } from './voice';
import { phrasalVerbAt } from '../../shared/text/phrasal-verb';
import { compoundAt } from '../../shared/text/compound-at';

/** How many definitions a bubble asks for (it groups them by part of speech): enough for both WordNet's and GCIDE's senses of a common word, which the bubble ranks together. */
export const BUBBLE_DEFINITIONS = 40;
const SUGGESTIONS = 5;
/** How many senses of a verb and its particle join the word's ("give up" has twelve in WordNet). */
const PHRASE_DEFINITIONS = 12;

export class LookupInputError extends Error {}

export function createLookup(gateway: Gateway, kinds: ServiceKinds) {
  function query(text: string): string {
    const normalized = normalizeLookup(text);
    if (!normalized) throw new LookupInputError(t('lookupNothingSelected'));
    return normalized;
  }

  return {
    /**
     * `partOfSpeech`: what the sentence the word was read in makes it ("she went": a verb);
     * `readIn`: that sentence, where the word's shape in it tells which entry to ask ("she closed");
     * `vocabulary`: how common words are, to tell a regular past's verb by.
     */
    async lookup(
      text: string,
      partOfSpeech?: ContextPartOfSpeech,
      options: {
        privateWindow?: boolean;
        part?: string;
        readIn?: WordInSentence;
        /** Read as a name of the page's own: asked as written. */
        name?: boolean;
        vocabulary?: () => Promise<((word: string) => number | undefined) | undefined>;
      } = {},
    ): Promise<LookupAnswer> {
      const asked = query(text);
      const part = options.part === undefined ? undefined : normalizeLookup(options.part);
      // The vocabulary tells a regular past's verb ("she closed": close); read only when one may be (it may take a moment).
      const sentence = options.readIn;
      const rank = sentence && readsAsVerbForm(asked, sentence, partOfSpeech) ? await options.vocabulary?.() : undefined;
      const { tries, asWrittenFirst } = lookupTerms(asked, partOfSpeech, part, { sentence, rank, name: options.name ?? false });
      const kept = { privateWindow: options.privateWindow ?? false };
      // The service finds the headword of the word as asked for its pronunciations as it does
      // for its definitions (`useCanonical`): with calls to spare, they are asked at once beside
      // the definitions, not after (one round trip, not two). A plan with none to spare (the
      // live free plan's 100 an hour) asks only after, for the headword the definitions name.
      const [first] = tries;
      const alongside =
        tries.length === 1 && !asWrittenFirst
          ? pronunciationsOf({ word: first, useCanonical: true }, { ...kept, priority: 'spare' })
          : undefined;
      // A verb and its particle read as one ("gave up"), else a compound the word may stand in
      // ("mouse button"; not a name's): its senses join the word's, for the ranker to weigh. A
      // compound is a guess most lookups could make and few find (5% of Brown's words, for 44%
      // guessed), so it is asked only of a Glossa server, where calls cost no hourly budget.
      const verbPhrase = sentence && phrasalVerbAt(asked, sentence, partOfSpeech);
      const guess = verbPhrase || options.name ? undefined : compoundAt(asked, sentence);
      const compound = guess && (await kinds.heard()) === 'glossa' ? guess : undefined;
      const phraseSenses = verbPhrase
        ? sensesOfPhrase(verbPhrase, kept)
        : compound
          ? sensesOfPhrase(compound, kept, { plural: true })
          : undefined;
      const definitions = await definitionsOf(tries, asWrittenFirst ?? false, kept);
      // Who to credit, told by the definitions' own answer (service-kind.ts): no call of its own.
      const creditOf = await kinds.creditor();
      const base = { query: asked, credit: creditOf(asked) };

      if (definitions.status === 404 || definitions.data.length === 0) {
        const suggestions = await suggestionsFor(tries[0] ?? asked, kept);
        return {
          ...base,
          word: asked,
          found: false,
          definitions: [],
          pronunciations: [],
          suggestions,
          stale: definitions.stale,
          storedAt: definitions.storedAt,
        };
      }

      const word = definitions.data.find((d) => d.word)?.word ?? asked;
      // A form that is a word of its own besides ("left": leave's past, and the side) is said its
      // own way where its own senses lead (ranked-answer.ts): its reading is asked too, with calls to spare.
      const itself = definitions.data.find((d) => d.word !== word && d.word?.toLowerCase() === asked.toLowerCase())?.word;
      const ownSaid = itself ? pronunciationsOf({ word: itself, useCanonical: false }, { ...kept, priority: 'spare' }) : undefined;
      const pronunciations = (await alongside) ?? (await pronunciationsOf({ word }, kept));
      const own = await ownSaid;
      return {
        ...base,
        word,
        credit: creditOf(word),
        found: true,
        definitions: [...definitions.data, ...((await phraseSenses) ?? [])],
        // The reader's voice's first (the UK voice: the Glossa server's British reading), as the play button's recording.
        pronunciations:
          pronunciations?.status === 200 ? pronunciationsInVoice(pronunciations.data, pronunciations.current.settings.voice) : [],
        ...(own?.status === 200 &&
          own.data.length > 0 && { ownPronunciations: pronunciationsInVoice(own.data, own.current.settings.voice) }),
        suggestions: [],
        stale: definitions.stale || pronunciations?.stale === true,
        storedAt: definitions.storedAt,
      };
    },
  };

  /**
   * W4 for a verb and its particle ("give up") or a compound ("mouse button"), a guess: asked only
   * with calls to spare (never on the live free plan), beside the word's own. A guess refused or
   * wrong loses nothing: the word's senses are the answer, as without it. `plural`: the phrase may
   * be written in a plural the service finds the headword of ("tire marks": tire mark); a verb's
   * pair is asked as its headword already.
   */
  async function sensesOfPhrase(phrase: string, options: CallOptions, { plural = false } = {}) {
    const { settings } = gateway.current();
    const asked = {
      word: phrase,
      useCanonical: plural,
      includeRelated: true,
      limit: PHRASE_DEFINITIONS,
      sourceDictionaries: settings.sourceDictionaries,
    };
    try {
      const answer = await gateway.call('getDefinitions', asked, { ...options, priority: 'spare' });
      return answer.status === 200 ? answer.data.filter((definition) => definition.text) : [];
    } catch {
      return []; // refused for want of calls to spare, or failed: the word's own senses answer
    }
  }

  /** W5; pronunciations are a nicety: the definitions are worth showing without them. */
  function pronunciationsOf(asked: { word: string; useCanonical?: boolean }, options: CallOptions) {
    // None (the service failed them): the answer shows no pronunciation, as for a word without one.
    return gateway.call('getTextPronunciations', { ...asked, limit: 10 }, options).catch(() => undefined);
  }

  /** W4 for each spelling in turn, until one has definitions; the last answer otherwise. */
  async function definitionsOf([first, ...others]: [string, ...string[]], asWrittenFirst: boolean, kept: CallOptions) {
    const { settings } = gateway.current();
    const ask = (word: string, useCanonical = true) =>
      gateway.call(
        'getDefinitions',
        {
          word,
          useCanonical,
          includeRelated: true,
          limit: BUBBLE_DEFINITIONS,
          sourceDictionaries: settings.sourceDictionaries,
        },
        kept,
      );
    if (asWrittenFirst) {
      const asWritten = await ask(first, false);
      if (asWritten.status === 200 && asWritten.data.length > 0) return asWritten;
    }
    let answer = await ask(first);
    for (const spelling of others) {
      if (answer.status === 200 && answer.data.length > 0) break;
      answer = await ask(spelling);
    }
    return answer;
  }

  /** W1's suggestions; the live service is reported to refuse W1, so a failure means none. */
  async function suggestionsFor(word: string, kept: CallOptions): Promise<string[]> {
    try {
      const answer = await gateway.call('getWord', { word, includeSuggestions: true }, kept);
      return answer.status === 200 ? (answer.data.suggestions ?? []).slice(0, SUGGESTIONS) : [];
    } catch {
      return [];
    }
  }
}

export type Lookup = ReturnType<typeof createLookup>;
