/**
 * The word's senses (W4), by source and part of speech: the first few of each part of speech,
 * the rest behind "all N senses"; each sense with the example the source gives for it.
 */
import { useState } from 'preact/hooks';
import type { Definition } from '../../lib/shared/api';
import { t } from '../../lib/shared/i18n';
import { partOfSpeechName } from '../../lib/shared/text/part-of-speech-name';
import { RichText } from '../../components/RichText';
import { SenseText } from '../../components/SenseText';
import { Attribution, Section, data } from './Section';
import { holdsWord } from '../../lib/shared/text/word-in-sentence';
import { KeepSense, type KeepSenseProps } from '../../components/KeepSense';
import { keptSenseOf, sameSense } from '../../lib/shared/model/kept-sense';

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

function Sense({ definition, onWord, keep }: { definition: Definition; onWord: (word: string) => void; keep: KeepSenseProps }) {
  // Only an example that shows the word: a dictionary may give a sense the examples of its synonyms.
  const example = definition.exampleUses?.find((use) => use.text && holdsWord(use.text, definition.word ?? ''))?.text;
  const kept = keep.kept !== undefined && sameSense(keptSenseOf(definition), keep.kept);
  return (
    <li class={kept ? 'kept-sense' : undefined}>
      <SenseText definition={definition} onWord={onWord} /> <KeepSense definition={definition} {...keep} />
      {example && (
        <q class="sense-example">
          <RichText markup={example} quoted />
        </q>
      )}
    </li>
  );
}

function PartOfSpeech({
  partOfSpeech,
  senses,
  onWord,
  keep,
}: {
  partOfSpeech: string;
  senses: Definition[];
  onWord: (word: string) => void;
  keep: KeepSenseProps;
}) {
  const [open, setOpen] = useState(false);
  const shown = open ? senses : senses.slice(0, SENSES_SHOWN);
  return (
    <div class="pos" data-testid="part-of-speech">
      {partOfSpeech && <h3>{partOfSpeechName(partOfSpeech)}</h3>}
      <ol>
        {shown.map((definition, i) => (
          <Sense key={definition.id ?? i} definition={definition} onWord={onWord} keep={keep} />
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

/** `keep`: "Keep this sense" after each sense, for the page's Add to list. */
export function Senses({ word, onWord, keep }: { word: string; onWord: (word: string) => void; keep: KeepSenseProps }) {
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
              <PartOfSpeech key={partOfSpeech} partOfSpeech={partOfSpeech} senses={senses} onWord={onWord} keep={keep} />
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
