/**
 * The ranker's weights (rank-senses.ts), written by bench/senses.ts -- --train: fitted on the
 * development words (1598 modern examples and 1394 older quotations), but for a later dictionary's loss (chosen there on them), the
 * page's period (set by hand), the text around the sentence (a share of the sentence's) and
 * a stub's (last).
 */
export const RANK_MODEL = {
  gloss: 0.732,
  examples: 0,
  around: 0.22,
  mateWords: 0.444,
  place: 0.428,
  placeInPart: 0.313,
  placeInOlderPart: -0.076,
  later: -1,
  olderOnOlderPage: 2,
  newerOnOlderPage: -2,
  obsolete: -0.423,
  obsoleteOnOlderPage: 0.132,
  obsoleteInOlderSentence: 0.132,
  rare: -0.084,
  field: -0.892,
  stub: -20,
  length: -0.064,
  shared: -0.079,
  verbCue: 2.41,
  nounCue: 0.784,
  adjectiveCue: 2.309,
  nounInS: 1.236,
  plural: 0.168,
  act: -0.238,
  thatWhich: 0.27,
  actCounted: -0.327,
  figurative: 0.479,
  transitive: 0.961,
};
