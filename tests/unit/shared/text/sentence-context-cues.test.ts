/**
 * More of what a sentence makes plain of a word's part of speech (sentence-context.ts,
 * verb-after-subject.ts): each reading here was kept for moving more of Brown's words to
 * Brown's part than away (`npm run bench:taggers -- --words 60000 --seed 3 --only cues`).
 */
import { describe, expect, it } from 'vitest';
import { partOfSpeechInSentence } from '../../../../lib/shared/text/sentence-context';
import { formRelations, lemma } from '../../../../lib/shared/english/forms';

const at = (sentence: string, word: string) => ({ sentence, start: sentence.indexOf(word) });

describe('more of the part of speech a sentence gives a word', () => {
  it.each([
    // A usual adjective between a determiner and a word it may describe describes it.
    ['They left him in their small rooms with his books.', 'small', 'adjective'],
    ['He felt the cold wind.', 'cold', 'adjective'],
    ['The cold is bitter.', 'cold', 'noun'],
    ['It was a matter of great importance.', 'great', 'adjective'],
    ['Made of felt.', 'felt', 'noun'],
    ['It was a hunger for money, gold and precious objects.', 'precious', 'adjective'],
    ['They scraped off the mold and made fish soup.', 'made', undefined],
    // A plain word after "to" is its infinitive, but after a word "to" joins to a noun, or a name.
    ['He would do anything to stay alive.', 'stay', 'verb'],
    ['They began to dance.', 'dance', 'verb'],
    ['The list is up to date.', 'date', undefined],
    ['Prices vary according to state law.', 'state', undefined],
    ['They flew to Paris.', 'Paris', undefined],
    // After "it" opening its sentence, or a pronoun of no one person, a verb's form is its verb.
    ['It struck me as a very bright dog.', 'struck', 'verb'],
    ['Nobody knows what comes next.', 'knows', 'verb'],
    ['This set must consist of isolated points.', 'set', 'noun'],
    // "Only" between a subject and its verb; an adverb of time or degree opening a sentence.
    ['We only want peace.', 'only', 'adverb'],
    ['Only the hum of insects.', 'Only', 'adverb'],
    ['Then he left.', 'Then', 'adverb'],
    // "Ago", "together", "apart": adverbs wherever they stand ("alone" may be an adjective after "be").
    ['It happened two weeks ago when he spoke.', 'ago', 'adverb'],
    ['Love and marriage go together like a horse and carriage.', 'together', 'adverb'],
    // A sentence's first word before "be", "have" or a modal is its subject; not a participle that opens it inverted.
    ['Courses are offered in ethics.', 'Courses', 'noun'],
    ['Costs were held down.', 'Costs', 'noun'],
    ['Gone are the days.', 'Gone', undefined],
    // An -ing form taking an object is its verb, after a preposition or opening a sentence.
    ['He succeeded in getting the necessary votes.', 'getting', 'verb'],
    ['Climbing the steps, he paused.', 'Climbing', 'verb'],
    ['She stood in the building all day.', 'building', 'noun'],
    // After "and" or "or", a word taking an object is a verb joined to the one before; not an adverb.
    ['He supervised the cleanups and handled the shipments.', 'handled', 'verb'],
    ['She wanted to walk to the monument and lay a wreath.', 'lay', 'verb'],
    ['It rained there, and even the grass was gray.', 'even', 'adverb'],
    // A word opening a phrase after a comma, taking an object, is a verb; not a name or an adjective.
    ['The team, after the long trip, won the game.', 'won', 'verb'],
    ['Near the door, John the baker waited.', 'John', undefined],
    // After a subject's "'ll" or "'d", and after "let's", a verb.
    ['I’ll sleep out here on the couch.', 'sleep', 'verb'],
    ["Let's resume the story.", 'resume', 'verb'],
  ])('%s: %s', (sentence, word, expected) => {
    expect(partOfSpeechInSentence(word, at(sentence, word), formRelations(word, lemma(word)))).toBe(expected);
  });
});
