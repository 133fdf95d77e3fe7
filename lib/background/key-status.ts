/**
 * What the extension can honestly say of the API key. The key is "not valid" only when the
 * service says so: A4 answers `valid: false`, or refuses the key (401/403). A4 is an optional
 * route: a service without it (404), or one whose A4 fails, has not judged the key, so a
 * lookup decides: the key works if the service answers one, and is refused if the service
 * refuses it. Anything else leaves the key unconfirmed, which is no alarm.
 */
import type { Gateway } from './gateway/gateway';
import { isApiError } from '../shared/api/errors';
import type { KeyStatus } from '../shared/messages/answers';

/** A word every dictionary has: its definitions answer quickly and are cached. */
const PROBE_WORD = 'word';

export function createKeyStatus(deps: { gateway: Gateway; hasApiKey(): boolean }) {
  async function lookupVerdict(): Promise<'valid' | 'invalid' | 'unconfirmed'> {
    try {
      await deps.gateway.call('getDefinitions', { word: PROBE_WORD, limit: 1 });
      return 'valid';
    } catch (error) {
      return isApiError(error, 'credentials') ? 'invalid' : 'unconfirmed';
    }
  }

  return {
    async keyStatus(): Promise<KeyStatus> {
      if (!deps.hasApiKey()) return { hasKey: false };
      try {
        const status = await deps.gateway.client('interactive').getApiTokenStatus();
        return { hasKey: true, verdict: status.valid === false ? 'invalid' : 'valid', status };
      } catch (error) {
        if (isApiError(error, 'credentials')) return { hasKey: true, verdict: 'invalid' };
        return { hasKey: true, verdict: await lookupVerdict() };
      }
    },
  };
}
