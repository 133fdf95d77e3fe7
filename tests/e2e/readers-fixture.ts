/**
 * What the tests of readers on a Glossa server share: a real server for each test, and
 * readers opened on it (dev/readers.ts), each closed after the test.
 */
import { test as base } from '@playwright/test';
import { join, resolve } from 'node:path';
import { openReader, type Reader } from '../../dev/readers';
import { startTestServer, type TestServer } from '../../dev/test-server';

/** The built extension the readers run. */
export const EXTENSION_DIR = join(resolve(import.meta.dirname, '..', '..'), '.output', 'chrome-mv3');

/** A test with a Glossa server of its own (`glossa`): readers are added with `readerNamed`. */
export const serverTest = base.extend<{ glossa: TestServer }>({
  glossa: async ({}, use) => {
    const server = await startTestServer({ validateResponses: false });
    try {
      await use(server);
    } finally {
      await server.close();
    }
  },
});

/** A fixture of a reader named `name` (its profile's name), signed in to the test's server. */
export const readerNamed =
  (name: string) =>
  async ({ glossa }: { glossa: TestServer }, use: (reader: Reader) => Promise<void>) => {
    const reader = await openReader(name, glossa, EXTENSION_DIR);
    try {
      await use(reader);
    } finally {
      await reader.close();
    }
  };
