/**
 * Which of Webster's senses only point elsewhere, and where the build follows them to
 * (server/data/build/gcide-pointers.ts), over the committed excerpt's articles.
 */
import { describe, expect, it } from 'vitest';
import { GCIDE_EXCERPT } from '../../../dev/paths.ts';
import { pointerFollower, pointerOf } from '../../../server/data/build/gcide-pointers.ts';
import { readGcide } from '../../../server/data/sources/gcide.ts';
import type { GcideArticle } from '../../../server/data/sources/gcide-entry.ts';
import type { GcideSense } from '../../../server/data/sources/gcide-senses.ts';

describe('a pointer', () => {
  it.each([
    ['See <xref>wept</xref>.', { target: 'wept', form: false }],
    ['Same as <xref>Center</xref>, n., 6. Written also <xref>centring</xref>.', { target: 'center', form: false, partOfSpeech: 'noun', number: '6' }],
    ['Same as 1st <xref>Timber</xref>.', { target: 'timber', form: false, article: 1 }],
    ['imp. &amp; p. p. of <xref>Weep</xref>.'.replace('&amp;', '&'), { target: 'weep', form: true }],
    ['= <xref>Ocher</xref>', { target: 'ocher', form: false }],
    ['See <xref>Color</xref>. [Brit.]', { target: 'color', form: false }],
  ])('%s points to %o', (text, pointer) => {
    expect(pointerOf(text)).toEqual(pointer);
  });

  it.each(['See under <xref>Red</xref>.', 'See <xref>Race</xref>, a water course.', 'A dandy roller. See <xref>Dandy</xref>.', 'To lament; to bewail.'])(
    '%s is not one the build follows',
    (text) => {
      expect(pointerOf(text)).toBeUndefined();
    },
  );
});

describe('following a pointer', () => {
  const articles = readGcide(GCIDE_EXCERPT);
  const follow = pointerFollower(articles);
  const article = (word: string) => articles.find((a) => a.headwords[0]?.word === word) as GcideArticle;
  const led = (word: string) => {
    const at = article(word);
    return at.senses.map((sense) => follow(at, sense)?.map((f) => `${f.headword}: ${f.sense.text.slice(0, 40)}`));
  };

  it('reads an un- word as "not" its target, never as its target\'s senses', () => {
    expect(led('Unwept')).toEqual([['Un-: Not <xref>wept</xref>.']]);
  });

  it('finds the article that is written also as the word, where the word points to itself', () => {
    expect(led('Centring')).toEqual([['center: A temporary structure upon which the mat']]);
  });

  it('leaves a sense that says something as it is', () => {
    expect(led('center').every((followed) => followed === undefined)).toBe(true);
  });

  it('does not follow a word made of another prefix and its target, nor a form\'s pointer first', () => {
    const made: GcideArticle = { headwords: [{ word: 'Overweep', syllables: [] }], plurals: [], verbForms: [], senses: [{ number: '', labels: [], text: 'See <xref>weep</xref>.', quotations: [], notes: [] }] };
    const form: GcideArticle = { headwords: [{ word: 'Wepte', syllables: [] }], plurals: [], verbForms: [], senses: [{ number: '', labels: [], text: 'imp. of <xref>Weep</xref>.', quotations: [], notes: [] }] };
    const withThem = pointerFollower([...articles, made, form]);
    expect(withThem(made, made.senses[0] as GcideSense)).toBeUndefined();
    expect(withThem(form, form.senses[0] as GcideSense)).toBeUndefined();
  });

  it('follows a pointer through a form to the verb that lists it (wept, of weep), four senses at most', () => {
    const see: GcideArticle = { headwords: [{ word: 'Wep', syllables: [] }], plurals: [], verbForms: [], senses: [{ number: '', labels: ['Obs.'], text: 'See <xref>wept</xref>.', quotations: [], notes: [] }] };
    const found = pointerFollower([...articles, see])(see, see.senses[0] as GcideSense);
    expect(found?.map((f) => `${f.headword} ${f.partOfSpeech} ${f.sense.number}`)).toEqual([
      'Weep verb-intransitive 1',
      'Weep verb-intransitive 2',
      'Weep verb-intransitive 3',
      'Weep verb-intransitive 4',
    ]);
    expect(found?.[0]?.foundAt).toBe(`Webster's 1913 gives wep as "See wept.": this is its sense of weep.`);
  });
});
