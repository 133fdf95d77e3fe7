/**
 * Signing in reveals nothing about an account to someone without its password, and repeated
 * wrong passwords slow down the guesses where they come from, with waits that grow: that account
 * from that address, and that address whatever accounts it tried. The owner signing in from
 * another address is never refused, with the same API key too (one built into an extension
 * that a class shares). The servers' clock is the test's: every wait is crossed by moving it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccounts } from '../../server/rules/accounts.ts';
import { openAppDatabase } from '../../server/stores/app-db.ts';
import { PROJECT_ROOT } from '../../dev/paths.ts';
import { ANN, startTestServer, type TestServer } from '../../dev/test-server.ts';
import { failure } from '../support/failure.ts';
import { appDatabaseFor, DATABASES, onDatabase } from '../support/databases.ts';

describe.each(DATABASES)('on %s', (database) => {
  const FAILURES = 3;
  const clock = { t: Date.now() };
  let t: TestServer;
  let mal: number;
  beforeAll(async () => {
    t = await startTestServer(
      await onDatabase(database, {
        clock: () => clock.t,
        limits: { signIn: { failures: FAILURES, addressFailures: 100, firstWaitMs: 1000, longestWaitMs: 8000, windowMs: 60_000 } },
      }),
    );
    await t.server.accounts.addUser({ username: 'bo', password: 'bo-password', email: 'bo@example.org', confirmed: false });
    const cy = await t.server.accounts.addUser({ username: 'cy', password: 'cy-password', email: 'cy@example.org' });
    await t.server.accounts.setUserFlags(cy.id, { confirmed: true, disabled: true });
    await t.server.accounts.addUser({ username: 'di', password: 'di-password', email: 'di@example.org' });
    mal = (await t.server.accounts.addUser({ username: 'mal', password: 'mal-password', email: 'mal@example.org' })).id;
  });
  afterAll(() => t.close());

  /** A new key of Mal's, who guesses other people's passwords. */
  const malsKey = async () => (await t.server.accounts.addKey(mal)).key;
  const signIn = (username: string, password: string, apiKey = t.apiKey) =>
    t.client({ apiKey }).authenticatePost({ username, body: password });

  describe('the password is checked first', () => {
    it.each(['ann', 'bo', 'cy'])('a wrong password for %s gets the same refusal, whatever the account’s state', async (username) => {
      expect(await failure(signIn(username, 'not the password', await malsKey()))).toMatchObject({
        status: 403,
        serverMessage: 'Wrong password',
      });
    });

    it('only the right password learns that an account is not available', async () => {
      expect(await failure(signIn('bo', 'bo-password'))).toMatchObject({ status: 403, serverMessage: 'Account not available' });
      expect(await failure(signIn('cy', 'cy-password'))).toMatchObject({ status: 403, serverMessage: 'Account not available' });
    });
  });

  /** A2 to the server `s` from a loopback address of the test's choosing, with the key given. */
  const signInFrom = (s: TestServer, localAddress: string, username: string, password: string, apiKey = s.apiKey) =>
    new Promise<{ status: number; retryAfter?: string; message: string }>((resolve, reject) => {
      const { hostname, port, pathname } = new URL(`${s.baseUrl}/account.json/authenticate/${username}`);
      const sent = request(
        { host: hostname, port, path: pathname, method: 'POST', localAddress, headers: { api_key: apiKey, 'content-type': 'text/plain' } },
        (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              message: String((JSON.parse(body) as { message?: string }).message ?? ''),
            }),
          );
        },
      );
      sent.on('error', reject);
      sent.end(password);
    });
  const statusOf = async (answer: Promise<{ status: number }>) => (await answer).status;

  describe('repeated wrong passwords', () => {
    it(`to one account from one address wait past ${FAILURES}, longer each time, with 429 and retry-after`, async () => {
      const guess = (i: number) => signInFrom(t, '127.0.0.1', 'di', `guess ${i}`);
      for (let i = 0; i < FAILURES; i++) expect(await statusOf(guess(i))).toBe(403);
      // 1 s, then 2 s, then 4 s, then 8 s, the longest: each wait starts at the last failure.
      for (const waitSeconds of [1, 2, 4, 8, 8]) {
        const waiting = await guess(0);
        expect(waiting).toEqual({
          status: 429,
          retryAfter: String(waitSeconds),
          message: `Too many failed sign-ins to this account from this address: try again in ${waitSeconds} s`,
        });
        // The right password waits as well: the address's guesses are slowed, whatever they are.
        expect(await statusOf(signInFrom(t, '127.0.0.1', 'di', 'di-password'))).toBe(429);
        clock.t += waitSeconds * 1000 - 1;
        expect(await statusOf(guess(1))).toBe(429);
        clock.t += 1;
        expect(await statusOf(guess(2))).toBe(403);
      }
      // The client reads it as a 429 with the wait, as every 429.
      expect(await failure(t.client().authenticatePost({ username: 'di', body: 'di-password' }))).toMatchObject({
        status: 429,
        kind: 'rate-limited',
      });
    });

    it('never refuse the owner at another address, with the same key the guesses came with, nor another account at the same one', async () => {
      await t.server.accounts.addUser({ username: 'el', password: 'el-password', email: 'el@example.org' });
      for (let i = 0; i < FAILURES; i++) expect(await statusOf(signInFrom(t, '127.0.0.1', 'el', `guess ${i}`))).toBe(403);
      expect(await statusOf(signInFrom(t, '127.0.0.1', 'el', 'el-password'))).toBe(429);
      expect(await statusOf(signInFrom(t, '127.0.0.2', 'el', 'el-password'))).toBe(200);
      expect(await statusOf(signInFrom(t, '127.0.0.1', 'mal', 'mal-password'))).toBe(200);
      // The shared key signs anyone in, anywhere: no key is ever counted.
      expect(await statusOf(signInFrom(t, '127.0.0.3', ANN.username, ANN.password))).toBe(200);
    });

    it('count attempts still in flight, so a burst cannot get past the free failures', async () => {
      await t.server.accounts.addUser({ username: 'ed', password: 'ed-password', email: 'ed@example.org' });
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => statusOf(signInFrom(t, '127.0.0.4', 'ed', `guess ${i}`))));
      expect(burst.filter((status) => status === 403)).toHaveLength(FAILURES);
      expect(burst.filter((status) => status === 429)).toHaveLength(8 - FAILURES);
    });

    it('to many accounts from one address slow that address only, and the owners sign in from theirs', async () => {
      const s = await startTestServer(
        await onDatabase(database, {
          clock: () => clock.t,
          limits: { signIn: { failures: 2, addressFailures: 4, firstWaitMs: 1000, longestWaitMs: 60_000, windowMs: 600_000 } },
        }),
      );
      try {
        const names = ['fa', 'fi', 'fo', 'fu'];
        for (const username of names)
          await s.server.accounts.addUser({ username, password: `${username}-password`, email: 'f@example.org' });
        // One wrong password to each of four accounts: the address's four free failures.
        for (const username of names) expect(await statusOf(signInFrom(s, '127.0.0.1', username, 'wrong'))).toBe(403);
        const waiting = await signInFrom(s, '127.0.0.1', 'fa', 'fa-password');
        expect(waiting).toEqual({ status: 429, retryAfter: '1', message: 'Too many failed sign-ins from this address: try again in 1 s' });
        // Every owner signs in from another address, with the same key.
        for (const username of names) expect(await statusOf(signInFrom(s, '127.0.0.2', username, `${username}-password`))).toBe(200);
        // And at this one once its wait is over, which forgets that account's failures here; the
        // address's next failures wait longer each.
        clock.t += 1000;
        expect(await statusOf(signInFrom(s, '127.0.0.1', 'fa', 'fa-password'))).toBe(200);
        expect(await statusOf(signInFrom(s, '127.0.0.1', 'fo', 'wrong again'))).toBe(403);
        clock.t += 1000;
        expect(await statusOf(signInFrom(s, '127.0.0.1', 'fu', 'wrong again'))).toBe(403);
        expect(await signInFrom(s, '127.0.0.1', 'fo', 'fo-password')).toMatchObject({ status: 429, retryAfter: '2' });
      } finally {
        await s.close();
      }
    });

    it('are forgotten once the window has passed, and a success starts the count again', async () => {
      const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'sign-in-'));
      const db = await openAppDatabase(await appDatabaseFor(database, join(dir, 'glossa.sqlite')));
      try {
        let clock = Date.parse('2026-11-22T10:00:00Z');
        const accounts = createAccounts(db, () => clock, {
          signIn: { failures: 2, windowMs: 60_000, firstWaitMs: 1000, longestWaitMs: 3_600_000 },
        });
        await accounts.addUser({ username: 'fa', password: 'fa-password', email: 'fa@example.org' });
        await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ message: 'Wrong password' });
        await accounts.authenticate('fa', 'fa-password');
        await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ message: 'Wrong password' });
        clock += 30_000;
        await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ message: 'Wrong password' });
        await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ reason: 'too-many', retryAfterSeconds: 1 });
        clock += 1000;
        await expect(accounts.authenticate('fa', 'wrong')).rejects.toMatchObject({ message: 'Wrong password' });
        await expect(accounts.authenticate('fa', 'fa-password')).rejects.toMatchObject({ reason: 'too-many', retryAfterSeconds: 2 });
        clock += 60_000; // every failure leaves the window
        expect((await accounts.authenticate('fa', 'fa-password')).token).toBeTruthy();
      } finally {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('are not wiped out by the guesser signing in to an account of their own', async () => {
      const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'sign-in-'));
      const db = await openAppDatabase(await appDatabaseFor(database, join(dir, 'glossa.sqlite')));
      try {
        const accounts = createAccounts(db, Date.now, { signIn: { failures: 2, windowMs: 60_000, firstWaitMs: 60_000 } });
        await accounts.addUser({ username: 'ga', password: 'ga-password', email: 'ga@example.org' });
        await accounts.addUser({ username: 'ho', password: 'ho-password', email: 'ho@example.org' });
        const guesser = { address: '192.0.2.7' };
        await expect(accounts.authenticate('ga', 'wrong', guesser)).rejects.toMatchObject({ message: 'Wrong password' });
        await accounts.authenticate('ho', 'ho-password', guesser);
        await expect(accounts.authenticate('ga', 'wrong again', guesser)).rejects.toMatchObject({ message: 'Wrong password' });
        await expect(accounts.authenticate('ga', 'a third guess', guesser)).rejects.toMatchObject({ reason: 'too-many' });
        // Another address is not held up.
        expect((await accounts.authenticate('ga', 'ga-password', { address: '198.51.100.1' })).token).toBeTruthy();
      } finally {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
