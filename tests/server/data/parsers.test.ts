import { describe, expect, it } from 'vitest';
import { bigramScores } from '../../../server/data/build/corpus.ts';
import { arpabetToIpa, parseArpabet, rhymeKey, rhymeOnset, stressPattern, syllabify } from '../../../server/data/ipa.ts';
import { britishDictionaryIpa, dictionaryIpa } from '../../../server/shared/english-phones.ts';
import { detach, regularInflections } from '../../../lib/shared/english/inflection.ts';
import { detokenize, normalizeTag, readBrownTexts } from '../../../server/data/sources/brown.ts';
import { showsWord } from '../../../server/data/build/gcide.ts';
import { arpabetShape, ipaShape } from '../../../server/data/build/pronunciation-check.ts';
import { readGcideArticle } from '../../../server/data/sources/gcide-entry.ts';
import { greekWord, withGreekScript } from '../../../server/data/sources/gcide-greek.ts';
import { splitGloss } from '../../../server/data/sources/wordnet.ts';
import { splitSpelling } from '../../../server/data/syllables.ts';
import { globMatches, literalPrefix } from '../../../server/stores/words/glob.ts';
import { loadRecordings } from '../../support/recordings.ts';

describe('ARPAbet to IPA', () => {
  it('writes General American IPA with the stress mark at the start of the stressed syllable', () => {
    expect(arpabetToIpa('R UW1 B IY0')).toBe('ˈɹuːbi');
    expect(arpabetToIpa('AH0 B AW1 T')).toBe('əˈbaʊt');
    expect(arpabetToIpa('AH2 N D ER0 S T AE1 N D')).toBe('ˌʌndɚˈstænd');
    expect(arpabetToIpa('EH1 K S T R AH0')).toBe('ˈɛkstɹə');
    expect(arpabetToIpa('D AO1 G')).toBe('ˈdɔɡ');
  });

  it('splits phones into one syllable per vowel by maximal onset', () => {
    const syllables = syllabify(parseArpabet('K AH0 N T R OW1 L')).map((s) => s.map((p) => p.symbol).join(' '));
    expect(syllables).toEqual(['K AH N', 'T R OW L']);
    expect(stressPattern('S EH2 R AH0 N D IH1 P IH0 T IY0')).toEqual([2, 0, 1, 0, 0]);
  });

  it('takes the rhyme from the last stressed vowel, stress digits dropped', () => {
    expect(rhymeKey('S AH1 F ER0 IH0 NG')).toBe('AH F ER IH NG');
    expect(rhymeKey('B AH1 F ER0 IH0 NG')).toBe(rhymeKey('S AH1 F ER0 IH0 NG'));
    expect(rhymeKey('AH0')).toBe('AH');
    expect(rhymeOnset('AH0 N HH AE1 P IY0')).toBe('HH');
    expect(rhymeOnset('AE1 P AH0 L')).toBe('');
  });

  it('rejects what is not ARPAbet', () => {
    expect(() => parseArpabet('R UW1 #')).toThrow();
  });
});

describe('spelling syllables', () => {
  const split = (word: string, arpabet: string, inflected = false) =>
    splitSpelling(word, arpabet, () => inflected);

  it('splits only into as many pieces as CMUdict has syllables, and marks the primary stress', () => {
    expect(split('ruby', 'R UW1 B IY0')).toEqual({ pieces: ['ru', 'by'], stressed: 0 });
    expect(split('banana', 'B AH0 N AE1 N AH0')).toEqual({ pieces: ['ba', 'nan', 'a'], stressed: 1 });
    expect(split('table', 'T EY1 B AH0 L')?.pieces).toEqual(['ta', 'ble']);
    expect(split('lion', 'L AY1 AH0 N')?.pieces).toEqual(['li', 'on']);
    expect(split('jumped', 'JH AH1 M P T')?.pieces).toEqual(['jumped']);
  });

  it('starts a syllable at an attested inflectional ending', () => {
    expect(split('suffering', 'S AH1 F ER0 IH0 NG', true)?.pieces).toEqual(['suf', 'fer', 'ing']);
    expect(split('running', 'R AH1 N IH0 NG', true)?.pieces).toEqual(['run', 'ning']);
  });

  it('gives nothing rather than a wrong count', () => {
    expect(split('business', 'B IH1 Z N AH0 S')).toBeUndefined();
    expect(split('rhythm', 'R IH1 DH AH0 M')).toBeUndefined();
    expect(split('fish eagle', 'F IH1 SH IY1 G AH0 L')).toBeUndefined();
  });
});

describe('WordNet glosses', () => {
  it('splits the quoted examples out of the definition', () => {
    expect(
      splitGloss(
        'a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds; "the dog barked all night"',
      ),
    ).toEqual({
      definition:
        'a member of the genus Canis (probably descended from the common wolf) that has been domesticated by man since prehistoric times; occurs in many breeds',
      examples: ['the dog barked all night'],
    });
  });

  it("keeps a quotation's author and quotes inside a definition", () => {
    expect(splitGloss('to be "on"; "he is on"; "roared in to take the town"-R.A.Billington')).toEqual({
      definition: 'to be "on"',
      examples: ['he is on', 'roared in to take the town — R.A.Billington'],
    });
  });
});

describe('syllables and main stress, to check CMUdict against GCIDE', () => {
  it('reads them from ARPAbet and from eSpeak NG’s IPA', () => {
    // CMUdict drops a vowel of mortification and stresses its first syllable; GCIDE marks Mor`ti*fi*ca"tion.
    expect(arpabetShape('M AO1 R T AH0 F K EY2 SH AH0 N')).toEqual({ syllables: 4, stressed: 0 });
    expect(ipaShape('mˌɔːɹɾɪfɪkˈeɪʃən')).toEqual({ syllables: 5, stressed: 3 });
    expect(ipaShape(dictionaryIpa('mˌɔːɹɾɪfɪkˈeɪʃən'))).toEqual({ syllables: 5, stressed: 3 });
    expect(ipaShape('kˈændɚ')).toEqual({ syllables: 2, stressed: 0 });
    expect(ipaShape('əfˈɪʃəs')).toEqual({ syllables: 3, stressed: 1 });
    expect(arpabetShape('K AE1 N D ER0')).toEqual({ syllables: 2, stressed: 0 });
  });
});

describe('a GCIDE quotation as an example of its word', () => {
  it('shows the word in any of its forms, or is no example of it', () => {
    expect(showsWord('That he might . . . abandon them from him.', 'abandon')).toBe(true);
    expect(showsWord('Being all this time abandoned from your bed.', 'abandon')).toBe(true);
    expect(showsWord('He hopeth all things.', 'hope')).toBe(true);
    expect(showsWord('And he went his way.', 'go', ['went', 'gone'])).toBe(true);
    expect(showsWord('Hope was overcome.', 'abandon')).toBe(false);
    expect(showsWord('a ruby silver cup', 'ruby silver')).toBe(true);
  });
});

describe('notation a reader does not read', () => {
  it("writes WordNet's `quotes' as a reader does, an apostrophe inside kept", () => {
    expect(splitGloss("the human face (`kisser' and `smiler' and `mug' are informal terms for `face' and `phiz' is British)").definition).toBe(
      'the human face (‘kisser’ and ‘smiler’ and ‘mug’ are informal terms for ‘face’ and ‘phiz’ is British)',
    );
    expect(splitGloss('"`we\'re out of milk\', she said"').examples).toEqual(['‘we\'re out of milk’, she said']);
  });

  it('reads a number alone on its line as the head of its lettered senses, not as a sense', () => {
    const music = readGcideArticle(`Music \\Mu"sic\\, n.
   1. The science and the art of tones.
      [1913 Webster]

   2.
      (a) Melody; a rhythmical and otherwise agreeable
          succession of tones.
      (b) Harmony; an accordant combination of simultaneous
          tones.
          [1913 Webster]

   3. The written and printed notation of a musical composition.
      [1913 Webster]`);
    expect(music?.senses.map((s) => [s.number, s.text])).toEqual([
      ['1', 'The science and the art of tones.'],
      ['2a', 'Melody; a rhythmical and otherwise agreeable succession of tones.'],
      ['2b', 'Harmony; an accordant combination of simultaneous tones.'],
      ['3', 'The written and printed notation of a musical composition.'],
    ]);
  });

  it('reads no sense in a full stop set on its own line, nor in a run-on word’s part of speech', () => {
    const zealous = readGcideArticle(`Zealous \\Zeal"ous\\, a.
   1. Filled with, or characterized by, zeal.
      [1913 Webster]

            Excess of cold, as well as heat, pains us. --Locke
      .
      [1913 Webster]

   2. Filled with religious zeal. [Obs.] --Shak.
      [1913 Webster] -- {Zeal"ous*ly}, adv. -- {Zeal"ous*ness},
      n.
      [1913 Webster]`);
    expect(zealous?.senses.map((s) => s.text)).toEqual(['Filled with, or characterized by, zeal.', 'Filled with religious zeal.']);
  });

  it('reads lettered senses set a column further under a number of two digits', () => {
    const air = readGcideArticle(`Air \\Air\\, n.
   10. (Mus.)
       (a) A musical idea, or motive, rhythmically developed in
           consecutive single tones.
       (b) In harmonized chorals, the part which bears the tune.
           [1913 Webster]`);
    expect(air?.senses.map((s) => [s.number, s.labels, s.text])).toEqual([
      ['10a', ['Mus.'], 'A musical idea, or motive, rhythmically developed in consecutive single tones.'],
      ['10b', ['Mus.'], 'In harmonized chorals, the part which bears the tune.'],
    ]);
  });

  it('reads a reference in double braces as one link', () => {
    const alosa = readGcideArticle(`Alosa \\A*lo"sa\\, n.
   A genus of shad. It replaces the older term {{Clupea}}.
   [WordNet 1.5]`);
    expect(alosa?.senses[0]?.text).toBe('A genus of shad. It replaces the older term <xref>Clupea</xref>.');
  });

  it('gives a quotation typed straight after a sentence its space', () => {
    const tomorrow = readGcideArticle(`Tomorrow \\To*mor"row\\, n.
   The day after the present; the morrow."To-morrow is our
   wedding day." -- Cowper.
   [1913 Webster]`);
    expect(tomorrow?.senses[0]?.text).toBe('The day after the present; the morrow. "To-morrow is our wedding day."');
  });

  it("makes GCIDE's “[Written also …]” a sentence of links and takes its WordNet stubs off", () => {
    const achene = readGcideArticle(`Achene \\A*chene"\\, Achenium \\A*che"ni*um\\n. [Gr. 'a priv. + ? to
   gape.] (Bot.)
   A small, dry, indehiscent fruit, containing a single seed, as
   in the buttercup; -- called a {naked seed} by the earlier
   botanists. [Written also {akene} and {ach[ae]nium}.]
   [1913 Webster]`);
    expect(achene?.senses[0]?.text).toMatch(/botanists\. Written also <xref>akene<\/xref> and <xref>ach(?:ae|æ)nium<\/xref>\.$/);
    const acknowledged = readGcideArticle(`acknowledged \\ac*knowl"edged\\ ([a^]k*n[o^]l"[e^]jd) adj.
   Generally accepted or recognized as correct or reasonable.
   Opposite of {unacknowledged}. [Narrower terms: {given,
   granted}; {unquestionable (vs. questionable)}] Also See:
   {known}.

   Syn: accepted, recognized
        [WordNet 1.5 +PJC]`);
    expect(acknowledged?.senses[0]?.text).toBe(
      'Generally accepted or recognized as correct or reasonable. Opposite of <xref>unacknowledged</xref>.',
    );
  });
});

describe('eSpeak NG’s IPA as dictionaries write it', () => {
  it('moves each stress mark from before its vowel to the start of its syllable (the longest onset English allows)', () => {
    expect(dictionaryIpa('swˈiːtbɹɛdz')).toBe('ˈswiːtbɹɛdz');
    expect(dictionaryIpa('mˌɔːɹɾɪfɪkˈeɪʃən')).toBe('ˌmɔːɹɾɪfɪˈkeɪʃən');
    expect(dictionaryIpa('əfˈɪʃəs')).toBe('əˈfɪʃəs');
    expect(dictionaryIpa('kənstɹˈʌkʃən')).toBe('kənˈstɹʌkʃən');
    expect(dictionaryIpa('tʃˈɜːtʃ')).toBe('ˈtʃɜːtʃ');
    // "ksp" begins no English syllable; "sp" does.
    expect(dictionaryIpa('ɛkspˈɛɹɪmənt')).toBe('ɛkˈspɛɹɪmənt');
    expect(dictionaryIpa('ˈæpəl')).toBe('ˈæpəl');
  });

  it('writes eSpeak’s own signs for a reduced vowel as the IPA’s', () => {
    expect(dictionaryIpa('dᵻspˈætʃ')).toBe('dɪˈspætʃ');
    expect(dictionaryIpa('bˈɒtᵊl')).toBe('ˈbɒtəl');
  });

  it('reads the British voice’s yod as part of its syllable’s onset, where American English has none', () => {
    // eSpeak NG's en-gb, as the build reads it.
    expect(britishDictionaryIpa('njˈuː')).toBe('ˈnjuː');
    expect(britishDictionaryIpa('stjˈuːdənt')).toBe('ˈstjuːdənt');
    expect(britishDictionaryIpa('ɹɪdjˈuːs')).toBe('ɹɪˈdjuːs');
    expect(britishDictionaryIpa('ɛnθjˈuːziˌazəm')).toBe('ɛnˈθjuːziˌazəm');
    expect(britishDictionaryIpa('wˈɔːtə')).toBe('ˈwɔːtə');
    // "ft" begins no syllable, British or American.
    expect(britishDictionaryIpa('lɛftˈɛnənt')).toBe('lɛfˈtɛnənt');
    expect(britishDictionaryIpa('dᵻspˈatʃ')).toBe('dɪˈspatʃ');
    expect(britishDictionaryIpa('lɐbˈɒɹətɹi')).toBe('ləˈbɒɹətɹi');
    expect(britishDictionaryIpa('nˈasɐ')).toBe('ˈnasə');
    // The American voice's onsets are CMUdict's, which have no such run.
    expect(dictionaryIpa('njˈuː')).toBe('nˈjuː');
  });
});

describe('Greek in GCIDE’s etymologies', () => {
  it('writes a transliterated word in Greek letters, breathings and accents on their vowels', () => {
    const words: [string, string][] = [
      ["'a`bax", 'ἄβαξ'],
      ['"rei^n', 'ῥεῖν'],
      ['qei^chos', 'θεῖχος'],
      ['"y`dwr', 'ὕδωρ'],
      ["'Abdhri`ths", 'Ἀβδηρίτης'],
      ['"apsi^dos', 'ἁψῖδος'],
      ["'archierey`s", 'ἀρχιερεύς'],
      ["e'i^dos", 'εἶδος'],
      ["'ai`ma", 'αἴμα'],
      ['boubw`n', 'βουβών'],
      ['ai:`ssw', 'αΐσσω'],
    ];
    for (const [code, greek] of words) expect(greekWord(code), code).toBe(greek);
    // No marks, or letters Greek has no place for: not a Greek word.
    expect(greekWord('bear')).toBeUndefined();
    expect(greekWord('cu`p')).toBeUndefined();
  });

  it('reads as Greek only the marked words after "Gr.", up to another language or a name', () => {
    expect(withGreekScript('[Gr. \'a priv. + mh`n month + "rei^n to flow: cf. F. amenorrhee.]')).toBe(
      '[Gr. ἀ priv. + μήν month + ῥεῖν to flow: cf. F. amenorrhee.]',
    );
    expect(withGreekScript("[Russ. archierei, fr. Gr. 'archierey`s; pref. 'archi- (E. arch-) + \"ierey`s priest.]")).toBe(
      '[Russ. archierei, fr. Gr. ἀρχιερεύς; pref. ἀρχι- (E. arch-) + ἱερεύς priest.]',
    );
    expect(withGreekScript('[Pref. anti- + Gr. "e`lmins, -inqos, worm.]')).toBe('[Pref. anti- + Gr. ἕλμινς, -ινθος, worm.]');
    // Arabic and Chinese write ` too; a name ends the Greek ("Eustathius", then a title in quotes).
    expect(withGreekScript('[all fr. Ar. al`ud; al the + `ud wood]')).toBe('[all fr. Ar. al`ud; al the + `ud wood]');
    expect(withGreekScript('[Gr. \'anqo`lops, -lopos, Eustathius, "Hexaem.," p. 36.]')).toBe('[Gr. ἀνθόλοψ, -λοπος, Eustathius, "Hexaem.," p. 36.]');
    expect(withGreekScript('[L. fr. Gr. tei^chos; Skr. ma^tr, -form]')).toBe('[L. fr. Gr. τεῖχος; Skr. ma^tr, -form]');
  });
});

describe('what belongs to a GCIDE headword', () => {
  it('runs a sense on to a line that starts with a link while its bracket is open, and leaves a phrase’s lettered senses to the phrase', () => {
    const marsh = readGcideArticle(`Marsh \\Marsh\\, n. [OE. mersch, AS. mersc, fr. mere lake. See
   {Mere} pool, and cf. {Marish}, {Morass}.]
   A tract of soft wet land, commonly covered partially or
   wholly with water; a fen; a swamp; a morass. [Written also
   {marish}.]
   [1913 Webster]

   {Marsh elder}. (Bot.)
   (a) The guelder-rose or cranberry tree ({Viburnum Opulus}).
   (b) In the United States, a composite shrub growing in salt
       marshes ({Iva frutescens}).

   {Marsh hawk}. (Zool.)
   (a) A hawk or harrier ({Circus cyaneus}), native of both
       America and Europe.
   (b) The marsh harrier.
       [1913 Webster]`);
    expect(marsh?.senses.map((sense) => sense.text)).toEqual([
      'A tract of soft wet land, commonly covered partially or wholly with water; a fen; a swamp; a morass. Written also <xref>marish</xref>.',
    ]);
  });

  it('keeps the lettered senses of a numbered sense that follows a phrase', () => {
    const then = readGcideArticle(`Then \\Then\\, adv.
   1. At that time.
      [1913 Webster]

   {By then}.
      (a) By that time.
      (b) By the time that. [Obs.]
          [1913 Webster]

   2. (Naut.)
      (a) Soon afterward.
      (b) Next.`);
    expect(then?.senses.map((sense) => [sense.number, sense.text])).toEqual([
      ['1', 'At that time.'],
      ['2a', 'Soon afterward.'],
      ['2b', 'Next.'],
    ]);
  });
});

describe('Brown corpus text', () => {
  it('turns tokens into readable text', () => {
    expect(detokenize(['``', 'Only', 'a', 'handful', "''", ',', 'the', 'jury', 'said', '--', 'again', '.'])).toBe(
      '“Only a handful”, the jury said—again.',
    );
    expect(detokenize(['He', 'paid', '$', '5', '(', 'cash', ')', '.'])).toBe('He paid $5 (cash).');
    expect(detokenize(['a', "'", 'pro', "'", 'view'])).toBe('a ‘pro’ view');
  });

  it('drops title and headline marks from tags', () => {
    expect(normalizeTag('nn-tl')).toBe('nn');
    expect(normalizeTag('fw-nns-hl')).toBe('nns');
    expect(normalizeTag('pps+bez')).toBe('pps+bez');
  });

  it('reads the 500 texts with their genre and source', () => {
    const texts = readBrownTexts();
    expect(texts).toHaveLength(500);
    expect(texts[0]).toEqual({ id: 'ca01', genre: 'news', source: 'The Atlanta Constitution' });
    expect(texts.every((t) => t.genre !== '' && t.source !== '')).toBe(true);
    // Written as plain text, not as the HTML entities of CONTENTS (Harper &amp; Brothers).
    expect(texts.filter((t) => /&[#a-z0-9]+;/i.test(t.source))).toEqual([]);
    expect(texts.some((t) => t.source.includes('Harper & Brothers'))).toBe(true);
  });
});

describe('morphology', () => {
  it("applies WordNet's detachment rules", () => {
    expect(detach('boxes', 'n')).toEqual(['boxe', 'box']);
    expect(detach('hoping', 'v')).toEqual(['hope', 'hop']);
    expect(detach('quickly', 'r')).toEqual([]);
  });

  it('proposes regular inflections with English spelling rules', () => {
    const forms = (base: string, pos: 'n' | 'v' | 'a', stress?: boolean) =>
      regularInflections(base, pos, stress).map((c) => c.form);
    expect(forms('box', 'n')).toEqual(['boxes']);
    expect(forms('hop', 'v')).toEqual(['hops', 'hopped', 'hopping']);
    expect(forms('hope', 'v')).toEqual(['hopes', 'hoped', 'hoping']);
    expect(forms('visit', 'v', false)).toEqual(['visits', 'visited', 'visiting']);
    expect(forms('refer', 'v', true)).toEqual(['refers', 'referred', 'referring']);
    expect(forms('happy', 'a')).toEqual(['happier', 'happiest']);
    expect(forms('big', 'a')).toEqual(['bigger', 'biggest']);
  });
});

describe('search patterns', () => {
  it.each([
    ['ser*', 'serendipity', true],
    ['*ness', 'happiness', true],
    ['s?r*ty', 'serenity', true],
    ['s?r*ty', 'sorry', false],
    ['*', '', true],
    ['?', '', false],
    ['c?t', 'cat', true],
    ['c?t', 'cart', false],
    ['[a]*', 'a', false],
    ['[a]*', '[a]x', true],
    ['Ser*', 'serbia', false],
    ['?', '\u{1F600}', true],
  ])('match as GLOB does, with * and ? only (brackets are literal): %s on %s is %s', (pattern, text, expected) => {
    expect(globMatches(pattern, text)).toBe(expected);
  });

  it('cost at most pattern × word, where GLOB and regular expressions backtrack exponentially', () => {
    const pattern = `${'*a'.repeat(30)}*b`;
    const word = 'a'.repeat(60);
    const started = performance.now();
    expect(globMatches(pattern, word)).toBe(false);
    // Exponential backtracking would take far longer than this generous bound.
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('narrow the entries to those starting with the literal prefix', () => {
    expect(literalPrefix('ser*')).toBe('ser');
    expect(literalPrefix('s?r*ty')).toBe('s');
    expect(literalPrefix('*ness')).toBe('');
    expect(literalPrefix('dog')).toBe('dog');
  });
});

describe('phrase scores', () => {
  it('weigh MI by the count as the live service does', () => {
    const recorded = loadRecordings().find((r) => r.name === 'phrases')?.response.body as {
      count: number;
      mi: number;
      wlmi: number;
    }[];
    expect(recorded.length).toBeGreaterThan(0);
    for (const bigram of recorded) expect(bigram.wlmi - bigram.mi).toBeCloseTo(Math.log2(bigram.count), 9);
    // count 7 of a pair whose words occur 70 and 100 times in 1,000,000 tokens
    const scores = bigramScores(7, 70, 100, 1_000_000);
    expect(scores.mi).toBeCloseTo(Math.log2(1000), 9);
    expect(scores.wlmi).toBeCloseTo(Math.log2(1000) + Math.log2(7), 9);
  });
});
