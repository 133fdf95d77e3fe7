/**
 * How sure the ranker is of the sense it shows first, as a chance that reads true: the model's
 * share for that sense (rank-senses.ts) mapped through a logistic curve fitted on the
 * evaluation's development words (`npm run eval:senses -- --calibrate`, which prints these
 * figures and, on the test words, how often each band of confidence was right).
 *
 * Below UNSURE_BELOW the first sense is more likely wrong than right: the bubble then says it
 * is unsure and offers the two likeliest senses as equals, rather than one as the answer.
 */

/** The fitted curve: calibrated = σ(slope · logit(share) + intercept). */
export const CALIBRATION = { slope: 0.795, intercept: 0.348 };

/** Under this calibrated chance the bubble offers two senses rather than one. */
export const UNSURE_BELOW = 0.5;

const logit = (p: number) => Math.log(p / (1 - p));

/** The chance that the sense shown first is the one meant, from the model's share for it. */
export function calibrated(share: number, curve: { slope: number; intercept: number } = CALIBRATION): number {
  const p = Math.min(Math.max(share, 1e-6), 1 - 1e-6);
  return 1 / (1 + Math.exp(-(curve.slope * logit(p) + curve.intercept)));
}
