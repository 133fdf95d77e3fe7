/** What the word-data service says of the API key, and how much of its rate budget is left. */
import { createKeyStatus } from '../key-status';
import type { HandlerDeps, Handlers } from './types';

type ServiceHandlers = Pick<Handlers, 'keyStatus' | 'serviceCredit' | 'budget'>;

export function serviceHandlers(s: HandlerDeps): ServiceHandlers {
  const keyStatus = createKeyStatus({ gateway: s.gateway, hasApiKey: () => s.settings.hasApiKey() });
  return {
    keyStatus: () => keyStatus.keyStatus(),
    serviceCredit: async ({ word }) => (await s.serviceKinds.creditor())(word),
    budget: async () => s.budget.budget(s.gateway.current().service),
  };
}
