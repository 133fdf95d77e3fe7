import { describe, expect, it } from 'vitest';
import { negativeContraction } from '../../../../lib/shared/english/contractions';
import { lookupTerms, shortFor } from '../../../../lib/shared/text/lookup-terms';

describe('what to ask for a word as it was read', () => {
  it.each([
    ['serendipity', ['serendipity']],
    ["journal's", ['journal']],
    ["teachers'", ['teachers']],
    ["it's", ["it's"]],
    ["don't", ['do']],
    ["won't", ['will']],
    ["can't", ['can']],
    ['gave up', ['give up']],
    ['looked up', ['looked up', 'look up']],
    ['naïve', ['naïve', 'naive']],
    ['élan', ['élan', 'elan']],
    ["vex'd", ['vexed']],
    ['lov’d', ['loved']],
    ["stopp'd", ['stopped']],
    ["I'd", ["I'd"]],
    ["they'd", ["they'd"]],
  ])('%s → %j', (text, tries) => {
    expect(lookupTerms(text).tries).toEqual(tries);
  });

  it('asks an irregular form as its headword when the sentence shows it in use, and never a comparison', () => {
    expect(lookupTerms('does', 'verb').tries).toEqual(['do']);
    expect(lookupTerms('saw', 'verb').tries).toEqual(['see']);
    expect(lookupTerms('mice', 'noun').tries).toEqual(['mouse']);
    expect(lookupTerms('does', 'noun').tries).toEqual(['does']);
    expect(lookupTerms('saw').tries).toEqual(['saw']);
    expect(lookupTerms('better', 'adjective').tries).toEqual(['better']);
  });

  it('asks a name of the page as written first, never as another word’s form', () => {
    expect(lookupTerms('Rose', 'noun', undefined, { name: true })).toEqual({ tries: ['Rose'], asWrittenFirst: true });
    expect(lookupTerms("Banks's", 'noun', undefined, { name: true })).toEqual({ tries: ['Banks'], asWrittenFirst: true });
  });

  it('asks a hyphenated compound whole, then the part double-clicked if the compound is no entry', () => {
    expect(lookupTerms('pin-money', undefined, 'pin').tries).toEqual(['pin-money', 'pin']);
    expect(lookupTerms('mother-in-law', 'noun', 'law').tries).toEqual(['mother-in-law', 'law']);
    expect(lookupTerms('well-known').tries).toEqual(['well-known']);
  });

  it('asks an -ing or -ed word read as a noun or an adjective as written first', () => {
    expect(lookupTerms('wedding', 'noun')).toEqual({ tries: ['wedding'], asWrittenFirst: true });
    expect(lookupTerms('running', 'adjective')).toEqual({ tries: ['running'], asWrittenFirst: true });
    expect(lookupTerms('wedding', 'verb')).toEqual({ tries: ['wedding'] });
  });

  it('asks an irregular verb form read as a noun as written first: "the ground" is no form of grind', () => {
    expect(lookupTerms('ground', 'noun')).toEqual({ tries: ['ground'], asWrittenFirst: true });
    expect(lookupTerms('rose', 'noun')).toEqual({ tries: ['rose'], asWrittenFirst: true });
    expect(lookupTerms('felt', 'noun')).toEqual({ tries: ['felt'], asWrittenFirst: true });
    expect(lookupTerms('fallen', 'adjective')).toEqual({ tries: ['fallen'], asWrittenFirst: true });
    expect(lookupTerms('ground', 'verb')).toEqual({ tries: ['grind'] });
    expect(lookupTerms('ground')).toEqual({ tries: ['ground'] });
  });

  it('asks an irregular form read after its verb as a word saying where or how as written first: "turned left" is no form of leave', () => {
    expect(lookupTerms('left', 'adverb')).toEqual({ tries: ['left'], asWrittenFirst: true });
  });

  it('asks a past\'s spelling where only a verb\'s plain form stands as the verb of its own: "will lay" is no past of lie', () => {
    const read = (sentence: string, word: string) => ({ sentence: { sentence, start: sentence.indexOf(word) } });
    expect(lookupTerms('lay', 'verb', undefined, read('Please lay the book on the table.', 'lay'))).toEqual({
      tries: ['lay'],
      asWrittenFirst: true,
    });
    expect(lookupTerms('found', 'verb', undefined, read('They hope to found a school.', 'found'))).toEqual({
      tries: ['found'],
      asWrittenFirst: true,
    });
    expect(lookupTerms('saw', 'verb', undefined, read('You must saw the plank in two.', 'saw'))).toEqual({
      tries: ['saw'],
      asWrittenFirst: true,
    });
    // After its subject, the past it is.
    expect(lookupTerms('lay', 'verb', undefined, read('She lay on the grass.', 'lay'))).toEqual({ tries: ['lie'] });
  });

  it('asks a verb in -s that is also an irregular plural as the verb where it is read as one: "he leaves" is no plural of leaf', () => {
    expect(lookupTerms('leaves', 'verb')).toEqual({ tries: ['leave', 'leaves'] });
    expect(lookupTerms('Lives', 'verb')).toEqual({ tries: ['live', 'Lives'] });
    expect(lookupTerms('bases', 'verb')).toEqual({ tries: ['base', 'bases'] });
    // Read as a noun, or as nothing in particular, the plural stands: leaf's, life's.
    expect(lookupTerms('leaves', 'noun')).toEqual({ tries: ['leaf'] });
    expect(lookupTerms('leaves')).toEqual({ tries: ['leaves'] });
    // Where the plural's noun is the verb too, the service's canonical form finds it: no second try.
    expect(lookupTerms('goes', 'verb')).toEqual({ tries: ['goes'] });
    expect(lookupTerms('axes', 'verb')).toEqual({ tries: ['axes'] });
    // A verb in -s with no irregular plural is asked as it is.
    expect(lookupTerms('walks', 'verb')).toEqual({ tries: ['walks'] });
  });

  it('asks a regular past the sentence reads as one as its verb first: "she closed the door" is no adjective "closed"', () => {
    // A vocabulary, as the background's word vectors give one, commonest first: "ad" is a word as well as "add".
    const words = [
      'close',
      'sign',
      'hop',
      'tire',
      'love',
      'finish',
      'rest',
      'add',
      'ad',
      'limit',
      'paint',
      'agree',
      'build',
      'interest',
      'bow',
      'dedicate',
      'fee',
      'meet',
      'wed',
      'charm',
      'tear',
      ...Array.from({ length: 30 }, (_, i) => `filler${i}`),
      'bowe',
    ];
    const read = (sentence: string, word: string) => ({
      sentence: { sentence, start: sentence.indexOf(word) },
      rank: (w: string) => (words.includes(w) ? words.indexOf(w) : undefined),
    });
    expect(lookupTerms('closed', 'verb', undefined, read('She closed the door.', 'closed'))).toEqual({ tries: ['close', 'closed'] });
    expect(lookupTerms('signed', 'verb', undefined, read('Then we signed the lease.', 'signed'))).toEqual({ tries: ['sign', 'signed'] });
    expect(lookupTerms('hopped', 'verb', undefined, read('They hopped off the bus.', 'hopped'))).toEqual({ tries: ['hop', 'hopped'] });
    expect(lookupTerms('tired', undefined, undefined, read('Thou tired soon.', 'tired'))).toEqual({ tries: ['tire', 'tired'] });
    expect(lookupTerms('lov’d', undefined, undefined, read('Thou lov’d her once.', 'lov’d'))).toEqual({ tries: ['love', 'loved'] });
    expect(lookupTerms('finished', 'verb', undefined, read('We have finished the report.', 'finished'))).toEqual({
      tries: ['finish', 'finished'],
    });
    expect(lookupTerms('rested', 'verb', undefined, read('The players rested before the match.', 'rested'))).toEqual({
      tries: ['rest', 'rested'],
    });
    // A verb in progress before its object: not the noun "building"; an adjective in -ing stays.
    expect(lookupTerms('building', 'verb', undefined, read('They were building a new bridge.', 'building'))).toEqual({
      tries: ['build', 'building'],
    });
    expect(lookupTerms('interesting', 'verb', undefined, read('The film was interesting.', 'interesting'))).toEqual({
      tries: ['interesting'],
    });
    // After a person as its subject, with its phrase ending there: the verb, unless it is a usual adjective.
    expect(lookupTerms('wedding', 'verb', undefined, read('They were wedding in June.', 'wedding'))).toEqual({ tries: ['wed', 'wedding'] });
    expect(lookupTerms('meeting', 'verb', undefined, read('We were meeting at noon.', 'meeting'))).toEqual({
      tries: ['meet', 'meeting'],
    });
    expect(lookupTerms('charming', 'verb', undefined, read('He was charming at dinner.', 'charming'))).toEqual({ tries: ['charming'] });
    expect(lookupTerms('wedding', 'noun', undefined, read('They were wedding guests.', 'wedding')).tries).toEqual(['wedding']);
    expect(lookupTerms('painting', 'verb', undefined, read('Her hobby was painting in oils.', 'painting')).tries).toEqual(['painting']);
    // A verb in -s: its verb, not the plural the form is an entry of too; a plural read as a noun stays.
    expect(lookupTerms('tears', 'verb', undefined, read('She tears the paper in half.', 'tears'))).toEqual({ tries: ['tear', 'tears'] });
    expect(lookupTerms('tears', 'noun', undefined, read('Her tears fell.', 'tears'))).toEqual({ tries: ['tears'] });
    // A far rarer word another base would be is no rival: "bowed" is bow's, not Bowe's.
    expect(lookupTerms('bowed', 'verb', undefined, read('He bowed to the queen.', 'bowed'))).toEqual({ tries: ['bow', 'bowed'] });
    // Where two bases are words about as common ("added": add, or ad?), or the verb is no word known, the word is asked as written.
    expect(lookupTerms('added', 'verb', undefined, read('He added a note.', 'added'))).toEqual({ tries: ['added'] });
    expect(lookupTerms('examined', 'verb', undefined, read('She examined it.', 'examined'))).toEqual({ tries: ['examined'] });
    // After "be", a form in -ed may well be the adjective it is an entry of: asked as written.
    expect(lookupTerms('tired', 'verb', undefined, read('She was tired.', 'tired'))).toEqual({ tries: ['tired'] });
    // As is an adjective before its noun, and a word with no sentence or no vocabulary.
    expect(lookupTerms('limited', 'verb', undefined, read('We have limited time.', 'limited'))).toEqual({ tries: ['limited'] });
    expect(lookupTerms('painted', undefined, undefined, read('The newly painted door.', 'painted'))).toEqual({ tries: ['painted'] });
    expect(lookupTerms('closed', 'verb')).toEqual({ tries: ['closed'] });
    expect(lookupTerms('closed', 'verb', undefined, { sentence: read('She closed the door.', 'closed').sentence })).toEqual({
      tries: ['closed'],
    });
    expect(lookupTerms('agreed', 'verb', undefined, read('They agreed at once.', 'agreed'))).toEqual({ tries: ['agreed'] });
    expect(lookupTerms('feed', 'verb', undefined, read('They feed the cat.', 'feed'))).toEqual({ tries: ['feed'] });
    // The lemma the spelling rules prefer is no word ("dedicat"): the base the vocabulary knows.
    expect(lookupTerms('dedicated', 'verb', undefined, read('She dedicated her book.', 'dedicated'))).toEqual({
      tries: ['dedicate', 'dedicated'],
    });
  });

  it('says what a negative contraction stands for', () => {
    expect(negativeContraction("won't")).toEqual({ verb: 'will', expansion: 'will not' });
    expect(negativeContraction("can't")).toEqual({ verb: 'can', expansion: 'cannot' });
    expect(negativeContraction("doesn't")).toEqual({ verb: 'do', expansion: 'does not' });
    expect(negativeContraction('done')).toBeUndefined();
    // Older English's 'tis and 'twas, as a double-click selects them (without the apostrophe) or not.
    expect(shortFor('Tis')).toEqual({ verb: 'be', expansion: 'it is' });
    expect(shortFor("'twas")).toEqual({ verb: 'be', expansion: 'it was' });
    expect(lookupTerms('Tis').tries).toEqual(['be']);
    expect(shortFor("don't")).toEqual({ verb: 'do', expansion: 'do not' });
    // Twill is a cloth too; "this" is no contraction.
    expect(shortFor('twill')).toBeUndefined();
    expect(shortFor('this')).toBeUndefined();
  });

  it('takes accents off', () => {
    // Joined letters are spelled apart, as dictionaries enter them.
    expect(lookupTerms('manœuvre').tries).toEqual(['manœuvre', 'manoeuvre']);
    expect(lookupTerms('naïve').tries).toEqual(['naïve', 'naive']);
  });

  it('asks for the entry a reader expects: a possessive of a compound, an adverb of its adjective', () => {
    expect(lookupTerms("to-day's").tries).toEqual(['to-day']);
    // Double-clicked on "day": the compound's owner, then the part.
    expect(lookupTerms("to-day's", undefined, 'day').tries).toEqual(['to-day', 'day']);
    expect(lookupTerms('glutinously').tries).toEqual(['glutinously', 'glutinous']);
    expect(lookupTerms('happily').tries).toEqual(['happily', 'happy']);
    // No -ly to take off.
    expect(lookupTerms('only').tries).toEqual(['only']);
  });
});
