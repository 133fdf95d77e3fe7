/**
 * Readers with two browsers: each a Chromium profile of its own with the built extension,
 * signed in as Ann to the same Glossa server through a way of its own that can be cut (the
 * service unreachable from that browser only). The two-browser tests and `bench:sync` share it.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from './chromium';
import { PROJECT_ROOT } from './paths';
import { ANN, type TestServer } from './test-server';

export interface Reader {
  context: BrowserContext;
  extensionId: string;
  /** Opens one of the extension's pages (`/lists.html`) in a new tab. */
  open(path: string): Promise<Page>;
  /** Signs in as Ann (done on opening, unless asked not to). */
  signIn(): Promise<void>;
  /** Cuts (true) or restores (false) this browser's way to the service: its requests fail as with no network. */
  offline(cut: boolean): void;
  /** The requests this browser sent the service (method and path, without the query), in order. */
  requests: string[];
  /**
   * The next request of `method` to `path` (from the service's base, without the query) reaches the service, but its
   * answer is lost on the way back: the connection drops as the answer comes, as a proxy's may.
   */
  loseNextAnswer(method: string, path: string): void;
  /** Makes this browser's last pull a minute older, as if a minute had passed: a view opening then pulls. */
  aMinutePasses(): Promise<void>;
  close(): Promise<void>;
}

type ChromeApi = {
  runtime: { sendMessage(m: object): Promise<{ ok: boolean; data?: unknown; error?: unknown }> };
};

/**
 * A way to the server that can be cut (requests then fail at once, as on a dropped network), or
 * lose the answer to one request (it reaches the server; the connection drops as its answer comes).
 */
async function cuttableWay(target: URL) {
  let cut = false;
  const requests: string[] = [];
  const losing: string[] = [];
  const server = createServer((incoming, outgoing) => {
    const request = `${incoming.method} ${new URL(incoming.url ?? '/', 'http://way').pathname}`;
    requests.push(request);
    if (cut) {
      incoming.socket.destroy();
      return;
    }
    const lost = losing.indexOf(request);
    if (lost >= 0) losing.splice(lost, 1);
    const onward = forward(
      { host: target.hostname, port: target.port, method: incoming.method, path: incoming.url, headers: incoming.headers },
      (answer) => {
        if (lost >= 0) {
          // The service has acted; its answer never reaches the browser.
          answer.resume();
          answer.once('end', () => incoming.socket.destroy());
          return;
        }
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    onward.on('error', () => incoming.socket.destroy());
    incoming.pipe(onward);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    requests,
    lose: (request: string) => losing.push(request),
    baseUrl: `http://127.0.0.1:${port}${target.pathname.replace(/\/+$/, '')}`,
    cut: (on: boolean) => {
      cut = on;
      if (on) server.closeAllConnections();
    },
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(done));
    },
  };
}

/** `signedIn: false`: the reader has set the service up but not signed in yet (they may, later, with `signIn`). */
export async function openReader(name: string, glossa: TestServer, extensionDir: string, { signedIn = true } = {}): Promise<Reader> {
  const way = await cuttableWay(new URL(glossa.baseUrl));
  await mkdir(join(PROJECT_ROOT, '.tmp'), { recursive: true });
  const profile = await mkdtemp(join(PROJECT_ROOT, '.tmp', `reader-${name}-`));
  const context = await launchWithExtension(profile, extensionDir);
  const close = async () => {
    await context.close();
    await rm(profile, { recursive: true, force: true, maxRetries: 3 });
    await way.close();
  };
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    const open = async (path: string) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}${path}`);
      return page;
    };
    // The service and its key, set as the options page sets them (only the background keeps them).
    const ask = async (message: object) => {
      const page = await open('/offscreen.html');
      try {
        return await page.evaluate((m) => (globalThis as unknown as { chrome: ChromeApi }).chrome.runtime.sendMessage(m), message);
      } finally {
        await page.close();
      }
    };
    for (const message of [
      { type: 'updateSettings', patch: { baseUrl: way.baseUrl } },
      { type: 'setApiKey', apiKey: glossa.apiKey },
    ]) {
      const answer = await ask(message);
      if (!answer.ok) throw new Error(`reader ${name}: ${message.type} refused: ${JSON.stringify(answer.error)}`);
    }
    const signIn = async () => {
      for (let i = 0; ; i++) {
        const answer = await ask({ type: 'signIn', username: ANN.username, password: ANN.password });
        if (answer.ok) break;
        if (i > 50) throw new Error(`reader ${name} could not sign in: ${JSON.stringify(answer.error)}`);
        await new Promise((r) => setTimeout(r, 100));
      }
    };
    if (signedIn) await signIn();
    return {
      context,
      extensionId,
      open,
      signIn,
      offline: (cut) => way.cut(cut),
      requests: way.requests,
      loseNextAnswer: (method, path) => way.lose(`${method} ${new URL(way.baseUrl).pathname.replace(/\/+$/, '')}${path}`),
      async aMinutePasses() {
        const tab = await open('/offscreen.html');
        await tab.evaluate(
          () =>
            new Promise<void>((done, fail) => {
              const opening = indexedDB.open('glossa');
              opening.onerror = () => fail(opening.error);
              opening.onsuccess = () => {
                const db = opening.result;
                const meta = db.transaction('meta', 'readwrite').objectStore('meta');
                const all = meta.getAll();
                all.onsuccess = () => {
                  for (const entry of all.result as { key: string; value: Record<string, unknown> }[]) {
                    if (!entry.key.startsWith('sync:') || entry.key.endsWith(':seen')) continue;
                    const value = { ...entry.value };
                    for (const field of ['lastPullAt', 'pullAskedAt']) {
                      if (typeof value[field] === 'number') value[field] = (value[field] as number) - 61_000;
                    }
                    meta.put({ ...entry, value });
                  }
                  meta.transaction.oncomplete = () => (db.close(), done());
                };
              };
            }),
        );
        await tab.close();
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
