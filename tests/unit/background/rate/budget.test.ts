/**
 * The rate gate: what each response teaches it, what it lets through at each priority,
 * and what survives a restart of the service worker.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RateLimitSnapshot } from '../../../../lib/shared/api';
import { createBudgetWatcher } from '../../../../lib/background/rate/budget';
import { BUDGET_META_PREFIX } from '../../../../lib/background/rate/budget-store';
import { serviceId, type ServiceKey } from '../../../../lib/shared/service-identity/service-key';
import { openDatabase, type GlossaDatabase } from '../../../../lib/background/store/db';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SERVICE: ServiceKey = { baseUrl: 'https://api.wordnik.com/v4', apiKey: 'SECRET-KEY-1234567890' };

let t: number;
const now = () => t;

/** A snapshot as the client reads it at the current time. */
function snap(fields: Omit<Partial<RateLimitSnapshot>, 'observedAt' | 'resetAt'> = {}): RateLimitSnapshot {
  const snapshot: RateLimitSnapshot = { observedAt: t, ...fields };
  if (fields.resetSeconds !== undefined) snapshot.resetAt = t + fields.resetSeconds * 1000;
  return snapshot;
}

/** The free plan's shape: 100 calls an hour (the minute's limit is a guess). */
const free = (remainingMinute: number, remainingHour: number, resetSeconds = 30) =>
  snap({ limitMinute: 20, remainingMinute, limitHour: 100, remainingHour, resetSeconds });

beforeEach(() => {
  t = Date.UTC(2024, 8, 13, 12, 0, 0);
});

describe('service identity', () => {
  it('keeps one budget per service and key', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, snap({ remainingMinute: 0, limitMinute: 5, resetSeconds: 20 }), 200);
    expect(watcher.permit(SERVICE, 'interactive').ok).toBe(false);
    expect(watcher.permit({ ...SERVICE, apiKey: 'another' }, 'interactive').ok).toBe(true);
    expect(watcher.permit({ baseUrl: 'http://127.0.0.1:8080/v4', apiKey: SERVICE.apiKey }, 'interactive').ok).toBe(true);
    expect(watcher.all().map((b) => b.service)).toEqual([serviceId(SERVICE)]);
  });
});

describe('observing responses', () => {
  it('knows nothing, and allows everything, before the first answer', () => {
    const watcher = createBudgetWatcher({ now });
    expect(watcher.budget(SERVICE)).toEqual({ service: serviceId(SERVICE), minute: {}, hour: {} });
    expect(watcher.permit(SERVICE, 'background')).toEqual({ ok: true });
  });

  it('reads both windows from a recorded live response', () => {
    const watcher = createBudgetWatcher({ now });
    // definitions.json of the recordings.
    watcher.observe(
      SERVICE,
      snap({ limitMinute: 500, remainingMinute: 498, limitHour: 15000, remainingHour: 14998, resetSeconds: 28 }),
      200,
    );
    expect(watcher.budget(SERVICE)).toEqual({
      service: serviceId(SERVICE),
      // The live service's reset is the minute's.
      minute: { limit: 500, remaining: 498, resetAt: t + 28_000 },
      // No reset for the hour: at most an hour from the first sight of this window.
      hour: { limit: 15000, remaining: 14998, resetAt: t + HOUR },
      updatedAt: t,
    });
  });

  it('takes a reset of more than a minute, or one sent while the hour is spent, as the hour’s', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, free(15, 3, 1800), 200);
    expect(watcher.budget(SERVICE).hour.resetAt).toBe(t + 1800_000);
    expect(watcher.budget(SERVICE).minute.resetAt).toBe(t + MINUTE);

    // The project's server: the hour's reset once the hour is spent, even when it is close.
    watcher.observe(SERVICE, free(15, 0, 40), 200);
    expect(watcher.budget(SERVICE).hour).toEqual({ limit: 100, remaining: 0, resetAt: t + 40_000 });
  });

  it('keeps an estimated hour reset within the same window, and starts again when the count rises', () => {
    const watcher = createBudgetWatcher({ now });
    const start = t;
    watcher.observe(SERVICE, free(19, 90), 200);
    t += 10 * MINUTE;
    watcher.observe(SERVICE, free(19, 80), 200);
    expect(watcher.budget(SERVICE).hour.resetAt).toBe(start + HOUR);
    t += 5 * MINUTE;
    watcher.observe(SERVICE, free(19, 99), 200);
    expect(watcher.budget(SERVICE).hour.resetAt).toBe(t + HOUR);
  });

  it('takes the latest counts, even when they jump (the live service reconciles at intervals)', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, free(18, 60), 200);
    watcher.observe(SERVICE, free(10, 40), 200);
    expect(watcher.budget(SERVICE).hour.remaining).toBe(40);
    watcher.observe(SERVICE, free(12, 55), 200);
    expect(watcher.budget(SERVICE).hour.remaining).toBe(55);
    expect(watcher.budget(SERVICE).minute.remaining).toBe(12);
  });

  it('tolerates snapshots with missing fields: what is missing keeps its last value', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, snap(), 200);
    expect(watcher.budget(SERVICE).minute).toEqual({});
    expect(watcher.permit(SERVICE, 'background').ok).toBe(true);

    watcher.observe(SERVICE, free(9, 70), 200);
    watcher.observe(SERVICE, snap({ remainingHour: 69 }), 200); // an answer with one header
    watcher.observe(SERVICE, snap({ limitMinute: 20 }), 502); // a proxy's error page
    expect(watcher.budget(SERVICE).minute).toMatchObject({ limit: 20, remaining: 9 });
    expect(watcher.budget(SERVICE).hour).toMatchObject({ limit: 100, remaining: 69 });
  });

  it('tells its observer after every answer, and a failing observer changes nothing', () => {
    let told = 0;
    const watcher = createBudgetWatcher({ now, onChange: () => told++ });
    watcher.observe(SERVICE, free(18, 60), 200);
    watcher.observe(SERVICE, free(17, 59), 429);
    expect(told).toBe(2);
    const failing = createBudgetWatcher({
      now,
      onChange: () => {
        throw new Error('a view went away');
      },
    });
    failing.observe(SERVICE, free(18, 60), 200);
    expect(failing.budget(SERVICE).hour.remaining).toBe(60);
  });
});

describe('a 429 pauses everything until the reset', () => {
  it('refuses interactive and background requests alike, then allows them after the reset', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, snap({ remainingMinute: 0, limitMinute: 20, resetSeconds: 25 }), 429);
    const paused = { ok: false, reason: 'paused', retryAt: t + 25_000 };
    expect(watcher.permit(SERVICE, 'interactive')).toEqual(paused);
    expect(watcher.permit(SERVICE, 'background')).toEqual(paused);
    expect(watcher.budget(SERVICE).pausedUntil).toBe(t + 25_000);

    t += 24_999;
    expect(watcher.permit(SERVICE, 'interactive').ok).toBe(false);
    t += 1;
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: true });
    expect(watcher.permit(SERVICE, 'background')).toEqual({ ok: true });
    expect(watcher.budget(SERVICE).pausedUntil).toBeUndefined();
    // The spent minute has reset too, so it shows refilled.
    expect(watcher.budget(SERVICE).minute).toEqual({ limit: 20, remaining: 20 });
  });

  it('pauses a minute when the 429 does not say when to come back', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, snap(), 429);
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: false, reason: 'paused', retryAt: t + MINUTE });
  });

  it('pauses at least a second and at most an hour', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, snap({ resetSeconds: 0 }), 429);
    expect(watcher.budget(SERVICE).pausedUntil).toBe(t + 1000);
    watcher.observe(SERVICE, snap({ resetSeconds: 999_999 }), 429);
    expect(watcher.budget(SERVICE).pausedUntil).toBe(t + HOUR);
  });

  it('is not lifted by answers to calls sent before it, nor shortened by a later 429', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, free(0, 50, 30), 429);
    watcher.observe(SERVICE, free(3, 50, 30), 200);
    watcher.observe(SERVICE, free(0, 50, 10), 429);
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: false, reason: 'paused', retryAt: t + 30_000 });
  });
});

describe('priorities', () => {
  it('defers background work when a window is at its reserve, while lookups still go', () => {
    const watcher = createBudgetWatcher({ now });
    // The hour's reserve on the free plan: max(5, 10% of 100) = 10.
    watcher.observe(SERVICE, free(15, 11), 200);
    expect(watcher.permit(SERVICE, 'background')).toEqual({ ok: true });
    watcher.observe(SERVICE, free(15, 10), 200);
    const hourReset = watcher.budget(SERVICE).hour.resetAt;
    expect(watcher.permit(SERVICE, 'background')).toEqual({ ok: false, reason: 'low-budget', retryAt: hourReset });
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: true });

    // The minute's reserve is 2.
    watcher.observe(SERVICE, free(3, 50, 20), 200);
    expect(watcher.permit(SERVICE, 'background').ok).toBe(true);
    watcher.observe(SERVICE, free(2, 50, 20), 200);
    expect(watcher.permit(SERVICE, 'background')).toEqual({ ok: false, reason: 'low-budget', retryAt: t + 20_000 });
    expect(watcher.permit(SERVICE, 'interactive').ok).toBe(true);
  });

  it('spends a call on a guess only on a plan of 1,000 an hour or more, with over a quarter of each window left', () => {
    const watcher = createBudgetWatcher({ now });
    expect(watcher.permit(SERVICE, 'spare').ok).toBe(false); // an unknown plan
    watcher.observe(SERVICE, free(20, 100), 200);
    expect(watcher.permit(SERVICE, 'spare').ok).toBe(false); // the free plan
    const large = (remainingMinute: number, remainingHour: number) =>
      snap({ limitMinute: 600, remainingMinute, limitHour: 20_000, remainingHour, resetSeconds: 30 });
    watcher.observe(SERVICE, large(600, 19_000), 200);
    expect(watcher.permit(SERVICE, 'spare').ok).toBe(true);
    watcher.observe(SERVICE, large(600, 4_000), 200);
    expect(watcher.permit(SERVICE, 'spare').ok).toBe(false);
    watcher.observe(SERVICE, large(100, 19_000), 200);
    expect(watcher.permit(SERVICE, 'spare').ok).toBe(false);
    expect(watcher.permit(SERVICE, 'interactive').ok).toBe(true);
  });

  it('keeps 10% of a large hourly plan', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, snap({ limitHour: 15000, remainingHour: 1500 }), 200);
    expect(watcher.permit(SERVICE, 'background').ok).toBe(false);
    watcher.observe(SERVICE, snap({ limitHour: 15000, remainingHour: 1501 }), 200);
    expect(watcher.permit(SERVICE, 'background').ok).toBe(true);
  });

  it('uses a configured reserve, but never so large that background work could never run', () => {
    const watcher = createBudgetWatcher({ now, reserve: { minute: 0, hour: 50 } });
    watcher.observe(SERVICE, snap({ limitMinute: 20, remainingMinute: 1, limitHour: 100, remainingHour: 51 }), 200);
    expect(watcher.permit(SERVICE, 'background').ok).toBe(true);
    watcher.observe(SERVICE, snap({ remainingHour: 50 }), 200);
    expect(watcher.permit(SERVICE, 'background').ok).toBe(false);

    const tiny = createBudgetWatcher({ now });
    tiny.observe(SERVICE, snap({ limitMinute: 2, remainingMinute: 2, limitHour: 5, remainingHour: 5 }), 200);
    expect(tiny.permit(SERVICE, 'background').ok).toBe(true);
    tiny.observe(SERVICE, snap({ limitMinute: 2, remainingMinute: 1, limitHour: 5, remainingHour: 4 }), 200);
    expect(tiny.permit(SERVICE, 'background').ok).toBe(false);
  });

  it('refuses everything when a window is spent, until it resets', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, free(0, 40, 12), 200);
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: false, reason: 'exhausted', retryAt: t + 12_000 });
    expect(watcher.permit(SERVICE, 'background').ok).toBe(false);
    t += 12_000;
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: true });
    expect(watcher.budget(SERVICE).minute).toEqual({ limit: 20, remaining: 20 });
  });

  it('refuses until the later of two spent windows resets', () => {
    const watcher = createBudgetWatcher({ now });
    // A reset of 1500 s is the hour's; the minute's is estimated (a minute at most).
    watcher.observe(SERVICE, snap({ limitMinute: 20, remainingMinute: 0, limitHour: 100, remainingHour: 0, resetSeconds: 1500 }), 200);
    const refused = { ok: false, reason: 'exhausted', retryAt: t + 1500_000 };
    expect(watcher.permit(SERVICE, 'interactive')).toEqual(refused);
    t += MINUTE;
    expect(watcher.permit(SERVICE, 'interactive')).toEqual(refused);
    t += 1440_000;
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: true });
  });

  it('does not stay shut for good when the spent hour’s reset was never told', () => {
    const watcher = createBudgetWatcher({ now });
    watcher.observe(SERVICE, snap({ limitHour: 100, remainingHour: 0 }), 200);
    expect(watcher.permit(SERVICE, 'interactive')).toEqual({ ok: false, reason: 'exhausted', retryAt: t + HOUR });
    t += HOUR;
    expect(watcher.permit(SERVICE, 'interactive').ok).toBe(true);
  });
});

describe('persistence across a restart of the service worker', () => {
  let db: GlossaDatabase;
  let name: string;
  let counter = 0;
  beforeEach(async () => {
    name = `budget-test-${++counter}-${Math.random()}`;
    db = openDatabase(name);
    await db.open();
  });
  afterEach(async () => {
    db.close();
    await openDatabase(name).delete();
    vi.restoreAllMocks();
  });

  const stored = async () => (await db.meta.where('key').startsWith(BUDGET_META_PREFIX).toArray()).map((row) => row.key);

  it('keeps a pause: a new watcher over the same database still refuses', async () => {
    const first = createBudgetWatcher({ db, now });
    await first.ready();
    first.observe(SERVICE, free(0, 30, 45), 429);
    await vi.waitFor(async () => expect(await stored()).toEqual([BUDGET_META_PREFIX + serviceId(SERVICE)]));

    t += 5_000;
    const second = createBudgetWatcher({ db, now });
    expect(second.permit(SERVICE, 'interactive').ok).toBe(true); // before ready(): nothing known yet
    await second.ready();
    expect(second.permit(SERVICE, 'interactive')).toEqual({ ok: false, reason: 'paused', retryAt: t + 40_000 });
    expect(second.budget(SERVICE).hour).toMatchObject({ limit: 100, remaining: 30 });
    t += 40_000;
    expect(second.permit(SERVICE, 'interactive').ok).toBe(true);
  });

  it('saves ordinary changes after a short delay, in one write, and never the key', async () => {
    const bulkPut = vi.spyOn(db.meta, 'bulkPut');
    const watcher = createBudgetWatcher({ db, now });
    for (let i = 0; i < 20; i++) watcher.observe(SERVICE, free(15, 29 - i), 200);
    expect(bulkPut).not.toHaveBeenCalled();
    await vi.waitFor(async () => expect(await stored()).toHaveLength(1));
    expect(bulkPut).toHaveBeenCalledTimes(1);
    const rows = await db.meta.toArray();
    expect(JSON.stringify(rows)).not.toContain(SERVICE.apiKey);

    const restored = createBudgetWatcher({ db, now });
    await restored.ready();
    expect(restored.budget(SERVICE)).toEqual(watcher.budget(SERVICE));
    expect(restored.permit(SERVICE, 'background')).toMatchObject({ ok: false, reason: 'low-budget' });
  });

  it('prefers what it has observed since start-up over what was stored, but keeps a stored pause', async () => {
    const first = createBudgetWatcher({ db, now });
    first.observe(SERVICE, free(0, 30, 45), 429);
    await vi.waitFor(async () => expect(await stored()).toHaveLength(1));

    const second = createBudgetWatcher({ db, now });
    second.observe(SERVICE, free(10, 25, 40), 200);
    await second.ready();
    expect(second.budget(SERVICE).hour.remaining).toBe(25);
    expect(second.permit(SERVICE, 'interactive')).toMatchObject({ reason: 'paused', retryAt: t + 45_000 });
  });

  it('ignores stored records that are not budgets, and bounds stored times', async () => {
    const id = serviceId(SERVICE);
    await db.meta.bulkPut([
      { key: `${BUDGET_META_PREFIX}${id}`, value: { service: id, minute: {}, hour: { remaining: 0 }, pausedUntil: t + 10 * 24 * HOUR } },
      { key: `${BUDGET_META_PREFIX}https://other.example/v4|no-key`, value: 'garbage' },
    ]);
    const watcher = createBudgetWatcher({ db, now });
    await watcher.ready();
    expect(watcher.all()).toHaveLength(1);
    expect(watcher.budget(SERVICE).pausedUntil).toBe(t + HOUR);
    expect(watcher.budget(SERVICE).hour.resetAt).toBeLessThanOrEqual(t + HOUR);
  });

  it('works from memory when the database cannot be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = await unopenableDatabase();
    const watcher = createBudgetWatcher({ db: broken, now });
    await expect(watcher.ready()).resolves.toBeUndefined();
    watcher.observe(SERVICE, snap(), 429);
    expect(watcher.permit(SERVICE, 'interactive').ok).toBe(false);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});

/** A database Glossa cannot open: one of the same name exists at a newer version. */
async function unopenableDatabase(): Promise<GlossaDatabase> {
  const name = `newer-${Math.random()}`;
  await new Promise<void>((resolve, reject) => {
    const request = indexedDB.open(name, 999);
    request.onsuccess = () => {
      request.result.close();
      resolve();
    };
    request.onerror = () => reject(request.error ?? new Error('open failed'));
  });
  return openDatabase(name);
}
