/**
 * Where the options say the history and the review are kept: with the signed-in account only
 * on a service that keeps them (a Glossa server, told by X5); signed out, or on the live
 * service, in this browser. The account, the lists' support and the service's kind are stood
 * in for at the edge.
 */
import { describe, expect, it } from 'vitest';
import { syncHandlers } from '../../../../lib/background/handlers/sync';
import type { HandlerDeps } from '../../../../lib/background/handlers/types';
import type { ServiceKind } from '../../../../lib/shared/api';

function homeOf(options: { signedIn: boolean; baseUrl: string; kind: ServiceKind; listsKept?: boolean }) {
  const deps = {
    account: { info: () => ({ signedIn: options.signedIn, ...(options.signedIn && { username: 'ann' }), baseUrl: options.baseUrl }) },
    listSupport: { offers: () => options.listsKept ?? true },
    serviceKinds: { current: async () => options.kind },
  } as unknown as HandlerDeps;
  return syncHandlers(deps).recordsHome({ type: 'recordsHome' } as never, undefined as never);
}

describe('where the history and the review are kept', () => {
  it('with the account on a Glossa server', async () => {
    expect(await homeOf({ signedIn: true, baseUrl: 'https://glossa.example/v4', kind: 'glossa' })).toEqual({
      kind: 'account',
      username: 'ann',
      baseUrl: 'https://glossa.example/v4',
    });
  });

  it('in this browser on the live service, on a service that keeps no lists, and signed out', async () => {
    expect(await homeOf({ signedIn: true, baseUrl: 'https://api.wordnik.com/v4', kind: 'live' })).toMatchObject({
      kind: 'browser',
      why: 'not-on-service',
    });
    expect(await homeOf({ signedIn: true, baseUrl: 'https://glossa.example/v4', kind: 'glossa', listsKept: false })).toMatchObject({
      kind: 'browser',
      why: 'not-on-service',
    });
    expect(await homeOf({ signedIn: false, baseUrl: 'https://glossa.example/v4', kind: 'glossa' })).toMatchObject({
      kind: 'browser',
      why: 'signed-out',
    });
  });
});
