/**
 * The lookup a bubble shows, in one answer and as few calls as possible.
 *
 * A first lookup of a known word costs two calls: definitions (W4, with `useCanonical`,
 * so "running" finds "run", and the user's dictionary order), then pronunciations (W5)
 * of the headword the definitions name. A word the service does not know costs two as
 * well: definitions (404), then the word object with suggestions (W1). The example,
 * synonyms and audio are fetched only when the bubble asks for them. Every answer is
 * cached, so a repeated lookup costs nothing.
 */
import { serviceCredit } from '../api';
import type { LookupAnswer, LookupExtras } from '../messages/answers';
import type { Gateway } from '../gateway/gateway';
import { normalizeLookup } from '../text/normalize';
import { t } from '../i18n';

/** How many definitions a bubble asks for (it groups them by part of speech). */
const BUBBLE_DEFINITIONS = 20;
const BUBBLE_SYNONYMS = 8;
const SUGGESTIONS = 5;

export class LookupInputError extends Error {}

export function createLookup(gateway: Gateway) {
  function query(text: string): string {
    const normalized = normalizeLookup(text);
    if (!normalized) throw new LookupInputError(t('lookupNothingSelected'));
    return normalized;
  }

  return {
    async lookup(text: string): Promise<LookupAnswer> {
      const asked = query(text);
      const { settings } = gateway.current();
      const definitions = await gateway.call('getDefinitions', {
        word: asked,
        useCanonical: true,
        limit: BUBBLE_DEFINITIONS,
        sourceDictionaries: settings.sourceDictionaries,
      });
      const base = { query: asked, credit: serviceCredit(definitions.current.service.baseUrl, asked) };

      if (definitions.status === 404 || definitions.data.length === 0) {
        const suggestions = await suggestionsFor(asked);
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
      const pronunciations = await gateway
        .call('getTextPronunciations', { word, limit: 10 })
        // Pronunciations are a nicety: the definitions are worth showing without them.
        .catch(() => undefined);
      return {
        ...base,
        word,
        credit: serviceCredit(definitions.current.service.baseUrl, word),
        found: true,
        definitions: definitions.data,
        pronunciations: pronunciations?.status === 200 ? pronunciations.data : [],
        suggestions: [],
        stale: definitions.stale || pronunciations?.stale === true,
        storedAt: definitions.storedAt,
      };
    },

    /** The top example and a few synonyms, when the bubble shows them. */
    async extras(text: string): Promise<LookupExtras> {
      const word = query(text);
      const [example, related] = await Promise.all([
        gateway.call('getTopExample', { word, useCanonical: true }).catch(() => undefined),
        gateway.call('getRelatedWords', { word, useCanonical: true, type: ['synonym'], limit: BUBBLE_SYNONYMS }).catch(() => undefined),
      ]);
      return {
        word,
        example: example?.status === 200 ? example.data : undefined,
        synonyms: related?.status === 200 ? related.data.flatMap((group) => group.words ?? []).slice(0, BUBBLE_SYNONYMS) : [],
        stale: example?.stale === true || related?.stale === true,
      };
    },
  };

  /** W1's suggestions; the live service is reported to refuse W1, so a failure means none. */
  async function suggestionsFor(word: string): Promise<string[]> {
    try {
      const answer = await gateway.call('getWord', { word, includeSuggestions: true });
      return answer.status === 200 ? (answer.data.suggestions ?? []).slice(0, SUGGESTIONS) : [];
    } catch {
      return [];
    }
  }
}

export type Lookup = ReturnType<typeof createLookup>;
