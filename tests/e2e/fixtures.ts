import { test as base, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { startTestServer, type TestServer } from '../../dev/test-server';
import { bubblePages } from './bubble-pages';
import { hostilePages } from '../../dev/hostile-pages';
import { marksPages } from './marks-pages';
import { pdfPages } from './pdf-pages';
import { placePages } from './place-pages';
import { readingPages } from './reading-pages';
import { sensesPages } from './senses-pages';
import { touchPages } from './touch-pages';
import { launchWithExtension } from '../../dev/chromium';
import { closeServer } from '../support/close-server';
import { useService } from '../../dev/use-service';

const root = resolve(import.meta.dirname, '..', '..');
const extensionDir = join(root, '.output', 'chrome-mv3');

interface TestSite {
  /** Absolute URL of `path` on the local test server. */
  url(path: string): string;
}

interface WorkerFixtures {
  extensionContext: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  site: TestSite;
  /** A real Glossa server (with Ann's account and key), and the extension set up to use it. */
  glossa: TestServer;
}

interface TestFixtures {
  context: BrowserContext;
  page: Page;
}

// Pages the content-script tests browse, served over HTTP because content scripts are not
// injected into file:// or data: URLs by default. The empty icon link stops Chromium from
// requesting /favicon.ico, whose 404 would show up as a console error.
const pages: Record<string, string | { body: string | Buffer; headers: Record<string, string> }> = {
  ...bubblePages,
  ...pdfPages,
  ...placePages,
  ...marksPages,
  ...readingPages,
  ...sensesPages,
  ...touchPages,
  '/article.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Article</title></head>
<body>
  <h1>Serendipity</h1>
  <p id="text">The quick brown fox jumps over the lazy dog.</p>
  <iframe id="frame" src="/frame.html" title="Embedded note"></iframe>
</body></html>`,
  '/frame.html': `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Frame</title></head>
<body><p>Words inside a frame are words too.</p></body></html>`,
};

const serve: RequestListener = (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const page = pages[path] ?? (path.startsWith('/hostile-') || path === '/book.txt' ? hostilePages()[path] : undefined);
  // The site's icon is empty, as many a site's is: a document of the site that names none (a
  // PDF, before Glossa's viewer takes it over) has Chromium ask for /favicon.ico, whose 404
  // would show up as a console error of the tab, depending on when the viewer takes over.
  if (path === '/favicon.ico') {
    response.writeHead(204).end();
    return;
  }
  if (page === undefined) {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    return;
  }
  const { body, headers } = typeof page === 'string' ? { body: page, headers: {} } : page;
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers }).end(body);
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  extensionContext: [
    async ({}, use, workerInfo) => {
      if (!existsSync(join(extensionDir, 'manifest.json'))) {
        throw new Error(`No built extension at ${extensionDir}: run "wxt build" first (npm run build).`);
      }
      const tmpRoot = join(root, '.tmp');
      await mkdir(tmpRoot, { recursive: true });
      const profileDir = await mkdtemp(join(tmpRoot, `e2e-profile-${workerInfo.workerIndex}-`));
      let context: BrowserContext | undefined;
      try {
        context = await launchWithExtension(profileDir, extensionDir);
        await use(context);
      } finally {
        await context?.close();
        await rm(profileDir, { recursive: true, force: true, maxRetries: 3 });
      }
    },
    { scope: 'worker' },
  ],

  serviceWorker: [
    async ({ extensionContext }, use) => {
      const isExtensionWorker = (w: Worker) => w.url().startsWith('chrome-extension://');
      const worker =
        extensionContext.serviceWorkers().find(isExtensionWorker) ??
        (await extensionContext.waitForEvent('serviceworker', {
          predicate: isExtensionWorker,
          timeout: 10_000,
        }));
      await use(worker);
    },
    { scope: 'worker' },
  ],

  extensionId: [
    async ({ serviceWorker }, use) => {
      await use(new URL(serviceWorker.url()).host);
    },
    { scope: 'worker' },
  ],

  site: [
    async ({}, use) => {
      const server = createServer(serve);
      await new Promise<void>((done, fail) => {
        server.once('error', fail);
        server.listen(0, '127.0.0.1', done);
      });
      const { port } = server.address() as AddressInfo;
      try {
        await use({ url: (path) => new URL(path, `http://127.0.0.1:${port}`).href });
      } finally {
        await closeServer(server);
      }
    },
    { scope: 'worker' },
  ],

  glossa: [
    async ({ extensionContext, extensionId }, use) => {
      const server = await startTestServer({ audio: true, validateResponses: false });
      try {
        await useService(extensionContext, extensionId, server.baseUrl, server.apiKey);
        await use(server);
      } finally {
        await server.close();
      }
    },
    { scope: 'worker' },
  ],

  // Playwright's own `context` would start a second browser without the extension.
  context: async ({ extensionContext }, use) => {
    await use(extensionContext);
  },

  page: async ({ extensionContext }, use) => {
    const page = await extensionContext.newPage();
    try {
      await use(page);
    } finally {
      await page.close();
    }
  },
});

export const expect = test.expect;

/** Collects console errors and uncaught exceptions on `page` from the moment it is called. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
