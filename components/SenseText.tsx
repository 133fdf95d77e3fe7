/**
 * A sense's text as a reader reads it: how it is used (obsolete, informal…) first, when a
 * dictionary says, then its words, without the label they would repeat ("(slang) offensive
 * term…" under the label "slang").
 */
import type { Definition } from '../lib/shared/api';
import { usageLabels, withoutRepeatedLabel } from '../lib/shared/text/usage-labels';
import { RichText } from './RichText';

export function SenseText({ definition, onWord }: { definition: Definition; onWord: (word: string) => void }) {
  const labels = usageLabels(definition.labels);
  return (
    <>
      {labels.length > 0 && <span class="usage">{labels.join(', ')} </span>}
      <RichText markup={withoutRepeatedLabel(definition.text ?? '', labels)} onWord={onWord} />
    </>
  );
}
