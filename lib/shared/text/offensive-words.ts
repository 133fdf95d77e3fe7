/**
 * Words Glossa leaves out of lists it suggests (related words, rhymes, phrases) unless the
 * reader asks for them. A service may mark a word vulgar (W1's `vulgar`, one word at a time),
 * but a list of related words comes with no such mark, so a short list of the common English
 * obscenities and slurs stands in. It errs on the side of few words: a word that also has a
 * plain sense ("cock", "ass") is not on it.
 */
const OFFENSIVE = new Set([
  'arsehole',
  'asshole',
  'bitch',
  'bullshit',
  'chink',
  'coon',
  'cunt',
  'dago',
  'darky',
  'dyke',
  'fag',
  'faggot',
  'fuck',
  'fucker',
  'fucking',
  'gook',
  'honky',
  'kike',
  'kraut',
  'motherfucker',
  'nigga',
  'nigger',
  'paki',
  'raghead',
  'retard',
  'shit',
  'slut',
  'spic',
  'towelhead',
  'tranny',
  'twat',
  'wetback',
  'whore',
  'wop',
]);

/** Whether a word, or any word of a phrase, is on the list. */
export function isOffensive(text: string): boolean {
  return text
    .toLowerCase()
    .split(/[\s-]+/u)
    .some((word) => OFFENSIVE.has(word));
}
