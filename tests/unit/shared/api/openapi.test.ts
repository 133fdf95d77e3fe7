import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, OPERATION_LIST } from '../../../../lib/shared/api';

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      { operationId: string; parameters: Record<string, unknown>[]; responses: Record<string, unknown>; requestBody?: unknown }
    >
  >;
};

describe('the OpenAPI document', () => {
  const doc = buildOpenApiDocument({ serverUrl: 'http://127.0.0.1:8787/v4' }) as unknown as Doc;
  const find = (name: string) =>
    Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .find((op) => op.operationId === name);

  it('describes every operation', () => {
    for (const op of OPERATION_LIST) expect(find(op.name), op.name).toBeDefined();
    expect(doc.paths['/word.json/{word}/definitions']?.get?.operationId).toBe('getDefinitions');
    expect(doc.paths['/wordList.json/{wordListId}']).toHaveProperty('put');
    expect(doc.paths['/wordList.json/{wordListId}']).toHaveProperty('delete');
  });

  it('carries bounds, defaults and allowed values from the table', () => {
    const search = find('searchWords');
    const limit = search?.parameters.find((p) => p.name === 'limit');
    expect(limit).toMatchObject({ in: 'query', schema: { type: 'integer', minimum: 1, maximum: 1000, default: 10 } });
    const pos = find('getDefinitions')?.parameters.find((p) => p.name === 'partOfSpeech');
    expect(pos).toMatchObject({
      style: 'form',
      explode: false,
      schema: { type: 'array', items: { enum: expect.arrayContaining(['noun', 'noun-posessive']) } },
    });
    expect(find('getDefinitions')?.parameters.find((p) => p.name === 'word')).toMatchObject({ in: 'path', required: true });
  });

  it('lists each operation’s errors and bodies', () => {
    expect(Object.keys(find('getDefinitions')?.responses ?? {})).toEqual(expect.arrayContaining(['200', '400', '401', '404', '429']));
    expect(find('authenticatePost')?.requestBody).toMatchObject({ content: { 'text/plain': {} } });
    expect(find('createWordList')?.requestBody).toMatchObject({ content: { 'application/json': { schema: { required: ['name'] } } } });
    // A server's limits on lists, each with the status a client reads as "kept, not dropped".
    expect(Object.keys(find('createWordList')?.responses ?? {})).toContain('409');
    expect(Object.keys(find('addWordsToWordList')?.responses ?? {})).toContain('409');
  });

  it('declares the Idempotency-Key header, with its 422, on the changes a sync may repeat and on no other operation', () => {
    const takesKey = (name: string) => find(name)?.parameters.some((p) => p.name === 'Idempotency-Key' && p.in === 'header');
    for (const name of ['createWordList', 'updateWordList', 'deleteWordList', 'addWordsToWordList', 'deleteWordsFromWordList']) {
      expect(takesKey(name), name).toBe(true);
      expect(Object.keys(find(name)?.responses ?? {}), name).toContain('422');
    }
    expect(find('createWordList')?.parameters.find((p) => p.name === 'Idempotency-Key')).toMatchObject({
      required: false,
      schema: { type: 'string', maxLength: 200 },
    });
    expect(takesKey('getWordListById')).toBe(false);
    expect(takesKey('getDefinitions')).toBe(false);
  });
});
