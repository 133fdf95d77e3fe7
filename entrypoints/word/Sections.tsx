/** The word page's sections, one operation each (W1–W10, X4), each with its attribution where the answer carries one. */
import { useState } from 'preact/hooks';
import type { AudioFile, Example, OperationInput, OperationResult } from '../../lib/api';
import type { PassThroughOperation } from '../../lib/messages/protocol';
import { t } from '../../lib/i18n';
import { audioLinksExpireAt } from '../../lib/api/audio-links';
import { RichText } from '../../components/RichText';
import { ExternalLink } from '../../components/ExternalLink';
import { call } from '../../lib/messages/client';
import { wordPageUrl } from '../../components/page-links';
import { useAsync } from '../../components/use-async';
import { FreshAudio, type AudioLink } from './FreshAudio';

type Attributed = { attributionText?: string | null; attributionUrl?: string | null };

export function Attribution({ item, fallback }: { item?: Attributed; fallback?: string }) {
  const text = item?.attributionText ?? fallback;
  if (!text) return null;
  return (
    <span class="credit">
      <ExternalLink href={item?.attributionUrl}>{text}</ExternalLink>
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

/** A section that loads one operation: heading, loading, empty, failure, then its content. */
function Section<T>({
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
  // useAsync holds the page's SettleGate while it loads.
  const [loaded] = useAsync(load, deps);
  const value = loaded.value;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} aria-busy={loaded.state === 'loading'} data-testid={`section-${id}`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {loaded.state === 'loading' && value === undefined && <p class="loading">{t('loading')}</p>}
      {loaded.state === 'failed' && <p class="error">{loaded.error}</p>}
      {loaded.state === 'ready' && (value === undefined || empty(value)) && <p class="muted">{t('sectionNone')}</p>}
      {value !== undefined && !empty(value) && children(value)}
    </section>
  );
}

async function data<N extends PassThroughOperation>(operation: N, params: OperationInput<N>): Promise<OperationResult<N> | undefined> {
  const answer = await call(operation, params);
  return answer.found ? answer.data : undefined;
}

function group<T>(items: readonly T[], key: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    groups.set(k, [...(groups.get(k) ?? []), item]);
  }
  return [...groups];
}

export function Definitions({ word, onWord }: { word: string; onWord: (word: string) => void }) {
  return (
    <Section
      id="definitions"
      title={t('wordDefinitions')}
      deps={[word]}
      load={() => data('getDefinitions', { word, sourceDictionaries: ['all'], useCanonical: true, includeTags: false, limit: 200 })}
      empty={(list) => list.length === 0}
    >
      {(list) =>
        group(list, (d) => d.sourceDictionary ?? t('unknownSource')).map(([source, bySource]) => (
          <div class="group" key={source} data-testid="definition-source">
            <h3>
              {source} <Attribution item={bySource[0]} />
            </h3>
            {group(bySource, (d) => d.partOfSpeech ?? '').map(([pos, defs]) => (
              <div key={pos}>
                {pos && <h4 class="muted">{pos}</h4>}
                <ol>
                  {defs.map((d, i) => (
                    <li key={i}>{d.text ? <RichText markup={d.text} onWord={onWord} /> : <span class="muted">{t('noText')}</span>}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        ))
      }
    </Section>
  );
}

/** Where the word comes from: each etymology's markup as safe rich text, its cross-references as links. */
export function Etymologies({ word, onWord }: { word: string; onWord: (word: string) => void }) {
  return (
    <Section id="etymologies" title={t('gcideEtymologies')} deps={[word]} load={() => data('getEtymologies', { word, useCanonical: true })} empty={(l) => l.length === 0}>
      {(list) => (
        <ul class="plain">
          {list.map((etymology, i) => (
            <li key={i}>
              <RichText markup={etymology} onWord={onWord} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function ExampleQuote({ example }: { example: Example }) {
  return (
    <blockquote class="example">
      <RichText markup={example.text ?? ''} />
      <footer class="credit">
        {example.url ? (
          <ExternalLink href={example.url}>{example.title ?? example.url}</ExternalLink>
        ) : (
          example.title
        )}
        {example.year ? ` (${example.year})` : ''} <Attribution item={example as Attributed} />
      </footer>
    </blockquote>
  );
}

export function TopExample({ word }: { word: string }) {
  return (
    <Section id="top-example" title={t('wordTopExample')} deps={[word]} load={() => data('getTopExample', { word, useCanonical: true })} empty={(e) => !e.text}>
      {(example) => <ExampleQuote example={example} />}
    </Section>
  );
}

const EXAMPLES_PAGE = 5;

export function Examples({ word }: { word: string }) {
  const [skip, setSkip] = useState(0);
  return (
    <Section
      id="examples"
      title={t('wordExamples')}
      deps={[word, skip]}
      load={() => data('getExamples', { word, useCanonical: true, skip, limit: EXAMPLES_PAGE })}
      empty={(r) => (r.examples ?? []).length === 0 && skip === 0}
    >
      {(results) => (
        <>
          {(results.examples ?? []).map((example, i) => (
            <ExampleQuote key={`${skip}-${i}`} example={example} />
          ))}
          <div class="row" role="navigation" aria-label={t('examplePages')}>
            <button type="button" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - EXAMPLES_PAGE))}>
              {t('previousPage')}
            </button>
            <span class="muted small" data-testid="examples-range">
              {t('examplesFrom', skip + 1)}
            </span>
            <button type="button" disabled={(results.examples ?? []).length < EXAMPLES_PAGE} onClick={() => setSkip(skip + EXAMPLES_PAGE)}>
              {t('nextPage')}
            </button>
          </div>
        </>
      )}
    </Section>
  );
}

export function Pronunciations({ word }: { word: string }) {
  return (
    <Section id="pronunciations" title={t('wordPronunciations')} deps={[word]} load={() => data('getTextPronunciations', { word, useCanonical: true, limit: 50 })} empty={(l) => l.length === 0}>
      {(list) => (
        <ul class="plain">
          {list.map((p, i) => (
            <li key={i}>
              <strong>{p.raw}</strong> <span class="muted small">{p.rawType}</span> <Attribution item={p} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function Syllables({ word }: { word: string }) {
  return (
    <Section id="syllables" title={t('wordSyllables')} deps={[word]} load={() => data('getHyphenation', { word, useCanonical: true })} empty={(l) => l.length === 0}>
      {(list) => (
        <p>
          <strong data-testid="syllables">{list.map((s) => s.text).join('·')}</strong>{' '}
          {list.some((s) => s.type === 'stress') && <span class="muted small">{t('stressed', list.filter((s) => s.type === 'stress').map((s) => s.text).join(', '))}</span>}{' '}
          <Attribution item={list[0] as Attributed} />
        </p>
      )}
    </Section>
  );
}

/** Bars for each year: only drawn when there is more than one year. */
export function FrequencyChart({ points }: { points: { year: number; count: number }[] }) {
  const width = 600;
  const height = 120;
  const max = Math.max(1, ...points.map((p) => p.count));
  const bar = width / points.length;
  const first = points[0];
  const last = points.at(-1);
  return (
    <svg class="chart" viewBox={`0 0 ${width} ${height + 14}`} width="100%" role="img" aria-label={t('frequencyChartLabel', first?.year ?? '', last?.year ?? '')}>
      {points.map((p, i) => {
        const h = (p.count / max) * height;
        return (
          <rect key={p.year} x={i * bar + 1} y={height - h} width={Math.max(1, bar - 2)} height={h}>
            <title>{t('frequencyPoint', p.year, p.count)}</title>
          </rect>
        );
      })}
      <text x={0} y={height + 12}>
        {first?.year}
      </text>
      <text x={width} y={height + 12} text-anchor="end">
        {last?.year}
      </text>
    </svg>
  );
}

export function Frequency({ word }: { word: string }) {
  return (
    <Section id="frequency" title={t('wordFrequency')} deps={[word]} load={() => data('getWordFrequency', { word, useCanonical: true })} empty={(f) => (f.frequency ?? []).length === 0 && !f.totalCount}>
      {(summary) => {
        const points = (summary.frequency ?? [])
          .map((f) => ({ year: Number(f.year), count: f.count ?? 0 }))
          .filter((p) => Number.isFinite(p.year))
          .sort((a, b) => a.year - b.year);
        return (
          <>
            {points.length > 1 ? (
              <FrequencyChart points={points} />
            ) : points[0] ? (
              <p data-testid="frequency-text">{t('frequencyOneYear', points[0].count, points[0].year)}</p>
            ) : null}
            <p class="muted small">{t('frequencyTotal', summary.totalCount ?? points.reduce((n, p) => n + p.count, 0))}</p>
            <Attribution item={summary as Attributed} />
          </>
        );
      }}
    </Section>
  );
}

export function Phrases({ word }: { word: string }) {
  return (
    <Section id="phrases" title={t('wordPhrases')} deps={[word]} load={() => data('getPhrases', { word, useCanonical: true, limit: 20 })} empty={(l) => l.length === 0}>
      {(list) => (
        <ul class="chips">
          {list.map((b, i) => (
            <li key={i} title={b.wlmi !== undefined && b.wlmi !== null ? t('phraseScore', b.wlmi.toFixed(2)) : undefined}>
              {b.gram1} {b.gram2}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function RelatedWords({ word }: { word: string }) {
  return (
    <Section id="related" title={t('wordRelated')} deps={[word]} load={() => data('getRelatedWords', { word, useCanonical: true, limit: 20 })} empty={(l) => l.every((g) => (g.words ?? []).length === 0)}>
      {(groups) =>
        groups.map((g) => (
          <div key={g.relationshipType} class="group">
            <h3>
              {g.relationshipType} <Attribution item={g as Attributed} />
            </h3>
            <ul class="chips">
              {(g.words ?? []).map((w) => (
                <li key={w}>
                  <WordLink word={w} />
                </li>
              ))}
            </ul>
          </div>
        ))
      }
    </Section>
  );
}

interface Recordings {
  files: AudioFile[];
  /** When their links must be asked for again. */
  expiresAt: number;
}

/** W10 is never cached (its links expire), so every call brings fresh links. */
async function loadRecordings(word: string): Promise<Recordings> {
  const files = (await data('getAudio', { word, useCanonical: true, limit: 10 })) ?? [];
  return { files, expiresAt: audioLinksExpireAt(files, Date.now()) };
}

/** A fresh link for the recording at `index` of an earlier list (the same id, or the same place). */
async function renewLink(word: string, file: AudioFile, index: number): Promise<AudioLink | undefined> {
  const fresh = await loadRecordings(word);
  const same = fresh.files.find((f) => f.id === file.id) ?? fresh.files[index];
  return same?.fileUrl ? { url: same.fileUrl, expiresAt: fresh.expiresAt } : undefined;
}

export function Audio({ word }: { word: string }) {
  return (
    <Section id="audio" title={t('wordAudio')} deps={[word]} load={() => loadRecordings(word)} empty={(l) => l.files.length === 0}>
      {({ files, expiresAt }) => (
        <ul class="plain">
          {files.map((f, i) => (
            <li key={`${word} ${f.id}`}>
              {f.fileUrl && (
                <FreshAudio first={{ url: f.fileUrl, expiresAt }} renew={() => renewLink(word, f, i)} label={t('audioOf', word)} />
              )}
              <div class="small">
                {f.audioType && <span class="muted">{f.audioType} · </span>}
                {f.createdBy && <span>{t('audioBy', f.createdBy)} · </span>}
                <Attribution item={f} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
