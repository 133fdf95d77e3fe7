import type { BrowserContext } from '@playwright/test';

/**
 * Points the extension at a service (and its key) through its router, as the options page does:
 * the service's address and the keys live where only the background writes them, so a test sets
 * them as a reader would, from an extension page.
 */
export async function useService(
  context: BrowserContext,
  extensionId: string,
  baseUrl: string,
  apiKey: string,
  extra: { cacheHours?: number } = {},
) {
  const page = await context.newPage();
  try {
    await page.goto(`chrome-extension://${extensionId}/offscreen.html`);
    const answers = await page.evaluate(
      async (s) => [
        await chrome.runtime.sendMessage({ type: 'updateSettings', patch: { baseUrl: s.baseUrl, ...s.extra } }),
        await chrome.runtime.sendMessage({ type: 'setApiKey', apiKey: s.apiKey }),
      ],
      { baseUrl, apiKey, extra },
    );
    for (const answer of answers as { ok: boolean; error?: unknown }[])
      if (!answer.ok) throw new Error(`the extension refused the service: ${JSON.stringify(answer.error)}`);
  } finally {
    await page.close();
  }
}
