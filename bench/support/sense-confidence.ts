/**
 * How far the bubble's confidence in its first sense can be trusted: a logistic curve fitted
 * from the model's share to whether the first sense was right (lib/shared/senses/confidence.ts
 * keeps the curve), and the reliability table that checks it on other words: for each band of
 * confidence, how many lookups fell in it and how often their first sense was right. Where the
 * bubble is unsure it offers two senses; the figures say how often one of the two was meant.
 */
import type { SenseGroup } from '../../lib/shared/messages/answers';
import { CALIBRATION, UNSURE_BELOW } from '../../lib/shared/senses/confidence';
import { chosenFor, judge, type SenseCase, type Weights } from './sense-cases';

export interface Sureness {
  /** The calibrated confidence the bubble had in its first sense, and the model's share it came from (as a logit). */
  confidence: number;
  rawLogit: number;
  /** Whether the first sense shown was the one meant (or the other dictionary's same sense). */
  right: boolean;
  /** Where the bubble was unsure: whether the alternative it offered was the one meant. */
  alternativeRight?: boolean;
}

const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** The bubble's confidence and its verdict for each case. */
export function sureness(cases: readonly SenseCase[], weights?: Weights): Sureness[] {
  return cases.flatMap((c) => {
    const chosen = chosenFor(c, weights);
    const first = chosen.groups[0]?.definitions[0];
    if (!first || chosen.confidence === undefined) return [];
    const confidence = Math.min(Math.max(chosen.confidence, 1e-6), 1 - 1e-6);
    const at = chosen.alternative;
    const alternative = at && (chosen.groups[at.group] as SenseGroup | undefined)?.definitions[at.index];
    return [
      {
        confidence,
        // The share before the curve now in use, to fit another.
        rawLogit: (logit(confidence) - CALIBRATION.intercept) / CALIBRATION.slope,
        right: judge(c, first).right,
        ...(alternative && { alternativeRight: judge(c, alternative).right }),
      },
    ];
  });
}

/** The logistic curve from the model's share to the chance of being right, by Newton's method on the log-likelihood. */
export function fitCalibration(points: readonly Sureness[]): { slope: number; intercept: number } {
  let [a, b] = [1, 0];
  for (let step = 0; step < 50; step++) {
    let [ga, gb, haa, hab, hbb] = [0, 0, 0, 0, 0];
    for (const { rawLogit: x, right } of points) {
      const p = sigmoid(a * x + b);
      const y = right ? 1 : 0;
      const w = p * (1 - p);
      [ga, gb] = [ga + (y - p) * x, gb + (y - p)];
      [haa, hab, hbb] = [haa + w * x * x, hab + w * x, hbb + w];
    }
    // A little shrinkage keeps the step defined where the cases say little.
    [haa, hbb] = [haa + 1e-6, hbb + 1e-6];
    const det = haa * hbb - hab * hab;
    const [da, db] = [(hbb * ga - hab * gb) / det, (haa * gb - hab * ga) / det];
    [a, b] = [a + da, b + db];
    if (Math.abs(da) + Math.abs(db) < 1e-9) break;
  }
  return { slope: Number(a.toFixed(3)), intercept: Number(b.toFixed(3)) };
}

const BANDS = [0, 0.3, 0.5, 0.7, 0.9, 1.000001];
const percent = (value: number) => `${(100 * value).toFixed(1)}%`;

/** The reliability table: for each band of confidence, its lookups and how often the first sense was right. */
export function reliabilityTable(points: readonly Sureness[]): string[] {
  const lines = ['| confidence | lookups | mean confidence | first sense right |', '|---|---:|---:|---:|'];
  for (let i = 0; i + 1 < BANDS.length; i++) {
    const [low, high] = [BANDS[i] as number, BANDS[i + 1] as number];
    const band = points.filter((p) => p.confidence >= low && p.confidence < high);
    if (!band.length) continue;
    const mean = band.reduce((sum, p) => sum + p.confidence, 0) / band.length;
    const right = band.filter((p) => p.right).length / band.length;
    lines.push(
      `| ${low.toFixed(1)}–${Math.min(high, 1).toFixed(1)} | ${band.length} (${percent(band.length / points.length)}) | ${percent(mean)} | ${percent(right)} |`,
    );
  }
  const unsure = points.filter((p) => p.confidence < UNSURE_BELOW);
  const either = unsure.filter((p) => p.right || p.alternativeRight).length;
  lines.push(
    `Unsure (under ${UNSURE_BELOW}): ${percent(unsure.length / (points.length || 1))} of lookups; the first of the two offered right ` +
      `${percent(unsure.filter((p) => p.right).length / (unsure.length || 1))}, one of the two ${percent(either / (unsure.length || 1))}.`,
  );
  return lines;
}
