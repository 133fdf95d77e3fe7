/** What every section of the word page shares: its frame, its links to words, its credits. */
import type { OperationInput, OperationResult } from '../../lib/shared/api';
import type { PassThroughOperation } from '../../lib/shared/messages/protocol';
import { t } from '../../lib/shared/i18n';
import { call } from '../../lib/shared/messages/client';
import { ExternalLink } from '../../components/ExternalLink';
import { wordPageUrl } from '../../lib/shared/extension-pages';
import { useQuery } from '../../components/live';

export type Attributed = { attributionText?: string | null; attributionUrl?: string | null };

/** A source named by its own credit line ("from WordNet 3.1…"), linked where it gives a link. */
export function Attribution({ item }: { item?: Attributed }) {
  const text = item?.attributionText;
  if (!text) return null;
  return (
    <span class="credit">
      <ExternalLink href={item.attributionUrl}>{text}</ExternalLink>
    </span>
  );
}

export function WordLink({ word }: { word: string }) {
  return <a href={wordPageUrl(word)}>{word}</a>;
}

/** Words as links to their pages, separated by commas. */
export function WordLinks({ words }: { words: readonly string[] }) {
  return (
    <>
      {words.map((word, i) => (
        <span key={word}>
          {i > 0 && ', '}
          <WordLink word={word} />
        </span>
      ))}
    </>
  );
}

/**
 * A section that loads one operation: heading, loading, failure, then its content. A section
 * with nothing to show is not shown at all: a reader learns nothing from "nothing here".
 */
export function Section<T>({
  id,
  title,
  load,
  deps,
  empty,
  children,
}: {
  id: string;
  title: string;
  load: () => Promise<T | undefined>;
  deps: readonly unknown[];
  empty: (value: T) => boolean;
  children: (value: T) => preact.ComponentChildren;
}) {
  // Holds the page's SettleGate while it loads.
  const loaded = useQuery(load, deps);
  const value = loaded.value;
  const hasContent = value !== undefined && !empty(value);
  if (loaded.state === 'ready' && !hasContent) return null;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} aria-busy={loaded.state === 'loading'} data-testid={`section-${id}`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {loaded.state === 'loading' && value === undefined && <p class="loading">{t('loading')}</p>}
      {loaded.state === 'failed' && <p class="error">{loaded.error}</p>}
      {hasContent && children(value)}
    </section>
  );
}

/** One operation's data, or undefined when the service has none (404). */
export async function data<N extends PassThroughOperation>(
  operation: N,
  params: OperationInput<N>,
): Promise<OperationResult<N> | undefined> {
  const answer = await call(operation, params);
  return answer.found ? answer.data : undefined;
}
