/**
 * The word's senses (W4), by source and part of speech: the first few of each part of speech,
 * the rest behind "all N senses"; each sense with the example the source gives for it.
 */
import { useState } from 'preact/hooks';
import type { Definition } from '../../lib/shared/api';
import { t } from '../../lib/shared/i18n';
import { partOfSpeechName } from '../../lib/shared/text/part-of-speech-name';
import { RichText } from '../../components/RichText';
import { UsageLabels } from '../../components/UsageLabels';
import { Attribution, Section, data } from './Section';
import { holdsWord } from '../../lib/shared/text/holds-word';

/** How many senses of each part of speech show at first. */
const SENSES_SHOWN = 3;

function group<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups];
}

function Sense({ definition, onWord }: { definition: Definition; onWord: (word: string) => void }) {
  // Only an example that shows the word: a dictionary may give a sense the examples of its synonyms.
  const example = definition.exampleUses?.find((use) => use.text && holdsWord(use.text, definition.word ?? ''))?.text;
  return (
    <li>
      <UsageLabels definition={definition} />
      <RichText markup={definition.text ?? ''} onWord={onWord} />
      {example && (
        <q class="sense-example">
          <RichText markup={example} />
        </q>
      )}
    </li>
  );
}

function PartOfSpeech({ partOfSpeech, senses, onWord }: { partOfSpeech: string; senses: Definition[]; onWord: (word: string) => void }) {
  const [open, setOpen] = useState(false);
  const shown = open ? senses : senses.slice(0, SENSES_SHOWN);
  return (
    <div class="pos" data-testid="part-of-speech">
      {partOfSpeech && <h3>{partOfSpeechName(partOfSpeech)}</h3>}
      <ol>
        {shown.map((definition, i) => (
          <Sense key={definition.id ?? i} definition={definition} onWord={onWord} />
        ))}
      </ol>
      {shown.length < senses.length && (
        <button type="button" class="link" onClick={() => setOpen(true)}>
          {t('wpAllSenses', senses.length)}
        </button>
      )}
    </div>
  );
}

export function Senses({ word, onWord }: { word: string; onWord: (word: string) => void }) {
  return (
    <Section
      id="definitions"
      title={t('wordDefinitions')}
      deps={[word]}
      load={() =>
        data('getDefinitions', {
          word,
          sourceDictionaries: ['all'],
          useCanonical: true,
          includeTags: false,
          includeRelated: false,
          limit: 200,
        })
      }
      empty={(list) => !list.some((d) => d.text)}
    >
      {(list) =>
        // One group per source, named by its credit line under its senses.
        group(
          list.filter((d) => d.text),
          (d) => d.sourceDictionary ?? '',
        ).map(([source, bySource]) => (
          <div class="group" key={source} data-testid="definition-source">
            {group(bySource, (d) => d.partOfSpeech ?? '').map(([partOfSpeech, senses]) => (
              <PartOfSpeech key={partOfSpeech} partOfSpeech={partOfSpeech} senses={senses} onWord={onWord} />
            ))}
            <p class="small">
              <Attribution item={bySource[0]} />
            </p>
          </div>
        ))
      }
    </Section>
  );
}
