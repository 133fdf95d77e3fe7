/** The reader's voice in browser tests: changed on the options page, and the voice before put back after. */
import type { BrowserContext, Page } from '@playwright/test';
import { send } from './send';

/** Runs `use` with the options page open, then puts back the voice chosen before it and closes the page. */
export async function keepingVoice(context: BrowserContext, extensionId: string, use: (options: Page) => Promise<void>): Promise<void> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const before = (await send<{ voice: 'us' | 'uk' }>(options, { type: 'getSettings' })).data.voice;
  try {
    await use(options);
  } finally {
    await send(options, { type: 'updateSettings', patch: { voice: before } });
    await options.close();
  }
}
