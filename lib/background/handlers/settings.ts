/** The settings, the API key (set, never shown) and the lookup cache. */
import type { HandlerDeps, Handlers } from './types';

type SettingsHandlers = Pick<Handlers, 'getSettings' | 'updateSettings' | 'setApiKey' | 'clearCache' | 'cacheStats'>;

export function settingsHandlers(s: HandlerDeps): SettingsHandlers {
  return {
    getSettings: async () => ({ ...(await s.settings.read()), hasApiKey: s.settings.hasApiKey() }),
    updateSettings: async ({ patch }) => ({ ...(await s.settings.update(patch)), hasApiKey: s.settings.hasApiKey() }),
    setApiKey: async ({ apiKey }) => {
      await s.settings.setApiKey(apiKey || undefined);
      return { hasApiKey: Boolean(apiKey) };
    },
    clearCache: () => s.cache.clear(),
    cacheStats: () => s.cache.stats(),
  };
}
