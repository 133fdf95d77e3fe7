/**
 * A part of speech as a reader reads it: "transitive verb", not the interface's `verb-transitive`.
 * A value the interface may add later is shown with its hyphens as spaces.
 */
import { t } from '../i18n';

export function partOfSpeechName(partOfSpeech: string): string {
  switch (partOfSpeech) {
    case 'noun':
      return t('posNoun');
    case 'adjective':
      return t('posAdjective');
    case 'verb':
      return t('posVerb');
    case 'adverb':
      return t('posAdverb');
    case 'interjection':
      return t('posInterjection');
    case 'pronoun':
      return t('posPronoun');
    case 'preposition':
      return t('posPreposition');
    case 'abbreviation':
      return t('posAbbreviation');
    case 'affix':
      return t('posAffix');
    case 'article':
      return t('posArticle');
    case 'auxiliary-verb':
      return t('posAuxiliaryVerb');
    case 'conjunction':
      return t('posConjunction');
    case 'definite-article':
      return t('posDefiniteArticle');
    case 'family-name':
      return t('posFamilyName');
    case 'given-name':
      return t('posGivenName');
    case 'idiom':
      return t('posIdiom');
    case 'imperative':
      return t('posImperative');
    case 'noun-plural':
      return t('posNounPlural');
    case 'noun-posessive':
      return t('posNounPosessive');
    case 'past-participle':
      return t('posPastParticiple');
    case 'phrasal-prefix':
      return t('posPhrasalPrefix');
    case 'proper-noun':
      return t('posProperNoun');
    case 'proper-noun-plural':
      return t('posProperNounPlural');
    case 'proper-noun-posessive':
      return t('posProperNounPosessive');
    case 'suffix':
      return t('posSuffix');
    case 'verb-intransitive':
      return t('posVerbIntransitive');
    case 'verb-transitive':
      return t('posVerbTransitive');
    default:
      return partOfSpeech.replace(/-/g, ' ');
  }
}
