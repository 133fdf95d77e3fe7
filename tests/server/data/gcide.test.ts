/**
 * GCIDE read from real articles: the committed excerpt of the Debian package's dictd files
 * (tests/server/data/gcide-excerpt), so these run the same with or without the package, and
 * the build step on an empty folder, as on a machine without it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GCIDE_EXCERPT } from '../../../dev/paths.ts';
import { createBuildDatabase } from '../../../server/data/build/database.ts';
import { readGcideArticles, writeGcide } from '../../../server/data/build/gcide.ts';
import { gcideWords } from '../../../server/data/build/gcide-headwords.ts';
import { startProgress } from '../../../server/data/build/progress.ts';
import { GCIDE_ABSENT, gcideInstalled, readGcide } from '../../../server/data/sources/gcide.ts';
import { readHeader, readSyllables } from '../../../server/data/sources/gcide-header.ts';
import { respelling } from '../../../server/data/sources/gcide-respelling.ts';

const articles = readGcide(GCIDE_EXCERPT);
const articlesOf = (word: string) => articles.filter((article) => article.headwords[0]?.word === word);

describe('GCIDE articles', () => {
  it('reads every article of the excerpt once, in file order', () => {
    expect(articles.map((article) => `${article.headwords[0]?.word} ${article.partOfSpeech}`)).toEqual([
      'Abaft preposition',
      'Abaft adverb',
      'Abandon verb-transitive',
      'Abandon noun',
      'Abandon noun',
      'Abatis noun',
      'Ruby noun',
      'Ruby adjective',
      'Ruby verb-transitive',
      'Aband verb-transitive',
      'Ab- undefined',
      'Abidjan administrative proper-noun',
      'Arion proper-noun',
      'Cafe noun',
      'Abacination noun',
      'Invigorate verb-transitive',
      'Dandy noun',
      'Abalienation noun',
      'Abarticulation noun',
      'Abannation noun',
      'Hemastatic adjective',
      'Adjuster noun',
      'Antarctic adjective',
      'Able-minded adjective',
      'Unwept undefined',
      'Wept undefined',
      'Weep verb-intransitive',
      'Weep noun',
      'Weep verb-transitive',
      'Weep undefined',
      'Center verb-intransitive',
      'Centring noun',
      'Centering noun',
      'center noun',
      'Center verb-transitive',
      'Release noun',
      'Release verb-transitive',
      'Release verb-transitive',
      'Bass noun',
      'Bass noun',
      'Bass noun',
      'Bass adjective',
      'Bass verb-transitive',
    ]);
  });

  it('reads a header over several lines as header, never as a sense: forms, a plural’s pronunciation, an etymology on its own line, a second headword at the margin', () => {
    const [invigorate] = articlesOf('Invigorate');
    expect(invigorate?.verbForms).toEqual(['Invigorated', 'Invigorating']);
    expect(invigorate?.etymology).toBe('<ety>[Pref. in- in + vigor.]</ety>');
    expect(invigorate?.senses.map((sense) => sense.text)).toEqual(['To give vigor to; to strengthen; to animate; to give life and energy to.']);
    const [dandy] = articlesOf('Dandy');
    expect(dandy?.plurals).toEqual(['Dandies']);
    expect(dandy?.etymology).toMatch(/^<ety>\[Cf\. F\. dandin, .* Senses 2 &amp; 3 are of uncertain etymology\.\]<\/ety>$/);
    const [abalienation] = articlesOf('Abalienation');
    expect(abalienation?.etymology).toBe('<ety>[L. abalienatio: cf. F. abalienation.]</ety>');
    expect(abalienation?.senses).toEqual([{ number: '', labels: ['Obs.'], text: 'The act of abalienating; alienation; estrangement.', quotations: [], notes: [] }]);
    const [abarticulation] = articlesOf('Abarticulation');
    expect(abarticulation?.partOfSpeech).toBe('noun');
    expect(abarticulation?.senses[0]?.labels).toEqual(['Anat.']);
    expect(abarticulation?.senses[0]?.text).toMatch(/^Articulation, usually/);
    const [abannation] = articlesOf('Abannation');
    expect(abannation?.headwords.map((headword) => headword.word)).toEqual(['Abannation', 'Abannition']);
    expect(abannation?.senses.map((sense) => sense.text)).toEqual(['Banishment.']);
    const [hemastatic] = articlesOf('Hemastatic');
    expect(hemastatic?.senses.map((sense) => sense.text)).toEqual(['Same as <xref>Hemostatic</xref>.']);
    // No pronunciation, syllable mark, bracket code or credit reaches a sense's text.
    for (const article of [invigorate, dandy, abalienation, abarticulation, abannation, hemastatic]) {
      for (const sense of article?.senses ?? []) expect(sense.text).not.toMatch(/["*\\[\]]|^&|\(-/);
    }
  });

  it('reads lettered senses under a number, each whole and with the number’s labels', () => {
    const [dandy] = articlesOf('Dandy');
    expect(dandy?.senses.map((sense) => [sense.number, sense.labels, sense.text])).toEqual([
      ['1', [], 'One who affects special finery or gives undue attention to dress; a fop; a coxcomb.'],
      ['2a', ['Naut.'], 'A sloop or cutter with a jigger on which a lugsail is set.'],
      ['2b', ['Naut.'], 'A small sail carried at or near the stern of small boats; -- called also <xref>jigger</xref>, and <xref>mizzen</xref>.'],
      ['3', [], 'A dandy roller. See below.'],
    ]);
  });

  it('writes the characters GCIDE names in brackets as themselves ([deg] °, [min] ′)', () => {
    const [antarctic] = articlesOf('Antarctic');
    expect(antarctic?.senses[0]?.text).toContain('distant from the pole 23° 28′. Thus');
    expect(antarctic?.etymology).toMatch(/^<ety>\[OE\. antartik, .* See <xref>Arctic<\/xref>\.\]<\/ety>$/);
  });

  it('leaves a word run on after a sense (-- {A`ble-mind"ed*ness}, n.) out of the sense’s text', () => {
    const [ableMinded] = articlesOf('Able-minded');
    expect(ableMinded?.senses.map((sense) => sense.text)).toEqual(['Having much intellectual power.']);
  });

  it('ends a sense at an editor’s credit, whoever the editor, and whatever follows it on the line', () => {
    const [adjuster] = articlesOf('Adjuster');
    expect(adjuster?.senses[1]?.text).toMatch(/paid to the policyholder\.$/);
  });

  it('reads a header that runs on to the next line when the part of speech is wrapped onto it', () => {
    const [abacination] = articlesOf('Abacination');
    expect(abacination?.headwords).toEqual([
      { word: 'Abacination', syllables: ['A', 'bac', 'i', 'na', 'tion'], stressed: 3, respelling: 'ȧ-băs″ĭ-nā′shŭn' },
    ]);
    expect(abacination?.senses).toEqual([{ number: '', labels: ['R.'], text: 'The act of abacinating.', quotations: [], notes: [] }]);
  });

  it('reads a noun: syllables and stress, plural, etymology, numbered senses with field labels, notes and quotations', () => {
    const [ruby] = articlesOf('Ruby');
    expect(ruby?.headwords).toEqual([{ word: 'Ruby', syllables: ['Ru', 'by'], stressed: 0 }]);
    expect(ruby?.plurals).toEqual(['Rubies']);
    expect(ruby?.etymology).toBe(
      '<ety>[F. rubis (cf. Pr. robi), LL. rubinus, robinus, fr. L. rubeus red, reddish, akin to ruber. See <xref>Rouge</xref>, <xref>red</xref>.]</ety>',
    );
    expect(ruby?.senses.map((sense) => sense.number)).toEqual(['1', '2', '3', '4', '5']);
    expect(ruby?.senses[0]).toEqual({
      number: '1',
      labels: ['Min.'],
      text: 'A precious stone of a carmine red color, sometimes verging to violet, or intermediate between carmine and hyacinth red. It is a red crystallized variety of corundum.',
      quotations: [{ text: 'Of rubies, sapphires, and pearles white.', author: 'Chaucer.' }],
      notes: [
        'Besides the true or Oriental ruby above defined, there are the balas ruby, or ruby spinel, a red variety of spinel, and the rock ruby, a red variety of garnet.',
      ],
    });
    expect(ruby?.senses[1]?.quotations).toEqual([{ text: 'The natural ruby of your cheeks.', author: 'Shak.' }]);
    // A cross-reference is markup a reader can follow; the "[Eng.]" usage mark is a label, not text.
    expect(ruby?.senses[3]).toMatchObject({ labels: ['Print.', 'Eng.'], text: 'See <xref>Agate</xref>, n., 2.' });
    // Phrases defined inside the article ({Ruby silver} ...) are not senses of "ruby".
    expect(ruby?.senses.some((sense) => sense.text.includes('arsenic'))).toBe(false);
  });

  it('reads a verb: its forms, an unnumbered sense, and a usage label and credit taken off the text', () => {
    const verb = articlesOf('Ruby')[2];
    expect(verb?.verbForms).toEqual(['Rubied', 'Rubying']);
    expect(verb?.senses).toEqual([{ number: '', labels: ['R.'], text: 'To make red; to redden.', quotations: [], notes: [] }]);
    const [abandon] = articlesOf('Abandon');
    expect(abandon?.verbForms).toEqual(['Abandoned', 'Abandoning']);
    expect(abandon?.senses[0]?.quotations.map((q) => q.author)).toEqual(['Udall.', 'Shak.']);
    expect(abandon?.senses[3]?.labels).toEqual(['Mar. Law']);
  });

  it('reads two headwords, a pronunciation over two lines, and a label after the etymology', () => {
    const [abatis] = articlesOf('Abatis');
    expect(abatis?.headwords.map((h) => h.word)).toEqual(['Abatis', 'Abattis']);
    expect(abatis?.partOfSpeech).toBe('noun');
    expect(abatis?.senses[0]?.labels).toEqual(['Fort.']);
    expect(articlesOf('Abaft')[0]?.senses[0]).toMatchObject({ labels: ['Naut.'], text: 'Behind; toward the stern from; as, abaft the wheelhouse.' });
  });

  it('reads the part of speech of a participle or a proper name used as an adjective, a proper noun’s plural and a verb’s noun', () => {
    // Headers as GCIDE writes them (Convict, American, Alps, Blessing).
    expect(readHeader('Convict \\Con*vict"\\ (k[o^]n*v[i^]kt"), p. a. [L. convictus.]').partOfSpeech).toBe('adjective');
    expect(readHeader('American \\A*mer"i*can\\, prop. a.').partOfSpeech).toBe('adjective');
    expect(readHeader('Alps \\Alps\\, prop. n. pl.').partOfSpeech).toBe('proper-noun-plural');
    expect(readHeader('Blessing \\Bless"ing\\, vb. n.').partOfSpeech).toBe('noun');
    expect(readHeader('Ruby \\Ru"by\\, n.').partOfSpeech).toBe('noun');
  });

  it('reads syllable marks: * a break, " the primary stress, ` a secondary one', () => {
    expect(readSyllables('Ru"by')).toEqual({ syllables: ['Ru', 'by'], stressed: 0 });
    expect(readSyllables('A`ban`don"')).toEqual({ syllables: ['A', 'ban', 'don'], stressed: 2 });
    expect(readSyllables('Dog')).toEqual({ syllables: ['Dog'] });
  });
});

describe('GCIDE headwords as entries', () => {
  const words = gcideWords(articles);

  it('counts each headword’s definitions and parts of speech over its articles', () => {
    expect(words.get('ruby')).toMatchObject({ definitions: 7, posMask: 1 | 2 | 4, lookupWord: true });
    expect(words.get('aband')).toEqual({ definitions: 2, posMask: 2, lookupWord: true, spellings: ['aband'] });
  });

  it('shows a headword in lowercase (Webster’s capitalizes them all) unless it is a proper noun', () => {
    expect(words.get('ruby')?.spellings).toEqual(['ruby']);
    expect(words.get('arion')?.spellings).toEqual(['Arion']);
  });

  it('reads an accented letter written with an apostrophe (Caf\'e, marked Ca`f[\'e]") as the plain letter', () => {
    expect(articles.map((article) => article.headwords[0]?.word)).toContain('Cafe');
    expect(words.get('cafe')?.lookupWord).toBe(true);
  });

  it('leaves out affixes and headings whose marks spell something else', () => {
    expect(words.get('ab-')?.lookupWord).toBe(false);
    expect(words.get('abidjan administrative')?.lookupWord).toBe(false);
  });
});

describe('the GCIDE build step', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });

  /** A build of the excerpt's articles for abandon and ruby (entries 1 and 2), and for `more` entries if given. */
  function buildWith(gcideDir: string, more: Record<string, number> = {}) {
    const dir = mkdtempSync(join(tmpdir(), 'glossa-gcide-'));
    dirs.push(dir);
    const db = createBuildDatabase(join(dir, 'words.sqlite'));
    const lines: string[] = [];
    const ids: [string, number][] = [['abandon', 1], ['ruby', 2], ...Object.entries(more)];
    const entries = { lowers: ids.map(([lower]) => lower), entryId: new Map(ids), gcideOnly: new Set<string>() };
    const progress = startProgress(() => undefined);
    const articles = readGcideArticles(gcideDir, progress, (line) => lines.push(line));
    const data = writeGcide(db, articles, entries, new Map(), progress);
    const rows = (sql: string) => db.prepare(sql).all();
    const result = { data, lines, rows };
    return { ...result, close: () => db.close() };
  }

  it('says plainly that GCIDE is absent and writes nothing, so the server serves WordNet alone', () => {
    const empty = mkdtempSync(join(tmpdir(), 'glossa-no-gcide-'));
    dirs.push(empty);
    expect(gcideInstalled(empty)).toBe(false);
    const build = buildWith(empty);
    expect(build.lines).toEqual([expect.stringContaining(GCIDE_ABSENT)]);
    expect(build.data.definitions.size).toBe(0);
    expect(build.rows('SELECT * FROM etymologies')).toEqual([]);
    build.close();
  });

  it('writes etymologies, quotations (short complete sentences first), forms and definitions for known entries', () => {
    const build = buildWith(GCIDE_EXCERPT);
    expect(build.rows('SELECT entry_id, seq FROM etymologies')).toEqual([
      { entry_id: 1, seq: 0 },
      { entry_id: 1, seq: 1 },
      { entry_id: 1, seq: 2 },
      { entry_id: 2, seq: 0 },
    ]);
    const quotations = build.rows('SELECT text, author FROM gcide_examples WHERE entry_id = 1 ORDER BY rank') as { text: string }[];
    expect(quotations[0]).toEqual({ text: 'Being all this time abandoned from your bed.', author: 'Shak.' });
    expect(build.rows(`SELECT form, pos FROM inflections ORDER BY form`)).toEqual([
      { form: 'abandoned', pos: 'v' },
      { form: 'abandoning', pos: 'v' },
      { form: 'rubied', pos: 'v' },
      { form: 'rubies', pos: 'n' },
      { form: 'rubying', pos: 'v' },
    ]);
    expect(build.rows('SELECT entry_id, pieces, stressed, source FROM syllables ORDER BY entry_id')).toEqual([
      { entry_id: 1, pieces: 'a·ban·don', stressed: 1, source: 'gcide' },
      { entry_id: 2, pieces: 'ru·by', stressed: 0, source: 'gcide' },
    ]);
    expect(build.data.definitions.get(2)?.map((d) => d.partOfSpeech)).toEqual([
      'noun', 'noun', 'noun', 'noun', 'noun', 'adjective', 'verb-transitive',
    ]);
    build.close();
  });

  it('places the senses of a word with "re-" before it (Re*lease, to lease again) after those of the word itself', () => {
    const build = buildWith(GCIDE_EXCERPT, { release: 3 });
    const texts = build.data.definitions.get(3)?.map((d) => d.text) ?? [];
    // In the file, the article of "to lease again" comes between the noun and the verb "to set free".
    expect(texts[0]).toMatch(/^The act of letting loose/);
    expect(texts.findIndex((text) => /^To lease again/.test(text))).toBe(texts.length - 1);
    expect(texts.slice(0, -1).some((text) => /^To let loose/.test(text))).toBe(true);
    build.close();
  });

  it("gives each sense its article's respelling, or the one before it of the same headword, as its text pronunciation", () => {
    const build = buildWith(GCIDE_EXCERPT, { bass: 3 });
    const said = (build.data.definitions.get(3) ?? []).map((d) => `${d.textProns?.[0]?.raw ?? '-'} ${d.text.slice(0, 17)}`);
    expect(said).toEqual([
      'bȧs An edible, spiny-',
      'bȧs The two American ',
      'bȧs Species of <xref>',
      'bȧs The southern, red',
      // "Bass, n. [A corruption of bast.]" follows the fish, and is said as it is.
      'bȧs The linden or lim',
      'bȧs (Pron. ?) A hasso',
      'bās A bass, or deep, ',
      'bās The lowest part i',
      'bās One who sings, or',
      // "Bass, a." and "Bass, v. t." follow the voice.
      'bās Deep or grave in ',
      'bās To sound in a dee',
    ]);
    expect(build.data.definitions.get(3)?.[0]?.textProns).toEqual([{ raw: 'bȧs', rawType: 'gcide-diacritical' }]);
    // Ruby's articles give none; the French noun abandon is said as French.
    expect(build.data.definitions.get(2)?.every((d) => d.textProns === undefined)).toBe(true);
    expect(build.data.definitions.get(1)?.at(-1)?.textProns?.[0]?.raw).toBe('ȧ″bäN″dôN′');
    build.close();
  });
});

describe("GCIDE's respellings", () => {
  it("writes the key's letters as Webster's prints them, the stress after its syllable", () => {
    expect(readHeader('Lead \\Lead\\ (l[=e]d), v. t.').headwords[0]?.respelling).toBe('lēd');
    expect(respelling('d[-e]*z[~e]rt"')).toBe('de̱-zẽrt′');
    expect(respelling('k[^o]r`p[-o]*r[=a]"sh[u^]n')).toBe('kôr″po̱-rā′shŭn');
    expect(respelling('b[oo^]f*f[=a]"')).toBe('bo͝of-fā′');
    // Two readings: the first; a lost mark, a page reference, an ending alone, a letter of no known sound: none.
    expect(respelling('m[imac]*n[=u]t" or m[i^]*n[=u]t"')).toBe('mī-nūt′');
    expect(respelling('w[i^]nd, in poetry and singing often w[imac]nd')).toBe('wĭnd');
    for (const lost of ['?; 277', 'r[i^]?z\'m', '-n[asl]t', 'k[zz]t']) expect(respelling(lost)).toBeUndefined();
  });
});
