/**
 * Rate limits over sliding spans, on the real server with its clock injected: a key never
 * spends more than its minute's allowance within any 60 s, across minute boundaries too,
 * and calls at one instant beyond a small burst get a 429 whose reset says when the next
 * call goes through.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMIT_HEADERS } from '../../lib/shared/api/index.ts';
import { burstSize } from '../../server/rules/rate-limits.ts';
import { startTestServer, type TestServer } from '../../dev/test-server.ts';

const MINUTE = 60_000;
/** Just before a minute of the clock ends: fixed windows would allow two minutes' worth here. */
const clock = { t: Date.UTC(2030, 0, 1, 12, 0, 59, 900) };
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ rateClock: () => clock.t });
});
afterAll(() => t.close());

async function newKey(perMinute: number, perHour: number): Promise<string> {
  const user = await t.server.accounts.userByName('ann');
  return (await t.server.accounts.addKey(user?.id ?? 0, { perMinute, perHour })).key;
}

async function call(key: string) {
  const response = await fetch(`${t.baseUrl}/word.json/dog/scrabbleScore`, { headers: { api_key: key } });
  await response.arrayBuffer();
  return {
    status: response.status,
    reset: Number(response.headers.get(RATE_LIMIT_HEADERS.reset)),
    retryAfter: response.headers.get(RATE_LIMIT_HEADERS.retryAfter),
    remainingMinute: Number(response.headers.get(RATE_LIMIT_HEADERS.remainingMinute)),
  };
}

it('a burst at one instant gets a small burst, then 429s whose reset is when the next call goes through', async () => {
  const plan = { perMinute: 60, perHour: 1000 };
  const key = await newKey(plan.perMinute, plan.perHour);
  const burst = burstSize(plan);
  expect(burst).toBeGreaterThan(1);
  expect(burst).toBeLessThan(plan.perMinute / 2);

  const answers = [];
  for (let i = 0; i < plan.perMinute; i++) answers.push(await call(key));
  expect(answers.filter((a) => a.status === 200)).toHaveLength(burst);
  expect(answers.slice(0, burst).every((a) => a.status === 200)).toBe(true);
  const refused = answers[burst];
  expect(refused?.status).toBe(429);
  expect(refused?.retryAfter).toBe(String(refused?.reset));
  expect(refused?.reset).toBeGreaterThanOrEqual(1);
  expect(refused?.remainingMinute).toBe(plan.perMinute - burst);

  clock.t += ((refused?.reset ?? 0) - 1) * 1000;
  expect((await call(key)).status).toBe(429);
  clock.t += 1000;
  expect((await call(key)).status).toBe(200);
});

it('never lets a key spend more than its minute within any 60 s, across minute boundaries', async () => {
  const plan = { perMinute: 30, perHour: 10_000 };
  const key = await newKey(plan.perMinute, plan.perHour);
  const STEP = 250;
  const admitted: number[] = [];
  const refusals: { at: number; reset: number }[] = [];
  const end = clock.t + 3 * MINUTE;
  while (clock.t < end) {
    // As fast as the key may: calls until one is refused, at every step of the clock.
    for (;;) {
      const answer = await call(key);
      if (answer.status !== 200) {
        expect(answer.status).toBe(429);
        refusals.push({ at: clock.t, reset: answer.reset });
        break;
      }
      admitted.push(clock.t);
    }
    clock.t += STEP;
  }

  for (const [i, start] of admitted.entries()) {
    const within = admitted.slice(i).filter((at) => at <= start + MINUTE).length;
    expect(within, `calls in the 60 s from ${start}`).toBeLessThanOrEqual(plan.perMinute);
  }
  // Spending as fast as allowed, the key gets about its plan's rate: no less than 2 minutes' worth in 3.
  expect(admitted.length).toBeGreaterThanOrEqual(2 * plan.perMinute);
  // Each 429's reset is right: the next call goes through no earlier than a second before it, and by then.
  for (const refusal of refusals) {
    const next = admitted.find((at) => at > refusal.at);
    if (next === undefined) continue;
    expect(next).toBeGreaterThan(refusal.at + (refusal.reset - 1) * 1000);
    expect(next).toBeLessThanOrEqual(refusal.at + refusal.reset * 1000 + STEP);
  }
});
