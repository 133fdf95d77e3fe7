/** The dictionaries the bubble asks for, in the reader's order. */
import { DEFINITION_SOURCES, isLiveService } from '../../lib/shared/api';
import { t } from '../../lib/shared/i18n';
import { sourceName } from '../../lib/shared/dictionary-names';
import { serviceDictionaries } from '../../lib/shared/settings/service-dictionaries';
import { call } from '../../lib/shared/messages/client';
import { useQuery } from '../../components/live';

type Source = (typeof DEFINITION_SOURCES)[number];

/**
 * The dictionaries the service has, in the order the user chose. Sources the service does not
 * have stay in the stored order, out of sight, so they come back with a service that has them.
 */
export function Sources({
  baseUrl,
  stored,
  onSave,
}: {
  baseUrl: string;
  stored: readonly Source[];
  onSave: (order: Source[]) => Promise<void>;
}) {
  // A Glossa server says which dictionaries it has; the live service is known to have them all.
  const reported = useQuery(
    () =>
      isLiveService(baseUrl)
        ? Promise.resolve(undefined)
        : call('getDefinitionDictionaries', {}).then(
            (answer) => (answer.found ? answer.data.map((dictionary) => dictionary.source) : undefined),
            () => undefined,
          ),
    [baseUrl],
  );
  const served = serviceDictionaries(baseUrl, reported.value);
  const order = stored.filter((s) => served.includes(s));
  const elsewhere = stored.filter((s) => !served.includes(s));
  const all: Source[] = [...order, ...served.filter((s) => !order.includes(s))];
  const saveOrder = (next: Source[]) => void onSave([...next, ...elsewhere]);
  const move = (index: number, by: number) => {
    const enabled = [...order];
    const [item] = enabled.splice(index, 1);
    if (item) enabled.splice(index + by, 0, item);
    saveOrder(enabled);
  };
  return (
    <fieldset>
      <legend>{t('optionsSources')}</legend>
      <p class="muted small">{t('optionsSourcesHint')}</p>
      <ol class="plain sources" data-testid="sources">
        {all.map((source) => {
          const index = order.indexOf(source);
          const on = index >= 0;
          const name = sourceName(source);
          return (
            <li key={source}>
              <label class="name">
                <input
                  type="checkbox"
                  id={`source-${source}`}
                  checked={on}
                  disabled={on && order.length === 1}
                  onChange={() => saveOrder(on ? order.filter((s) => s !== source) : [...order, source])}
                />{' '}
                {name}
              </label>
              <button type="button" disabled={!on || index === 0} aria-label={t('moveUp', name)} onClick={() => move(index, -1)}>
                ↑
              </button>
              <button
                type="button"
                disabled={!on || index === order.length - 1}
                aria-label={t('moveDown', name)}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </li>
          );
        })}
      </ol>
    </fieldset>
  );
}
