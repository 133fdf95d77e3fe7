/**
 * Whether a regular verb's past or -ing form is its verb's where it stands ("she closed the
 * door", "they were building a bridge"), never the adjective or noun its form is an entry of too
 * ("closed": not open; "building"): what tells the lookup to ask for the verb itself.
 */
import { endsPhraseAt } from './noun-places';
import { afterSubjectNoun, goesOnAsAfterAVerb, OPENS_OBJECT } from './verb-after-subject';
import { ANY_SUBJECT, BE_FORMS, hasPastShape, HAVE_FORMS, isIngForm, isUsualAdjective, SUBJECTS } from './word-classes';
import { twoWordsBefore, wordAfter, wordBefore, type WordInSentence } from './words-around';

/**
 * Whether a word in -ed is its verb's past where it stands, never the adjective its form is an
 * entry of too ("closed": not open), which a service asked for "closed" answers with alone:
 * - right after a subject pronoun ("she closed the door", "we signed");
 * - after "have", with what was done after it or nothing ("have finished the report", "she'd
 *   opened it"), not an adjective's noun ("have limited time", "had tired eyes");
 * - right after a subject pronoun or "who" ("she closed the door", "who discovered it");
 * - after a noun its determiner opens, or that opens the sentence, where the clause goes on as
 *   after a verb ("the players rested before the match", "the patient's condition improved.",
 *   "Socialism extinguished these customs"), not before a noun ("the newly painted door").
 * - after "be" with its agent after it ("was discharged by the hospital"); otherwise, after
 *   "be", it may well be the adjective ("was tired", "is interested").
 */
export function readsAsPastOfVerb(word: string, context: WordInSentence | undefined): boolean {
  if (!context || !hasPastShape(word)) return false;
  const before = wordBefore(context);
  if (before === undefined) return false;
  if (ANY_SUBJECT.has(before) || before === 'who') return true;
  const next = wordAfter(context, word);
  // A passive's agent: "was discharged by the hospital".
  if (BE_FORMS.has(before)) return next === 'by';
  // (Or what was said or found: "the judge ruled that".)
  if (!goesOnAsAfterAVerb(next) && next !== 'that') return false;
  if (HAVE_FORMS.has(before) || /\p{L}'(?:ve|d)$/u.test(before)) return true;
  return afterSubjectNoun(context, before);
}

/**
 * Whether a word in -ing is a verb in progress where it stands: after "be", before its object
 * ("they were building a new bridge", "had been working all night"), never the noun or adjective
 * its form is an entry of too ("building", "working"). Before anything else it may well be the
 * adjective ("the film was interesting", "was missing from"), but not after a person as its
 * subject where its phrase ends with it, unless it is a usual adjective: "They were wedding in
 * June", "we were meeting at noon" ("he was charming at dinner" keeps its adjective, and "they
 * were wedding guests" its noun).
 */
export function readsAsProgressive(word: string, context: WordInSentence | undefined): boolean {
  if (!context || !/^\p{L}{2,}ing$/u.test(word)) return false;
  const before = wordBefore(context);
  if (before === undefined || !BE_FORMS.has(before)) return false;
  const next = wordAfter(context, word);
  if (next !== undefined && (OPENS_OBJECT.has(next) || next === 'all')) return true;
  return SUBJECTS.has(twoWordsBefore(context) ?? '') && !isUsualAdjective(word.toLowerCase()) && endsPhraseAt(next);
}

/**
 * Whether an -ing form is its verb taking an object, after a preposition ("in getting the
 * necessary votes", "of keeping the peace") or opening a sentence ("Climbing the steps, he
 * paused"): not a noun in -ing ("in the building", "of painting."). (Over Brown's 50,482 words:
 * after a preposition, 129 read as Brown does, none not; opening a sentence, 30 and none.)
 */
export function gerundWithObject(word: string, context: WordInSentence): boolean {
  return isIngForm(word) && OPENS_OBJECT.has(wordAfter(context, word) ?? '');
}
