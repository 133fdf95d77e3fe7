import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHANGE_TARGET, isChangeNotice, type ChangeNotice } from '../../../lib/shared/messages/changes';
import { NOTICE_DELAY_MS, createAnnouncer } from '../../../lib/background/announcer';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('change notices from the background', () => {
  it('sends one notice with every topic announced in a moment, then starts a new one', async () => {
    const sent: ChangeNotice[] = [];
    const announce = createAnnouncer(async (notice) => sent.push(notice));
    announce('lists', 'sync');
    announce('sync');
    announce('budget');
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(NOTICE_DELAY_MS);
    expect(sent).toEqual([{ target: CHANGE_TARGET, topics: ['lists', 'sync', 'budget'] }]);
    announce('connection');
    await vi.advanceTimersByTimeAsync(NOTICE_DELAY_MS);
    expect(sent[1]).toEqual({ target: CHANGE_TARGET, topics: ['connection'] });
  });

  it('takes no open page to hear it as no failure', async () => {
    const send = vi.fn(() => Promise.reject(new Error('Could not establish connection. Receiving end does not exist.')));
    const announce = createAnnouncer(send);
    announce('lists');
    await vi.advanceTimersByTimeAsync(NOTICE_DELAY_MS);
    expect(send).toHaveBeenCalledOnce();
    // A throwing sender neither.
    const throwing = createAnnouncer(() => {
      throw new Error('no runtime');
    });
    throwing('budget');
    await vi.advanceTimersByTimeAsync(NOTICE_DELAY_MS);
  });

  it('is told apart from requests and from the offscreen document’s messages', () => {
    expect(isChangeNotice({ target: CHANGE_TARGET, topics: ['lists'] })).toBe(true);
    expect(isChangeNotice({ type: 'lists' })).toBe(false);
    expect(isChangeNotice({ target: 'glossa-offscreen', type: 'play', url: 'x' })).toBe(false);
    expect(isChangeNotice(undefined)).toBe(false);
  });
});
