/**
 * Words to tell the part of speech of, in their sentences, with the answer the Brown corpus's
 * own tags give: a fixed, seeded sample of words tagged as a noun, a verb, an adjective or an
 * adverb there, drawn only from words WordNet gives more than one part of speech (where
 * the answer changes which senses a reader sees first). A sentence gives at most one word.
 */
import { detach } from '../../lib/shared/english/inflection';
import { readExceptions } from '../../server/data/sources/exceptions';
import { detokenize, isWordToken, readBrownSentences, readBrownTexts } from '../../server/data/sources/brown';
import { readIndex, WORDNET_FILES, type WordNetFile } from '../../server/data/sources/wordnet';

export const BROAD_PARTS = ['noun', 'verb', 'adjective', 'adverb'] as const;
export type BroadPart = (typeof BROAD_PARTS)[number];

export interface Target {
  /** The sentence as a page shows it (detokenized). */
  sentence: string;
  /** Where the word starts in it. */
  start: number;
  word: string;
  /** Its part of speech by Brown's tag. */
  gold: BroadPart;
  /** Brown's own tag, e.g. `vbn`. */
  tag: string;
}

/**
 * Brown's tags of the four parts, without possessives, proper nouns, adverbial nouns
 * ("home", "today": nr), particles or qualifiers, whose broad part is not one of the four.
 */
const BROWN_PARTS: Record<string, BroadPart> = {
  nn: 'noun',
  nns: 'noun',
  vb: 'verb',
  vbd: 'verb',
  vbg: 'verb',
  vbn: 'verb',
  vbz: 'verb',
  jj: 'adjective',
  jjr: 'adjective',
  jjs: 'adjective',
  jjt: 'adjective',
  rb: 'adverb',
  rbr: 'adverb',
  rbt: 'adverb',
};

/** How many parts of speech WordNet gives a word read in text (its base found by morphy's rules and exception lists). */
function wordnetParts(): (word: string) => number {
  const lemmas = new Map<WordNetFile, Set<string>>(WORDNET_FILES.map((file) => [file, new Set(readIndex(file).map((e) => e.lemma))]));
  const exceptions = new Map<string, { file: WordNetFile; base: string }[]>();
  for (const { form, base, file } of readExceptions()) exceptions.set(form, [...(exceptions.get(form) ?? []), { file, base }]);
  const counted = new Map<string, number>();
  return (word) => {
    const lower = word.toLowerCase();
    let parts = counted.get(lower);
    if (parts === undefined) {
      parts = WORDNET_FILES.filter((file) => {
        const bases = [lower, ...detach(lower, file), ...(exceptions.get(lower) ?? []).filter((e) => e.file === file).map((e) => e.base)];
        return bases.some((base) => lemmas.get(file)?.has(base));
      }).length;
      counted.set(lower, parts);
    }
    return parts;
  };
}

/** A small seeded generator (mulberry32), so every run draws the same sample. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` targets from the whole corpus, the same for the same seed. */
export function brownTargets(count: number, seed: number): Target[] {
  const parts = wordnetParts();
  const random = seeded(seed);
  // Every eligible word of every sentence, then a seeded shuffle: each sentence's words stay candidates until one is drawn.
  const candidates: { text: string; sentence: number; token: number }[] = [];
  for (const { id } of readBrownTexts()) {
    for (const [s, { tokens, tags, headline }] of readBrownSentences(id).entries()) {
      if (headline || tokens.filter(isWordToken).length < 4) continue;
      for (const [t, token] of tokens.entries()) {
        const tag = tags[t] ?? '';
        if (BROWN_PARTS[tag] && /^\p{L}+$/u.test(token) && parts(token) > 1) candidates.push({ text: id, sentence: s, token: t });
      }
    }
  }
  for (let i = candidates.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [candidates[i], candidates[j]] = [candidates[j] as (typeof candidates)[number], candidates[i] as (typeof candidates)[number]];
  }
  const taken = new Set<string>();
  const chosen = candidates.filter(({ text, sentence }) => {
    const key = `${text} ${sentence}`;
    if (taken.has(key) || taken.size >= count) return false;
    taken.add(key);
    return true;
  });
  const sentences = new Map<string, ReturnType<typeof readBrownSentences>>();
  return chosen.map(({ text, sentence, token }) => {
    if (!sentences.has(text)) sentences.set(text, readBrownSentences(text));
    const { tokens, tags } = sentences.get(text)?.[sentence] ?? { tokens: [], tags: [] };
    const word = tokens[token] ?? '';
    // The word is letters only, which detokenize leaves as they are: it ends where the sentence up to it ends.
    const start = detokenize(tokens.slice(0, token + 1)).length - word.length;
    const tag = tags[token] ?? '';
    return { sentence: detokenize(tokens), start, word, gold: BROWN_PARTS[tag] as BroadPart, tag };
  });
}
