import type { RankedLookup } from '../../lib/shared/messages/answers';
import type { FormRelation } from '../../lib/shared/english/inflection';
import { t } from '../../lib/shared/i18n';

/**
 * "went — past tense of go", "don't — short for do not": how the word read relates to the
 * headword shown, as the answer says; under a name, headed as the page writes it, "a name here".
 */
export function FormLine({ answer }: { answer: RankedLookup }) {
  const { form, contraction, name } = answer.senses;
  if (name) return <p class="form">{t('bubbleNameHere')}</p>;
  const text = contraction ? t('bubbleShortFor', contraction) : form && formText(form, answer.word);
  if (!text) return null;
  return <p class="form">{t('bubbleFormOf', answer.query, text)}</p>;
}

function formText(form: FormRelation, headword: string): string {
  switch (form) {
    case 'past':
      return t('bubbleFormPast', headword);
    case 'past-participle':
      return t('bubbleFormPastParticiple', headword);
    case 'present-participle':
      return t('bubbleFormPresentParticiple', headword);
    case 'third-person':
      return t('bubbleFormThirdPerson', headword);
    case 'present':
      return t('bubbleFormPresent', headword);
    case 'plural':
      return t('bubbleFormPlural', headword);
    case 'comparative':
      return t('bubbleFormComparative', headword);
    case 'superlative':
      return t('bubbleFormSuperlative', headword);
  }
}
