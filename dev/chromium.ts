/** Debian's Chromium with the built extension loaded, and its content script's world: the browser tests and the bubble benchmark share them. */
import { chromium, type Browser, type BrowserContext, type CDPSession, type Worker } from '@playwright/test';
import { spawn } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

const argsWith = (extensionDir: string) => [
  `--disable-extensions-except=${extensionDir}`,
  `--load-extension=${extensionDir}`,
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps calling Google services, which slows the run and
  // fills the log on a machine without internet access.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchWithExtension(profileDir: string, extensionDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, { executablePath: CHROMIUM, headless: true, args: argsWith(extensionDir) });
}

/**
 * Chromium with the extension, opening `address` in its first tab as it starts, as a reader's
 * browser reopening its tabs does. Playwright opens no address of its own as a browser starts
 * (and waits on its first page while it loads), so this one is started as a reader starts it
 * and Playwright joins it once it runs.
 *
 * Now and then (about one start in ten, while the first tab was still being turned from a PDF
 * into Glossa's viewer) Playwright connects and never finishes joining, however often it tries
 * again. So a start it has not joined in 10 s is ended, its profile emptied, and the browser
 * started afresh, three times at most.
 */
export async function startOpening(
  profileDir: string,
  extensionDir: string,
  address: string,
): Promise<{ browser: Browser; context: BrowserContext; close(): Promise<void> }> {
  for (let attempt = 1; ; attempt++) {
    const started = await startChromium(profileDir, extensionDir, address);
    try {
      const browser = await chromium.connectOverCDP(started.endpoint, { timeout: 10_000 });
      const [context] = browser.contexts();
      if (!context) throw new Error('Chromium started with no browser context');
      return {
        browser,
        context,
        async close() {
          await browser.close();
          await started.end();
        },
      };
    } catch (error) {
      await started.end();
      if (attempt >= 3 || !(error instanceof Error && error.name === 'TimeoutError')) throw error;
      await rm(profileDir, { recursive: true, force: true, maxRetries: 3 });
      await mkdir(profileDir, { recursive: true });
    }
  }
}

/** Chromium started with the extension and `address` in its first tab, and where its DevTools listen. */
async function startChromium(profileDir: string, extensionDir: string, address: string) {
  const running = spawn(
    CHROMIUM,
    ['--headless', `--user-data-dir=${profileDir}`, '--remote-debugging-port=0', ...argsWith(extensionDir), address],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  const exited = new Promise<void>((done) => running.once('exit', () => done()));
  const endpoint = await new Promise<string>((found, failed) => {
    let said = '';
    running.stderr.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      const listening = /DevTools listening on (ws:\S+)/.exec(said);
      if (listening?.[1]) found(listening[1]);
    });
    running.once('exit', (code) => failed(new Error(`Chromium ended (${code}) before it listened:\n${said}`)));
  });
  return {
    endpoint,
    async end() {
      running.kill();
      await exited;
    },
  };
}

/** The extension's isolated world (where the loader and the bubble run) in the page's main frame. */
export async function contentScriptWorld(cdp: CDPSession, origin: string): Promise<number> {
  const contexts: { id: number; origin: string; auxData?: { isDefault?: boolean; frameId?: string } }[] = [];
  cdp.on('Runtime.executionContextCreated', ({ context }) => contexts.push(context));
  await cdp.send('Runtime.enable');
  const { frameTree } = await cdp.send('Page.getFrameTree');
  for (let i = 0; i < 100; i++) {
    const world = contexts.find((c) => c.origin === origin && c.auxData?.frameId === frameTree.frame.id);
    if (world) return world.id;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the content script did not start');
}

const isExtensionWorker = (worker: Worker) => worker.url().startsWith('chrome-extension://');

/** The extension's service worker now running: the one already there, or the next to start. */
export async function extensionWorker(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers().find(isExtensionWorker) ?? context.waitForEvent('serviceworker', { predicate: isExtensionWorker });
}

/**
 * Stops the extension's service worker, as Chromium does to an idle one: whatever it held in
 * memory is gone, and the next message or event starts it again. Needs the browser's own
 * DevTools session (a browser `startOpening` started).
 */
export async function stopExtensionWorker(browser: Browser, extensionId: string): Promise<void> {
  const cdp = await browser.newBrowserCDPSession();
  try {
    const { targetInfos } = await cdp.send('Target.getTargets');
    const worker = targetInfos.find(
      (target) => target.type === 'service_worker' && target.url.startsWith(`chrome-extension://${extensionId}/`),
    );
    if (!worker) throw new Error("the extension's worker is not among the browser's targets");
    await cdp.send('Target.closeTarget', { targetId: worker.targetId });
  } finally {
    await cdp.detach();
  }
}
