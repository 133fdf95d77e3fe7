// @vitest-environment happy-dom
/** The sync line's refused changes: each with its words and reason, to try again or discard. */
import { describe, expect, it } from 'vitest';
import { SyncLine } from '../../../components/SyncStatus';
import type { SyncStatus } from '../../../lib/shared/messages/answers';
import { t } from '../../../lib/shared/i18n';
import { background, eventually, mount } from './support';

const STATUS: SyncStatus = {
  pending: 3,
  signedOut: false,
  refused: [
    { seq: 7, listLocalId: 'l1', listName: 'Garden birds', kind: 'addWords', words: ['wren', 'robin'], reason: 'Conflict' },
    { seq: 9, listLocalId: 'l2', listName: 'Trees', kind: 'create', reason: 'Request Entity Too Large' },
  ],
};

const click = (view: Element, label: string, index = 0) => {
  const buttons = [...view.querySelectorAll('button')].filter((b) => b.textContent === label);
  buttons[index]?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
};

describe('refused changes', () => {
  it('are shown with their list, words and reason', () => {
    background(() => undefined);
    const view = mount(<SyncLine status={STATUS} onSync={() => undefined} busy={false} />);
    const refused = view.querySelector('[data-testid=refused-changes]');
    expect(refused?.textContent).toContain('Adding to “Garden birds”: wren, robin');
    expect(refused?.textContent).toContain('Conflict');
    expect(refused?.textContent).toContain('Making the list “Trees”');
    expect(refused?.textContent).toContain('Request Entity Too Large');
    expect(refused?.textContent).toContain('Discarding it removes the list from this browser, with its words.');
  });

  it('a long list of words is cut short and counted', () => {
    background(() => undefined);
    const words = Array.from({ length: 12 }, (_, i) => `w${i}`);
    const status = { ...STATUS, refused: [{ seq: 1, listLocalId: 'l', listName: 'Big', kind: 'addWords' as const, words, reason: 'x' }] };
    const view = mount(<SyncLine status={status} onSync={() => undefined} busy={false} />);
    expect(view.textContent).toContain('w9 … and 2 more');
    expect(view.textContent).not.toContain('w10');
  });

  it('can be tried again or discarded, one at a time', async () => {
    const asked = background(() => ({ pending: 0, signedOut: false }));
    const view = mount(<SyncLine status={STATUS} onSync={() => undefined} busy={false} />);
    click(view, t('refusedRetry'), 0);
    await eventually(() => expect(asked).toEqual([{ type: 'retryRefused', seq: 7 }]));
    // One decision at a time: the buttons wait for the background's answer.
    await eventually(() => expect(view.querySelector('[data-testid=refused-changes] button:disabled')).toBeNull());
    click(view, t('refusedDiscard'), 1);
    await eventually(() =>
      expect(asked).toEqual([
        { type: 'retryRefused', seq: 7 },
        { type: 'discardRefused', seq: 9 },
      ]),
    );
  });

  it('records of the history and the review refused are counted, with the reason, to try again or keep here only', async () => {
    const asked = background(() => ({ pending: 0, signedOut: false }));
    const status: SyncStatus = {
      pending: 1,
      signedOut: false,
      refusedRecords: [{ seq: 11, count: 3, reason: 'An account may keep at most 6 records: nothing of this change was kept' }],
    };
    const view = mount(<SyncLine status={status} onSync={() => undefined} busy={false} />);
    const kept = view.querySelector('[data-testid=refused-records]');
    expect(kept?.textContent).toContain(
      '3 changes of your history and review were not kept by the service: they are in this browser only.',
    );
    expect(kept?.textContent).toContain('at most 6 records');
    // Something waits: the line never says all is synced.
    expect(view.textContent).not.toContain(t('syncUpToDate'));
    click(view, t('refusedRetry'));
    await eventually(() => expect(asked).toEqual([{ type: 'retryRefused', seq: 11 }]));
    await eventually(() => expect(view.querySelector('[data-testid=refused-changes] button:disabled')).toBeNull());
    click(view, t('refusedRecordsLetBe'));
    await eventually(() =>
      expect(asked).toEqual([
        { type: 'retryRefused', seq: 11 },
        { type: 'discardRefused', seq: 11 },
      ]),
    );
  });

  it('nothing is shown when nothing was refused', () => {
    background(() => undefined);
    const view = mount(<SyncLine status={{ pending: 0, signedOut: false }} onSync={() => undefined} busy={false} />);
    expect(view.querySelector('[data-testid=refused-changes]')).toBeNull();
  });
});
