/**
 * What a benchmark of the extension as a reader uses it needs: the built Chromium
 * extension in Debian's Chromium, a local Glossa server with its key stored in the
 * extension (and taken up by its background), and one page of HTML served by a local site
 * (with other files at their own paths, when a benchmark needs them: PDFs, say).
 */
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { BrowserContext, Worker } from '@playwright/test';
import { launchWithExtension } from '../dev/chromium';
import { startTestServer, type TestServer } from '../dev/test-server';
import { useService } from '../dev/use-service';
import buildTestWords from '../dev/word-database';

export const root = resolve(import.meta.dirname, '..');
/** The build measured: this checkout's, or another one's (`BENCH_EXTENSION_DIR`), to see a change beside what it changes. */
export const extensionDir = process.env.BENCH_EXTENSION_DIR ?? join(root, '.output', 'chrome-mv3');

export interface ExtensionSession {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  glossa: TestServer;
  /** The address of the page given. */
  siteUrl: string;
  close(): Promise<void>;
}

type ChromeApi = {
  runtime: { sendMessage(m: object): Promise<{ ok: boolean; error?: unknown }> };
};

/** A file the site serves at its path, with its Content-Type. */
export interface SiteFile {
  body: Buffer;
  type: string;
}

/** An unpacked extension in Debian's Chromium, with one page served by a local site: what every session shares. */
export async function launchExtensionSession(dir: string, pageHtml: string, name: string, files: Record<string, SiteFile> = {}) {
  if (!existsSync(join(dir, 'manifest.json'))) throw new Error(`No built extension in ${dir}: run "npx wxt build" first.`);
  const site = createServer((request, response) => {
    const file = files[request.url ?? ''];
    if (file) response.writeHead(200, { 'content-type': file.type, 'content-length': file.body.length }).end(file.body);
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(pageHtml);
  });
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;

  await mkdir(join(root, '.tmp'), { recursive: true });
  const profile = await mkdtemp(join(root, '.tmp', `bench-${name}-`));
  const context = await launchWithExtension(profile, dir);
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
    site.close();
  };
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    return { context, worker, extensionId: new URL(worker.url()).host, siteUrl, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Glossa's build against a fresh local Glossa server, its key taken up by the background. */
export async function startExtensionSession(
  pageHtml: string,
  name: string,
  files: Record<string, SiteFile> = {},
): Promise<ExtensionSession> {
  await buildTestWords();
  const glossa = await startTestServer({ validateResponses: false });
  const launched = await launchExtensionSession(extensionDir, pageHtml, name, files).catch(async (error: unknown) => {
    await glossa.close();
    throw error;
  });
  const { context, extensionId } = launched;
  const close = async () => {
    await launched.close();
    await glossa.close();
  };
  try {
    // As the options page sets them: the service and its key are the background's to write.
    await useService(context, extensionId, glossa.baseUrl, glossa.apiKey);
    await untilTheBackgroundAnswers(context, extensionId, glossa);
    return { ...launched, glossa, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Waits until the background has taken the new settings and key (with a word not measured). */
async function untilTheBackgroundAnswers(context: BrowserContext, extensionId: string, glossa: TestServer) {
  const extensionPage = await context.newPage();
  await extensionPage.goto(`chrome-extension://${extensionId}/offscreen.html`);
  for (let i = 0; ; i++) {
    const answer = await extensionPage.evaluate(() =>
      (globalThis as unknown as { chrome: ChromeApi }).chrome.runtime.sendMessage({ type: 'lookup', word: 'test' }),
    );
    if (answer.ok) break;
    if (i > 50) throw new Error(`the extension does not answer: ${JSON.stringify(answer.error)} (server ${glossa.baseUrl})`);
    await new Promise((r) => setTimeout(r, 100));
  }
  await extensionPage.close();
}
