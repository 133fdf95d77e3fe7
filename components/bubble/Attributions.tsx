import type { Definition } from '../../lib/shared/api';
import type { RankedLookup } from '../../lib/shared/messages/answers';
import { t } from '../../lib/shared/i18n';
import { ExternalLink } from '../ExternalLink';

/**
 * Each source of the senses shown, once, under them: a dictionary's long credit line
 * repeated under every sense would double the bubble's height and say nothing new.
 */
export function Attributions({ answer, shown }: { answer: RankedLookup; shown: readonly Definition[] }) {
  const sources = new Map<string, string | undefined>();
  for (const definition of shown) {
    const attribution = definition.attributionText ?? definition.sourceDictionary ?? undefined;
    if (attribution && !sources.has(attribution)) {
      sources.set(attribution, definition.wordnikUrl ?? answer.credit.wordUrl ?? definition.attributionUrl ?? undefined);
    }
  }
  return (
    <>
      {[...sources].map(([attribution, source]) => (
        <p class="attr" key={attribution}>
          <ExternalLink href={source} label={t('bubbleSourceLinkLabel', attribution)}>
            {attribution}
          </ExternalLink>
        </p>
      ))}
    </>
  );
}
