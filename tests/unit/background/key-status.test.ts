import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from '../../../lib/shared/api/errors';
import type { Gateway } from '../../../lib/background/gateway/gateway';
import { createKeyStatus } from '../../../lib/background/key-status';

type Outcome = { ok: unknown } | { fails: ApiErrorKind; status?: number };

function failure(kind: ApiErrorKind, status?: number, operationName = 'getApiTokenStatus') {
  return new ApiError('refused', { kind, status, operationId: 'A4', operationName });
}

/** A gateway whose A4 and whose lookup answer as told. */
function keyStatusWith(a4: Outcome, lookup: Outcome = { ok: [] }, hasKey = true) {
  const calls: string[] = [];
  const answer = async (outcome: Outcome, name: string) => {
    calls.push(name);
    if ('ok' in outcome) return outcome.ok;
    throw failure(outcome.fails, outcome.status, name);
  };
  const gateway = {
    client: () => ({ getApiTokenStatus: () => answer(a4, 'getApiTokenStatus') }),
    call: async (name: string) => ({ status: 200, data: await answer(lookup, name) }),
  } as unknown as Gateway;
  return { keyStatus: createKeyStatus({ gateway, hasApiKey: () => hasKey }), calls };
}

describe('the key status', () => {
  it('is valid when A4 says so, with no lookup spent', async () => {
    const { keyStatus, calls } = keyStatusWith({ ok: { valid: true, remainingCalls: 5 } });
    expect(await keyStatus.keyStatus()).toMatchObject({ hasKey: true, verdict: 'valid', status: { valid: true } });
    expect(calls).toEqual(['getApiTokenStatus']);
  });

  it('is invalid when A4 says valid: false, or refuses the key (401 or 403)', async () => {
    expect(await keyStatusWith({ ok: { valid: false } }).keyStatus.keyStatus()).toMatchObject({ verdict: 'invalid' });
    expect(await keyStatusWith({ fails: 'credentials', status: 401 }).keyStatus.keyStatus()).toEqual({ hasKey: true, verdict: 'invalid' });
    expect(await keyStatusWith({ fails: 'credentials', status: 403 }).keyStatus.keyStatus()).toEqual({ hasKey: true, verdict: 'invalid' });
  });

  it('says nothing alarming when A4 is missing (404) or fails while lookups work', async () => {
    for (const a4 of [{ fails: 'not-found', status: 404 }, { fails: 'server', status: 500 }, { fails: 'invalid-response' }] as const) {
      const { keyStatus, calls } = keyStatusWith(a4);
      expect(await keyStatus.keyStatus()).toEqual({ hasKey: true, verdict: 'valid' });
      expect(calls).toEqual(['getApiTokenStatus', 'getDefinitions']);
    }
  });

  it('is invalid when A4 is missing and a lookup is refused', async () => {
    const { keyStatus } = keyStatusWith({ fails: 'not-found', status: 404 }, { fails: 'credentials', status: 401 });
    expect(await keyStatus.keyStatus()).toEqual({ hasKey: true, verdict: 'invalid' });
  });

  it('is unconfirmed, not invalid, when neither A4 nor a lookup can tell', async () => {
    const { keyStatus } = keyStatusWith({ fails: 'not-found', status: 404 }, { fails: 'network' });
    expect(await keyStatus.keyStatus()).toEqual({ hasKey: true, verdict: 'unconfirmed' });
  });

  it('asks nothing when no key is set', async () => {
    const { keyStatus, calls } = keyStatusWith({ ok: { valid: true } }, { ok: [] }, false);
    expect(await keyStatus.keyStatus()).toEqual({ hasKey: false });
    expect(calls).toEqual([]);
  });
});
