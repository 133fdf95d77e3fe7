/**
 * Related words (W9) under human names, in the order a reader wants them, and phrases (W8)
 * that are phrases. Both are suggestions, so offensive words are left out unless the reader
 * asks for them (see lib/shared/text/offensive-words.ts).
 */
import { useState } from 'preact/hooks';
import type { RelationshipType } from '../../lib/shared/api';
import { t } from '../../lib/shared/i18n';
import { isOffensive } from '../../lib/shared/text/offensive-words';
import { isPhrase } from '../../lib/shared/text/phrases';
import { Attribution, Section, WordLink, data, type Attributed } from './Section';

/** The types a reader has a name for, in the order shown; others (inflections, "unknown") are not shown. */
const SHOWN_TYPES = [
  'synonym',
  'antonym',
  'hypernym',
  'hyponym',
  'equivalent',
  'form',
  'cross-reference',
  'same-context',
  'rhyme',
] as const satisfies readonly RelationshipType[];
type ShownType = (typeof SHOWN_TYPES)[number];

function typeName(type: ShownType): string {
  switch (type) {
    case 'synonym':
      return t('wpRelatedSynonyms');
    case 'antonym':
      return t('wpRelatedAntonyms');
    case 'hypernym':
      return t('wpRelatedBroader');
    case 'hyponym':
      return t('wpRelatedNarrower');
    case 'equivalent':
      return t('wpRelatedSimilar');
    case 'form':
      return t('wpRelatedForms');
    case 'cross-reference':
      return t('wpRelatedSeeAlso');
    case 'same-context':
      return t('wpRelatedSameContext');
    case 'rhyme':
      return t('wpRelatedRhymes');
  }
}

const isShown = (type: string | null | undefined): type is ShownType => (SHOWN_TYPES as readonly string[]).includes(type ?? '');

/** "2 offensive words left out · Show them": said only when some were. */
function OffensiveNote({ hidden, onShow }: { hidden: number; onShow: () => void }) {
  if (hidden === 0) return null;
  return (
    <p class="muted small" data-testid="offensive-note">
      {t('wpOffensiveHidden', hidden)}{' '}
      <button type="button" class="link" onClick={onShow}>
        {t('wpOffensiveShow')}
      </button>
    </p>
  );
}

export function RelatedWords({ word }: { word: string }) {
  const [withOffensive, setWithOffensive] = useState(false);
  return (
    <Section
      id="related"
      title={t('wordRelated')}
      deps={[word]}
      load={() => data('getRelatedWords', { word, useCanonical: true, limit: 20 })}
      empty={(groups) => !groups.some((g) => isShown(g.relationshipType) && (g.words ?? []).length > 0)}
    >
      {(groups) => {
        const shown = SHOWN_TYPES.flatMap((type) =>
          groups.filter((g) => g.relationshipType === type && (g.words ?? []).length > 0).map((g) => ({ type, group: g })),
        );
        const hidden = shown.reduce((n, { group }) => n + (group.words ?? []).filter(isOffensive).length, 0);
        return (
          <>
            <dl class="related">
              {shown.map(({ type, group }) => {
                const words = (group.words ?? []).filter((w) => withOffensive || !isOffensive(w));
                if (words.length === 0) return null;
                return (
                  <div key={type} data-testid={`related-${type}`}>
                    <dt>{typeName(type)}</dt>
                    <dd>
                      <ul class="chips">
                        {words.map((w) => (
                          <li key={w}>
                            <WordLink word={w} />
                          </li>
                        ))}
                      </ul>
                    </dd>
                  </div>
                );
              })}
            </dl>
            {!withOffensive && <OffensiveNote hidden={hidden} onShow={() => setWithOffensive(true)} />}
            <p class="small">
              <Attribution item={groups[0] as Attributed} />
            </p>
          </>
        );
      }}
    </Section>
  );
}

/** How many phrases show: the service is asked for more, since some are not phrases. */
const PHRASES_SHOWN = 12;

export function Phrases({ word }: { word: string }) {
  const [withOffensive, setWithOffensive] = useState(false);
  return (
    <Section
      id="phrases"
      title={t('wordPhrases')}
      deps={[word]}
      load={() => data('getPhrases', { word, useCanonical: true, limit: 50 })}
      empty={(list) => !list.some((pair) => isPhrase(pair, word, true))}
    >
      {(list) => {
        const phrases = list.filter((pair) => isPhrase(pair, word, withOffensive)).slice(0, PHRASES_SHOWN);
        const hidden = withOffensive ? 0 : list.filter((pair) => isPhrase(pair, word, true) && !isPhrase(pair, word)).length;
        return (
          <>
            <ul class="chips">
              {phrases.map((pair) => (
                <li key={`${pair.gram1} ${pair.gram2}`}>
                  {pair.gram1} {pair.gram2}
                </li>
              ))}
            </ul>
            <OffensiveNote hidden={hidden} onShow={() => setWithOffensive(true)} />
          </>
        );
      }}
    </Section>
  );
}
