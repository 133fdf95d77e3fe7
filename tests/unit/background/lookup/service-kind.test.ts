/**
 * A service is credited by what it answers: every answer of a Glossa server says so, wherever
 * it runs; a service never heard from is asked X5, once; what was heard outlives the worker.
 */
import { describe, expect, it } from 'vitest';
import { createServiceKinds, type KindMemory } from '../../../../lib/background/lookup/service-kind';
import { ApiError, type ServiceKind } from '../../../../lib/shared/api';

/** A gateway at `baseUrl` whose X5 answers with `answer` (the one call this engine makes); `hear` plays an answer heard. */
function gatewayAt(baseUrl: string, answer: () => Promise<unknown>, memory?: KindMemory) {
  let asked = 0;
  const hearers: ((baseUrl: string, glossa: boolean) => void)[] = [];
  const gateway = {
    current: () => ({ service: { baseUrl } }),
    call: async () => {
      asked += 1;
      return answer();
    },
    hearServices: (hear: (baseUrl: string, glossa: boolean) => void) => void hearers.push(hear),
  };
  const hear = (glossa: boolean) => hearers.forEach((h) => h(baseUrl, glossa));
  return { kinds: createServiceKinds(gateway as never, memory), asked: () => asked, hear };
}

function memoryInMap(): KindMemory & { kept: Map<string, ServiceKind> } {
  const kept = new Map<string, ServiceKind>();
  return { kept, read: async (baseUrl) => kept.get(baseUrl), write: async (baseUrl, kind) => void kept.set(baseUrl, kind) };
}

describe('the credit of a service', () => {
  it('names a Glossa server by what an answer of the reader’s own calls carried, with no call of its own; the next worker knows it', async () => {
    const memory = memoryInMap();
    const first = gatewayAt('https://words.example.org/v4', async () => ({ status: 404 }), memory);
    first.hear(true);
    expect((await first.kinds.creditor())('cat').name).toBe('Glossa server (open data)');
    expect(first.asked()).toBe(0);
    await expect.poll(() => memory.kept.get('https://words.example.org/v4')).toBe('glossa');
    const next = gatewayAt('https://words.example.org/v4', async () => ({ status: 404 }), memory);
    expect((await next.kinds.creditor())('cat').name).toBe('Glossa server (open data)');
    expect(next.asked()).toBe(0);
  });

  it('credits a service whose answers do not say they are a Glossa server’s by its address, with no call; a later answer tells again', async () => {
    const { kinds, asked, hear } = gatewayAt('http://127.0.0.1:9000/v4', async () => ({ status: 200, data: [{ source: 'x' }] }));
    hear(false);
    expect((await kinds.creditor())().name).toBe('127.0.0.1:9000');
    hear(true);
    expect((await kinds.creditor())().name).toBe('Glossa server (open data)');
    expect(asked()).toBe(0);
  });

  it('names a Glossa server never heard from by its answer to X5, asked once', async () => {
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
