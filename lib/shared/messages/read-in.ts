/**
 * How long a sentence and a page's title a lookup may carry for the lookup history, and the
 * text around the sentence a small frame's lookup carries to its top page: the protocol's
 * bounds (protocol.ts), which the builders of those messages cut to (lookup-request.ts,
 * frame-relay.ts). Apart from the protocol so that the page code takes the numbers without
 * the protocol's zod.
 */
export const READ_IN_LIMITS = {
  /** A sentence as long as most books' longest is kept whole (lib/shared/text/kept-sentence.ts). */
  sentence: 2000,
  title: 500,
  /** The text read either side of a word: a sentence's bound on each side. */
  around: 4000,
  /** A page's text, for whether it reads as older English: as much as that reading reads (lib/shared/text/older-english.ts). */
  pageText: 50_000,
  /** The lines of a PDF page a lookup may carry (a page of small print has a few hundred). */
  lines: 2000,
} as const;
