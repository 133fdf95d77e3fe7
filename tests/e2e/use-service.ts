import type { Worker } from '@playwright/test';

/** Points the extension at a service (and its key), as the options page would. */
export function useService(serviceWorker: Worker, baseUrl: string, apiKey: string, extra: { cacheHours?: number } = {}) {
  return serviceWorker.evaluate(
    async (s) => {
      await chrome.storage.sync.set({ settings: { baseUrl: s.baseUrl, ...s.extra } });
      await chrome.storage.local.set({ secrets: { apiKey: s.apiKey } });
    },
    { baseUrl, apiKey, extra },
  );
}
