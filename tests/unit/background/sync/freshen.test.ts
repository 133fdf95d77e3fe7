/**
 * A view that shows lists opens: the engine syncs when the service's lists were last read
 * more than a minute ago, and asks only for what changed.
 */
import { describe, expect, it } from 'vitest';
import { FRESH_FOR_MS, freshFor } from '../../../../lib/background/sync/engine';
import { setup } from './support/harness';

describe('freshen', () => {
  it('pulls when the last pull is older than a minute, and not again within it', async () => {
    const h = await setup();
    expect(await h.engine.freshen()).toBe(true);
    expect(h.network.ops()).toEqual(['A3']);

    await h.service.create('Made elsewhere');
    h.advance(FRESH_FOR_MS - 1);
    expect(await h.engine.freshen()).toBe(false);
    expect((await h.engine.lists()).map((l) => l.name)).toEqual([]);

    h.advance(1);
    expect(await h.engine.freshen()).toBe(true);
    expect((await h.engine.lists()).map((l) => l.name)).toEqual(['Made elsewhere']);
  });

  it('a drain alone does not count as a pull: a change sent here does not hide one made elsewhere', async () => {
    const h = await setup();
    await h.engine.createList({ name: 'Here' });
    await h.engine.drain();
    await h.service.create('There');
    expect(await h.engine.freshen()).toBe(true);
    expect((await h.engine.lists()).map((l) => l.name).sort()).toEqual(['Here', 'There']);
  });

  it('a pull that failed is not tried again by every view opening within the minute', async () => {
    const h = await setup();
    h.network.fail('A3', 'network', 1);
    expect(await h.engine.freshen()).toBe(true);
    expect(await h.engine.freshen()).toBe(false);
    h.advance(FRESH_FOR_MS);
    expect(await h.engine.freshen()).toBe(true);
    expect((await h.engine.status()).lastError).toBeUndefined();
  });

  it('costs two calls with ten lists of which one changed: the lists (A3), and the changed one’s words (L6)', async () => {
    const h = await setup();
    for (let i = 1; i <= 10; i++) await h.service.add(await h.service.create(`List ${i}`), ['word']);
    await h.engine.freshen();
    h.network.log.length = 0;

    h.advance(FRESH_FOR_MS);
    await h.service.add('list-7', ['another']);
    expect(await h.engine.freshen()).toBe(true);
    expect(h.network.sent()).toEqual(['A3', 'L6 list-7']);
    expect(await h.mirror()).toEqual(await h.service.snapshot());
  });

  it('does nothing when no account syncs, or while the gate keeps the budget for lookups', async () => {
    const h = await setup();
    h.signedIn = false;
    expect(await h.engine.freshen()).toBe(false);
    h.signedIn = true;
    h.gate.answer = { ok: false, reason: 'low-budget' };
    await h.engine.freshen();
    expect(h.network.log).toEqual([]);
  });

  it('on a small plan, waits longer, so that views’ pulls keep to a tenth of the hour’s calls', () => {
    expect(freshFor(undefined)).toBe(FRESH_FOR_MS);
    expect(freshFor(100_000)).toBe(FRESH_FOR_MS);
    expect(freshFor(600)).toBe(FRESH_FOR_MS);
    expect(freshFor(100)).toBe(6 * 60_000);
  });

  it('on a plan of 100 calls an hour, pulls for views at most every six minutes', async () => {
    const h = await setup();
    h.gate.perHour = 100;
    expect(await h.engine.freshen()).toBe(true);
    h.advance(5 * 60_000);
    expect(await h.engine.freshen()).toBe(false);
    h.advance(60_000);
    expect(await h.engine.freshen()).toBe(true);
  });
});
