/** What the browser tests that play a recording share: the server's requests heard, and the player closed after. */
import type { Worker } from '@playwright/test';
import type { TestServer } from '../../dev/test-server';

/**
 * The addresses the project's server is asked for from now, as they arrive (decoded, so a
 * reading's IPA reads as written), until `stop`.
 */
export function requestsTo(server: TestServer): { urls: string[]; stop(): void } {
  const urls: string[] = [];
  const heard = (request: { url?: string }) => urls.push(decoded(request.url ?? ''));
  server.server.app.server.on('request', heard);
  return { urls, stop: () => server.server.app.server.off('request', heard) };
}

function decoded(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url; // an address that is no valid escape is heard as it came
  }
}

/** Closes the offscreen document that played a recording: it would otherwise keep a connection to the server open. */
export async function closeOffscreen(serviceWorker: Worker): Promise<void> {
  await serviceWorker.evaluate(async () => {
    const api = (globalThis as unknown as { chrome: { offscreen: { closeDocument(): Promise<void> } } }).chrome;
    await api.offscreen.closeDocument().catch(() => undefined);
  });
}
