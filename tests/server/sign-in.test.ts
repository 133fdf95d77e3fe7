/**
 * Signing in reveals nothing about an account to someone without its password, and
 * repeated wrong passwords lock the account's sign-in for a while.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../server/services/accounts.ts';
import { openAppDatabase } from '../../server/stores/app-db.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';

const FAILURES = 3;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { signIn: { failures: FAILURES, windowMs: 60_000 } } });
  await t.server.accounts.addUser({ username: 'bo', password: 'bo-password', email: 'bo@example.org', confirmed: false });
  const cy = await t.server.accounts.addUser({ username: 'cy', password: 'cy-password', email: 'cy@example.org' });
  t.server.accounts.setUserFlags(cy.id, { confirmed: true, disabled: true });
  await t.server.accounts.addUser({ username: 'di', password: 'di-password', email: 'di@example.org' });
});
afterAll(() => t.close());

const signIn = (username: string, password: string) => t.client().authenticatePost({ username, body: password });

describe('the password is checked first', () => {
  it.each(['ann', 'bo', 'cy'])('a wrong password for %s gets the same refusal, whatever the account’s state', async (username) => {
    expect(await failure(signIn(username, 'not the password'))).toMatchObject({ status: 403, serverMessage: 'Wrong password' });
  });

  it('only the right password learns that an account is not available', async () => {
    expect(await failure(signIn('bo', 'bo-password'))).toMatchObject({ status: 403, serverMessage: 'Account not available' });
    expect(await failure(signIn('cy', 'cy-password'))).toMatchObject({ status: 403, serverMessage: 'Account not available' });
  });
});

describe('repeated wrong passwords', () => {
  it(`lock the account’s sign-in after ${FAILURES}, right password or not, with 429 and a time to wait`, async () => {
    for (let i = 0; i < FAILURES; i++) expect((await failure(signIn('di', `guess ${i}`))).status).toBe(403);
    const locked = await failure(signIn('di', 'di-password'));
    expect(locked).toMatchObject({ status: 429, kind: 'rate-limited' });
    expect(locked.serverMessage).toMatch(/^Too many failed sign-ins for this account: try again in \d+ s$/);
    // The wait travels as retry-after too, as with every 429, for clients that read headers only.
    const raw = await fetch(`${t.baseUrl}/account.json/authenticate/di`, {
      method: 'POST',
      headers: { api_key: t.apiKey, 'content-type': 'text/plain' },
      body: 'di-password',
    });
    expect([raw.status, raw.headers.get('retry-after')]).toEqual([429, locked.serverMessage?.match(/(\d+) s$/)?.[1]]);
    // Other accounts, and the key, are not affected.
    expect((await signIn(ANN.username, ANN.password)).token).toBeTruthy();
  });

  it('count attempts still in flight, so a burst cannot get past the limit', async () => {
    await t.server.accounts.addUser({ username: 'ed', password: 'ed-password', email: 'ed@example.org' });
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => failure(signIn('ed', `guess ${i}`))));
    expect(burst.filter((error) => error.status === 403)).toHaveLength(FAILURES);
    expect(burst.filter((error) => error.status === 429)).toHaveLength(8 - FAILURES);
  });

  it('are forgotten once the window has passed, and a success starts the count again', async () => {
    const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'sign-in-'));
    const db = openAppDatabase(join(dir, 'glossa.sqlite'));
    try {
      let clock = Date.parse('2026-11-22T10:00:00Z');
      const accounts = createAccounts(db, () => clock, { signIn: { failures: 2, windowMs: 60_000 } });
      await accounts.addUser({ username: 'fa', password: 'fa-password', email: 'fa@example.org' });
      await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ message: 'Wrong password' });
      await accounts.authenticate('fa', 'fa-password');
      await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ message: 'Wrong password' });
      clock += 30_000;
      await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ message: 'Wrong password' });
      await expect(accounts.authenticate('fa', 'fa-password')).rejects.toMatchObject({ reason: 'too-many' });
      clock += 30_001; // the first failure leaves the window
      expect((await accounts.authenticate('fa', 'fa-password')).token).toBeTruthy();
    } finally {
      db.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
