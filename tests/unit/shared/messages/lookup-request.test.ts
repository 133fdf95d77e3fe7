/** The one builder of `lookup` messages: what it leaves out, and what it cuts to the protocol's bounds. */
import { describe, expect, it } from 'vitest';
import { READ_IN_LIMITS } from '../../../../lib/shared/messages/read-in';
import { lookupRequest } from '../../../../lib/shared/messages/lookup-request';
import { Request } from '../../../../lib/shared/messages/protocol';

describe('a lookup request', () => {
  it('is the word alone when nothing else is given (the lists page: no history)', () => {
    expect(lookupRequest({ word: 'owl' })).toStrictEqual({ type: 'lookup', word: 'owl' });
  });

  it('carries where it was asked and where the word was read, as given (the background reads the word in it)', () => {
    expect(
      lookupRequest({
        word: 'went',
        from: 'bubble',
        readIn: {
          at: { sentence: '  She went home. ', start: 6, around: 'It was late. She went home.', olderPage: false },
          title: 'A story',
        },
      }),
    ).toStrictEqual({
      type: 'lookup',
      word: 'went',
      from: 'bubble',
      context: { sentence: '  She went home. ', start: 6, around: 'It was late. She went home.', olderPage: false, title: 'A story' },
    });
    // What a page read around the word, and its text for its period, go as they are.
    const shown = { block: 'It was late. She went home.', at: 17 };
    expect(lookupRequest({ word: 'went', readIn: { page: { shown, pageText: 'The page.' } } })).toStrictEqual({
      type: 'lookup',
      word: 'went',
      context: { shown, pageText: 'The page.' },
    });
    // A page with no title still says so; a word read in no sentence has none.
    expect(lookupRequest({ word: 'owl', from: 'bubble', readIn: { title: '' } })).toStrictEqual({
      type: 'lookup',
      word: 'owl',
      from: 'bubble',
      context: { title: '' },
    });
  });

  it('cuts a long sentence and title to what the protocol accepts', () => {
    const built = lookupRequest({
      word: 'owl',
      from: 'bubble',
      readIn: { at: { sentence: 's'.repeat(5000), start: 0, around: 'a'.repeat(5000) }, title: 't'.repeat(5000) },
    });
    expect(Request.safeParse(built).success).toBe(true);
    const { sentence = '', title = '' } = built.context ?? {};
    expect(sentence).toHaveLength(READ_IN_LIMITS.sentence);
    expect(Request.safeParse({ ...built, context: { sentence, title: `${title}t` } }).success).toBe(false);
    expect(built.context?.around).toHaveLength(READ_IN_LIMITS.around);
  });
});
