/** What the word-data service says of the API key, and how much of its rate budget is left. */
import { createKeyStatus } from '../key-status';
import type { HandlerDeps, Handlers } from './types';

type ServiceHandlers = Pick<Handlers, 'keyStatus' | 'budget'>;

export function serviceHandlers(s: HandlerDeps): ServiceHandlers {
  const keyStatus = createKeyStatus({ gateway: s.gateway, hasApiKey: () => s.settings.hasApiKey() });
  return {
    keyStatus: () => keyStatus.keyStatus(),
    budget: async () => s.budget.budget(s.gateway.current().service),
  };
}
