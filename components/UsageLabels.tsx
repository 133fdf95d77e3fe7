/** How a sense is used (obsolete, informal…), before its text, when a dictionary says. */
import type { Definition } from '../lib/shared/api';
import { usageLabels } from '../lib/shared/text/usage-labels';

export function UsageLabels({ definition }: { definition: Definition }) {
  const labels = usageLabels(definition.labels);
  return labels.length > 0 ? <span class="usage">{labels.join(', ')} </span> : null;
}
