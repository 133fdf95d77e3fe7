/**
 * A part of speech as a reader reads it: "transitive verb", not the interface's `verb-transitive`.
 * A value the interface may add later is shown with its hyphens as spaces.
 */
import type { PARTS_OF_SPEECH } from '../api';
import { t } from '../i18n';

const NAMES: Record<(typeof PARTS_OF_SPEECH)[number], () => string> = {
  noun: () => t('posNoun'),
  adjective: () => t('posAdjective'),
  verb: () => t('posVerb'),
  adverb: () => t('posAdverb'),
  interjection: () => t('posInterjection'),
  pronoun: () => t('posPronoun'),
  preposition: () => t('posPreposition'),
  abbreviation: () => t('posAbbreviation'),
  affix: () => t('posAffix'),
  article: () => t('posArticle'),
  'auxiliary-verb': () => t('posAuxiliaryVerb'),
  conjunction: () => t('posConjunction'),
  'definite-article': () => t('posDefiniteArticle'),
  'family-name': () => t('posFamilyName'),
  'given-name': () => t('posGivenName'),
  idiom: () => t('posIdiom'),
  imperative: () => t('posImperative'),
  'noun-plural': () => t('posNounPlural'),
  'noun-posessive': () => t('posNounPosessive'),
  'past-participle': () => t('posPastParticiple'),
  'phrasal-prefix': () => t('posPhrasalPrefix'),
  'proper-noun': () => t('posProperNoun'),
  'proper-noun-plural': () => t('posProperNounPlural'),
  'proper-noun-posessive': () => t('posProperNounPosessive'),
  suffix: () => t('posSuffix'),
  'verb-intransitive': () => t('posVerbIntransitive'),
  'verb-transitive': () => t('posVerbTransitive'),
};

export function partOfSpeechName(partOfSpeech: string): string {
  const name = (NAMES as Partial<Record<string, () => string>>)[partOfSpeech];
  return name ? name() : partOfSpeech.replace(/-/g, ' ');
}
