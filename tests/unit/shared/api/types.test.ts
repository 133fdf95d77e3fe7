/** The client's and server's types come from the table: required, defaulted and optional parameters. */
import { describe, expectTypeOf, it } from 'vitest';
import type { OperationInput, ResolvedInput } from '../../../../lib/shared/api';

describe('types derived from the operation table', () => {
  it('makes path parameters required and the rest optional for callers', () => {
    expectTypeOf<OperationInput<'getDefinitions'>['word']>().toEqualTypeOf<string>();
    expectTypeOf<OperationInput<'getDefinitions'>>().toHaveProperty('limit').toEqualTypeOf<number | undefined>();
    expectTypeOf<OperationInput<'createWordList'>['body']>().toHaveProperty('name');
  });

  it('gives server handlers every parameter that has a default', () => {
    expectTypeOf<ResolvedInput<'getDefinitions'>['limit']>().toEqualTypeOf<number>();
    expectTypeOf<ResolvedInput<'getDefinitions'>['useCanonical']>().toEqualTypeOf<boolean>();
    expectTypeOf<ResolvedInput<'getDefinitions'>>()
      .toHaveProperty('partOfSpeech')
      .toEqualTypeOf<ResolvedInput<'getDefinitions'>['partOfSpeech']>();
    expectTypeOf<ResolvedInput<'searchWords'>['minCorpusCount']>().toEqualTypeOf<number>();
  });
});
