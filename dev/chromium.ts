/** Debian's Chromium with the built extension loaded, and its content script's world: the browser tests and the bubble benchmark share them. */
import { chromium, type BrowserContext, type CDPSession } from '@playwright/test';

export function launchWithExtension(profileDir: string, extensionDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(profileDir, {
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    headless: true,
    args: [
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
    ],
  });
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
