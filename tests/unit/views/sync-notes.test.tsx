// @vitest-environment happy-dom
/** Notes of conflicts the sync resolved: what was kept, said plainly, until dismissed. */
import { describe, expect, it } from 'vitest';
import { SyncNotes } from '../../../components/SyncStatus';
import type { SyncStatus } from '../../../lib/shared/messages/answers';
import { t } from '../../../lib/shared/i18n';
import { background, eventually, mount } from './support';

const STATUS: SyncStatus = {
  pending: 0,
  signedOut: false,
  notes: [
    { id: 'n1', at: 1, kind: 'renamed', listLocalId: 'l1', kept: 'Birds of Oslo', notKept: 'Garden birds', keptHere: false },
    { id: 'n2', at: 2, kind: 'renamed', listLocalId: 'l2', kept: 'Oaks', notKept: 'Trees', keptHere: true },
    { id: 'n3', at: 3, kind: 'deletedElsewhere', listName: 'Trip', words: ['passport', 'tickets'] },
    { id: 'n4', at: 4, kind: 'addedAgainElsewhere', listLocalId: 'l1', listName: 'Birds of Oslo', words: ['owl'] },
    { id: 'n5', at: 5, kind: 'removedElsewhere', listLocalId: 'l1', listName: 'Birds of Oslo', words: ['wren', 'robin'] },
  ],
};

const click = (view: Element, label: string) => {
  [...view.querySelectorAll('button')].find((b) => b.textContent === label)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
};

describe('sync notes', () => {
  it('say what was kept and what was not', () => {
    background(() => undefined);
    const view = mount(<SyncNotes status={STATUS} />);
    const text = view.querySelector('[data-testid=sync-notes]')?.textContent ?? '';
    expect(text).toContain(
      'Renamed elsewhere to “Birds of Oslo” while you renamed it “Garden birds” here: the later by the service’s clock, “Birds of Oslo”, is kept.',
    );
    expect(text).toContain(
      'Also renamed elsewhere, to “Trees”, while you renamed it “Oaks” here: the later by the service’s clock, “Oaks”, is kept.',
    );
    expect(text).toContain('In “Birds of Oslo”, added again elsewhere after you removed them here, so they stay: owl');
    expect(text).toContain('In “Birds of Oslo”, removed elsewhere after you added them here, so they stay removed: wren, robin');
    expect(text).toContain(
      '“Trip” was deleted elsewhere, so it is gone here too. Words you added to it here went with it: passport, tickets',
    );
  });

  it('show nothing when there is nothing to tell', () => {
    background(() => undefined);
    expect(mount(<SyncNotes status={{ pending: 0, signedOut: false }} />).textContent).toBe('');
  });

  it('are dismissed one by one, and the words of a list deleted elsewhere can go to a new list', async () => {
    const asked = background((message) => (message.type === 'importList' ? { list: {}, added: 2 } : { pending: 0, signedOut: false }));
    const view = mount(<SyncNotes status={STATUS} />);
    click(view, t('syncNoteMakeAgain'));
    await eventually(() =>
      expect(asked).toEqual([
        { type: 'importList', into: { name: 'Trip' }, words: ['passport', 'tickets'] },
        { type: 'dismissSyncNote', id: 'n3' },
      ]),
    );
  });
});
