/** Debian's Chromium with the built extension loaded: the browser tests and the bubble benchmark share it. */
import { chromium, type BrowserContext } from '@playwright/test';

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
