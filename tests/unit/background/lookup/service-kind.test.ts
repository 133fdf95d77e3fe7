/** A service is credited by what it answers: X5 tells a Glossa server wherever it runs. */
import { describe, expect, it } from 'vitest';
import { createServiceKinds } from '../../../../lib/background/lookup/service-kind';
import { ApiError } from '../../../../lib/shared/api';

/** A gateway at `baseUrl` whose X5 answers with `answer` (the one call this engine makes). */
function gatewayAt(baseUrl: string, answer: () => Promise<unknown>) {
  let asked = 0;
  const gateway = {
    current: () => ({ service: { baseUrl } }),
    call: async () => {
      asked += 1;
      return answer();
    },
  };
  return { kinds: createServiceKinds(gateway as never), asked: () => asked };
}

describe('the credit of a service', () => {
  it('names a Glossa server at any address, by its answer to X5, asked once', async () => {
    const { kinds, asked } = gatewayAt('https://words.example.org/v4', async () => ({ status: 200, data: [{ source: 'wordnet' }] }));
    expect((await kinds.creditor())('cat')).toMatchObject({
      name: 'Glossa server (open data)',
      url: 'https://words.example.org/v4/openapi.json',
    });
    await kinds.creditor();
    expect(asked()).toBe(1);
  });

  it('credits a local service that is not a Glossa server by its address, not as one', async () => {
    const { kinds, asked } = gatewayAt('http://127.0.0.1:9000/v4', async () => ({ status: 404 }));
    expect((await kinds.creditor())('cat')).toEqual({ name: '127.0.0.1:9000', url: 'http://127.0.0.1:9000' });
    await kinds.creditor();
    expect(asked()).toBe(1);
  });

  it('asks again after a failure that says nothing of the service', async () => {
    let reachable = false;
    const { kinds, asked } = gatewayAt('http://127.0.0.1:9000/v4', async () => {
      if (!reachable) throw new ApiError('offline', { kind: 'network', operationId: 'X5', operationName: 'getDefinitionDictionaries' });
      return { status: 200, data: [{ source: 'wordnet' }] };
    });
    expect((await kinds.creditor())().name).toBe('127.0.0.1:9000');
    reachable = true;
    expect((await kinds.creditor())().name).toBe('Glossa server (open data)');
    expect(asked()).toBe(2);
  });

  it('credits the live service by its address, without asking', async () => {
    const { kinds, asked } = gatewayAt('https://api.wordnik.com/v4', async () => ({ status: 404 }));
    expect((await kinds.creditor())('cat')).toMatchObject({ name: 'Wordnik', wordUrl: 'https://www.wordnik.com/words/cat' });
    expect(asked()).toBe(0);
  });
});
