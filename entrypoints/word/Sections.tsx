/** The word page's sections below the senses: where the word comes from, examples, usage, recordings, each with its attribution. */
import { useState } from 'preact/hooks';
import type { AudioFile, Example } from '../../lib/shared/api';
import { t, tCount } from '../../lib/shared/i18n';
import { audioLinksExpireAt } from '../../lib/shared/api/audio-links';
import { RichText } from '../../components/RichText';
import { ExternalLink } from '../../components/ExternalLink';
import { FreshAudio, type AudioLink } from './FreshAudio';
import { Attribution, Section, data, type Attributed } from './Section';

/** Where the word comes from: each etymology's markup as safe rich text, its cross-references as links. */
export function Etymologies({ word, onWord }: { word: string; onWord: (word: string) => void }) {
  return (
    <Section
      id="etymologies"
      title={t('gcideEtymologies')}
      deps={[word]}
      load={() => data('getEtymologies', { word, useCanonical: true })}
      empty={(l) => l.length === 0}
    >
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
      <RichText markup={example.text ?? ''} quoted />
      <footer class="credit small">
        {example.url ? <ExternalLink href={example.url}>{example.title ?? example.url}</ExternalLink> : example.title}
        {example.year ? ` (${example.year})` : ''}
      </footer>
    </blockquote>
  );
}

const EXAMPLES_PAGE = 5;

/** Each source of a list once, under it: a long credit line repeated under every item says nothing new. */
function Sources({ items }: { items: readonly Attributed[] }) {
  const sources = new Map(items.filter((item) => item.attributionText).map((item) => [item.attributionText, item]));
  return (
    <>
      {[...sources.values()].map((item) => (
        <p class="small" key={item.attributionText}>
          <Attribution item={item} />
        </p>
      ))}
    </>
  );
}

/** A page's examples, the shortest first: a short sentence shows the word at a glance. */
const shortFirst = (examples: readonly Example[]) => [...examples].sort((a, b) => (a.text ?? '').length - (b.text ?? '').length);

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
          {shortFirst(results.examples ?? []).map((example, i) => (
            <ExampleQuote key={`${skip}-${i}`} example={example} />
          ))}
          <Sources items={(results.examples ?? []) as Attributed[]} />
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

/** Bars for each year: only drawn when there is more than one year. */
export function FrequencyChart({ points }: { points: { year: number; count: number }[] }) {
  const width = 600;
  const height = 120;
  const max = Math.max(1, ...points.map((p) => p.count));
  const bar = width / points.length;
  const first = points[0];
  const last = points.at(-1);
  return (
    <svg
      class="chart"
      viewBox={`0 0 ${width} ${height + 14}`}
      width="100%"
      role="img"
      aria-label={t('frequencyChartLabel', first?.year ?? '', last?.year ?? '')}
    >
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
    <Section
      id="frequency"
      title={t('wpUsage')}
      deps={[word]}
      load={() => data('getWordFrequency', { word, useCanonical: true })}
      empty={(f) => (f.frequency ?? []).length === 0 && !f.totalCount}
    >
      {(summary) => {
        const points = (summary.frequency ?? [])
          .map((f) => ({ year: Number(f.year), count: f.count ?? 0 }))
          .filter((p) => Number.isFinite(p.year))
          .sort((a, b) => a.year - b.year);
        return (
          <>
            {/* A chart only says something with more than one year; one year is a number. */}
            {points.length > 1 ? (
              <>
                <FrequencyChart points={points} />
                <p class="muted small">{tCount('frequencyTotal', summary.totalCount ?? points.reduce((n, p) => n + p.count, 0))}</p>
              </>
            ) : (
              <p data-testid="frequency-text">
                {points[0] ? tCount('wpUsageOneYear', points[0].count, points[0].year) : tCount('wpUsageCount', summary.totalCount ?? 0)}
              </p>
            )}
            <p class="small">
              <Attribution item={summary as Attributed} />
            </p>
          </>
        );
      }}
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
