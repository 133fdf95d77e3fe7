// @vitest-environment happy-dom
/** Signing out from the popup with changes not yet synced: how many, and sync first if the user wants. */
import { describe, expect, it } from 'vitest';
import { Account } from '../../../entrypoints/popup/Account';
import { t } from '../../../lib/shared/i18n';
import { background, eventually, mount } from './support';

const ANN = { signedIn: true, username: 'ann', baseUrl: 'http://127.0.0.1:8787/v4' };

/** A background with Ann signed in, `pending` changes waiting, and `syncNow` answered by `synced`. */
function withPending(pending: number, synced: () => { pending: number; lastError?: string } = () => ({ pending: 0 })) {
  return background((message) => {
    if (message.type === 'user') return { id: 1, username: 'ann' };
    if (message.type === 'syncStatus') return { pending, signedOut: false };
    if (message.type === 'syncNow') return { ...synced(), signedOut: false };
    if (message.type === 'signOut') return { signedIn: false, baseUrl: ANN.baseUrl };
    throw { kind: 'internal', message: `unexpected ${message.type}` };
  });
}

const button = (view: Element, label: string) =>
  [...view.querySelectorAll('button')].find((b) => b.textContent === label) as HTMLButtonElement | undefined;
const click = (view: Element, label: string) => button(view, label)?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
const types = (asked: { type: string }[]) => asked.map((m) => m.type).filter((type) => type !== 'user');

describe('signing out', () => {
  it('with nothing waiting, signs out at once', async () => {
    const asked = withPending(0);
    const view = mount(<Account account={ANN} />);
    click(view, t('signOut'));
    await eventually(() => expect(types(asked)).toEqual(['syncStatus', 'signOut']));
    expect(view.querySelector('[data-testid=sign-out-pending]')).toBeNull();
  });

  it('with changes waiting, says how many and signs out only when asked; cancel keeps the user signed in', async () => {
    const asked = withPending(3);
    const view = mount(<Account account={ANN} />);
    click(view, t('signOut'));
    await eventually(() =>
      expect(view.querySelector('[data-testid=sign-out-pending]')?.textContent).toContain('3 changes are not synced yet'),
    );
    expect(button(view, 'Sync, then sign out')).toBeDefined();
    expect(button(view, 'Sign out anyway')).toBeDefined();
    expect(types(asked)).toEqual(['syncStatus']);

    click(view, t('cancel'));
    await eventually(() => expect(button(view, t('signOut'))).toBeDefined());
    expect(types(asked)).toEqual(['syncStatus']);

    click(view, t('signOut'));
    await eventually(() => expect(button(view, 'Sign out anyway')).toBeDefined());
    click(view, 'Sign out anyway');
    await eventually(() => expect(types(asked)).toEqual(['syncStatus', 'syncStatus', 'signOut']));
  });

  it('"Sync, then sign out" syncs first, and signs out once nothing is waiting', async () => {
    const asked = withPending(2);
    const view = mount(<Account account={ANN} />);
    click(view, t('signOut'));
    await eventually(() => expect(button(view, 'Sync, then sign out')).toBeDefined());
    click(view, 'Sync, then sign out');
    await eventually(() => expect(types(asked)).toEqual(['syncStatus', 'syncNow', 'signOut']));
  });

  it('when the sync could not send everything, says how many are still waiting and does not sign out', async () => {
    const asked = withPending(2, () => ({ pending: 1, lastError: 'The service cannot be reached.' }));
    const view = mount(<Account account={ANN} />);
    click(view, t('signOut'));
    await eventually(() => expect(button(view, 'Sync, then sign out')).toBeDefined());
    click(view, 'Sync, then sign out');
    await eventually(() =>
      expect(view.querySelector('[data-testid=sign-out-pending]')?.textContent).toContain('1 change is not synced yet'),
    );
    expect(view.textContent).toContain('The service cannot be reached.');
    expect(types(asked)).toEqual(['syncStatus', 'syncNow']);
  });
});
