import { describe, expect, it } from 'vitest';
import { calibrated, CALIBRATION, UNSURE_BELOW } from '../../../../lib/shared/senses/confidence';

describe('the confidence in the first sense', () => {
  it('rises with the model’s share, and stays a chance', () => {
    const shares = [0, 0.1, 0.3, 0.5, 0.7, 0.9, 1];
    const chances = shares.map((share) => calibrated(share));
    for (let i = 1; i < chances.length; i++) expect(chances[i]).toBeGreaterThan(chances[i - 1] as number);
    expect(Math.min(...chances)).toBeGreaterThan(0);
    expect(Math.max(...chances)).toBeLessThan(1);
  });

  it('follows the fitted curve: σ(slope · logit(share) + intercept)', () => {
    expect(calibrated(0.5, { slope: 2, intercept: 0 })).toBeCloseTo(0.5);
    expect(calibrated(0.75, { slope: 1, intercept: 0 })).toBeCloseTo(0.75);
    expect(calibrated(0.75, { slope: 2, intercept: 0 })).toBeCloseTo(0.9);
    // The curve in use is a curve: its slope positive, so a larger share never means less.
    expect(CALIBRATION.slope).toBeGreaterThan(0);
  });

  it('is unsure where the first sense is more likely wrong than right', () => {
    expect(UNSURE_BELOW).toBe(0.5);
  });
});
