/**
 * The same sense in another dictionary's words, inside the sense it restates: two quiet lines at
 * most at first (Webster's 1913 can run to five on a narrow window), the whole a click on it away.
 * The dictionary's name before it is the button that shows the whole or folds it again; a click
 * anywhere on the folded lines shows the whole too.
 */
import { useState } from 'preact/hooks';
import type { Definition } from '../../lib/shared/api';
import { t } from '../../lib/shared/i18n';
import { dictionaryName } from '../../lib/shared/dictionary-names';
import { SenseText } from '../SenseText';

export function Restatement({ definition, onLookup }: { definition: Definition; onLookup(word: string): void }) {
  const [whole, setWhole] = useState(false);
  const source = dictionaryName(definition.sourceDictionary);
  return (
    <span class={whole ? 'restated' : 'restated folded'} onClick={whole ? undefined : () => setWhole(true)}>
      {source && (
        <button
          type="button"
          class="restated-source"
          aria-expanded={whole}
          onClick={(event) => {
            // The folded lines' own click would only unfold them again.
            event.stopPropagation();
            setWhole(!whole);
          }}
        >
          {t('bubbleInDictionary', source)}
        </button>
      )}{' '}
      <SenseText definition={definition} onWord={onLookup} />
    </span>
  );
}
