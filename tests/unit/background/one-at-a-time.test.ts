/** Work run one piece at a time, in order, a failure holding up nothing after it. */
import { describe, expect, it } from 'vitest';
import { oneAtATime } from '../../../lib/background/one-at-a-time';

describe('one at a time', () => {
  it('starts each piece once the one before has ended, in the order asked, past a failure', async () => {
    const exclusive = oneAtATime();
    const log: string[] = [];
    const piece = (name: string, fail = false) =>
      exclusive(async () => {
        log.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        log.push(`${name} ends`);
        if (fail) throw new Error(name);
        return name;
      });
    const results = await Promise.allSettled([piece('a'), piece('b', true), piece('c')]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
