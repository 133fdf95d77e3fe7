/**
 * Signing in reveals nothing about an account to someone without its password, and
 * repeated wrong passwords make the guesser wait (its API key, and its address), never the
 * account: its owner signs in with their own key as before.
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
  let t: TestServer;
  let mal: number;
  beforeAll(async () => {
    t = await startTestServer(
      await onDatabase(database, { limits: { signIn: { failures: FAILURES, windowMs: 60_000, addressFailures: 100 } } }),
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

  describe('repeated wrong passwords', () => {
    it(`make the key that sent ${FAILURES} wait, with 429 and a time to wait, and the owner signs in with their own key`, async () => {
      const guesser = await malsKey();
      for (let i = 0; i < FAILURES; i++) expect((await failure(signIn('di', `guess ${i}`, guesser))).status).toBe(403);
      const waiting = await failure(signIn('di', 'di-password', guesser));
      expect(waiting).toMatchObject({ status: 429, kind: 'rate-limited' });
      expect(waiting.serverMessage).toMatch(/^Too many failed sign-ins from this API key: try again in \d+ s$/);
      // The wait travels as retry-after too, as with every 429, for clients that read headers only.
      const raw = await fetch(`${t.baseUrl}/account.json/authenticate/di`, {
        method: 'POST',
        headers: { api_key: guesser, 'content-type': 'text/plain' },
        body: 'di-password',
      });
      expect([raw.status, raw.headers.get('retry-after')]).toEqual([429, waiting.serverMessage?.match(/(\d+) s$/)?.[1]]);
      // The guesser's key waits for any account, its own included.
      expect((await failure(signIn('mal', 'mal-password', guesser))).status).toBe(429);
      // The account is not locked: its owner signs in with their own key, and so do others.
      const di = (await t.server.accounts.userByName('di'))?.id ?? 0;
      expect((await signIn('di', 'di-password', (await t.server.accounts.addKey(di)).key)).token).toBeTruthy();
      expect((await signIn(ANN.username, ANN.password)).token).toBeTruthy();
      expect((await signIn('mal', 'mal-password', await malsKey())).token).toBeTruthy();
    });

    it('count attempts still in flight, so a burst cannot get past the limit', async () => {
      await t.server.accounts.addUser({ username: 'ed', password: 'ed-password', email: 'ed@example.org' });
      const guesser = await malsKey();
      const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => failure(signIn('ed', `guess ${i}`, guesser))));
      expect(burst.filter((error) => error.status === 403)).toHaveLength(FAILURES);
      expect(burst.filter((error) => error.status === 429)).toHaveLength(8 - FAILURES);
    });

    it('from many keys, make their address wait; the owner at another address signs in', async () => {
      const s = await startTestServer(
        await onDatabase(database, { limits: { signIn: { failures: 2, windowMs: 60_000, addressFailures: 4 } } }),
      );
      try {
        const fi = await s.server.accounts.addUser({ username: 'fi', password: 'fi-password', email: 'fi@example.org' });
        const key = async () => (await s.server.accounts.addKey(fi.id)).key;
        /** A2 from a loopback address of its own choosing. */
        const signInFrom = (localAddress: string, apiKey: string, password: string) =>
          new Promise<{ status: number; body: string }>((resolve, reject) => {
            const { hostname, port, pathname } = new URL(`${s.baseUrl}/account.json/authenticate/fi`);
            const sent = request(
              {
                host: hostname,
                port,
                path: pathname,
                method: 'POST',
                localAddress,
                headers: { api_key: apiKey, 'content-type': 'text/plain' },
              },
              (response) => {
                let body = '';
                response.on('data', (chunk: Buffer) => (body += chunk.toString()));
                response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
              },
            );
            sent.on('error', reject);
            sent.end(password);
          });
        for (let k = 0; k < 2; k++) {
          const guesser = await key();
          for (let i = 0; i < 2; i++) expect((await signInFrom('127.0.0.1', guesser, `guess ${k}${i}`)).status).toBe(403);
        }
        const fresh = await signInFrom('127.0.0.1', await key(), 'fi-password');
        expect(fresh.status).toBe(429);
        expect(JSON.parse(fresh.body)).toMatchObject({
          statusCode: 429,
          message: expect.stringMatching(/^Too many failed sign-ins from this address: try again in \d+ s$/),
        });
        expect((await signInFrom('127.0.0.2', await key(), 'fi-password')).status).toBe(200);
      } finally {
        await s.close();
      }
    });

    it('are forgotten once the window has passed, and a success starts the count again', async () => {
      const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'sign-in-'));
      const db = await openAppDatabase(await appDatabaseFor(database, join(dir, 'glossa.sqlite')));
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
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });

    it('are not wiped out by the guesser signing in to an account of their own', async () => {
      const dir = mkdtempSync(join(PROJECT_ROOT, '.tmp', 'sign-in-'));
      const db = await openAppDatabase(await appDatabaseFor(database, join(dir, 'glossa.sqlite')));
      try {
        const accounts = createAccounts(db, Date.now, { signIn: { failures: 2, windowMs: 60_000 } });
        await accounts.addUser({ username: 'ga', password: 'ga-password', email: 'ga@example.org' });
        await accounts.addUser({ username: 'ho', password: 'ho-password', email: 'ho@example.org' });
        const guesser = { key: 'hash of ho’s key', address: '192.0.2.7' };
        await expect(accounts.authenticate('ga', 'wrong', guesser)).rejects.toMatchObject({ message: 'Wrong password' });
        await accounts.authenticate('ho', 'ho-password', guesser);
        await expect(accounts.authenticate('ga', 'wrong again', guesser)).rejects.toMatchObject({ message: 'Wrong password' });
        await expect(accounts.authenticate('ga', 'a third guess', guesser)).rejects.toMatchObject({ reason: 'too-many' });
        // Another key from another address is not held up.
        expect((await accounts.authenticate('ga', 'ga-password', { key: 'hash of ga’s key', address: '198.51.100.1' })).token).toBeTruthy();
      } finally {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
