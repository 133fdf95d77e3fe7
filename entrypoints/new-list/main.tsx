/**
 * The bubble's field for a new list's name, as a page of Glossa's own that the bubble in a
 * web page shows in a frame (components/bubble/NewListFrame.tsx): the keys typed here go to
 * this document, which the web page cannot reach. The form asks the background itself
 * (createList, then addWords) and tells the bubble, through the page's window, only that a
 * list was made (its id), that the form was cancelled, and how tall it is: never the name.
 *
 * The address says which word to add and the bubble's colour scheme; nothing else reaches
 * this page, and nothing creates a list but a name typed here and Enter (or the button).
 */
import { NewListForm } from '../../components/bubble/NewListForm';
import type { NewListFrameMessage } from '../../components/bubble/NewListFrame';
import { css } from '../../components/bubble/styles';
import { mountPage } from '../../components/page';
import { t } from '../../lib/shared/i18n';
import { send } from '../../lib/shared/messages/client';

const query = new URLSearchParams(location.search);
const word = query.get('word') ?? '';
const asked = query.get('scheme');
const scheme = asked === 'light' || asked === 'dark' ? asked : undefined;

/** To the bubble: posted to the frame's parent, the page's window, so it carries nothing typed. */
function tell(message: NewListFrameMessage): void {
  parent.postMessage(message, '*');
}

/**
 * Keys held down in this frame. The bubble removes the frame once told the form is done; a key
 * still down then (the Enter that submitted, the Esc that cancelled) would be released in the
 * page, which would hear it. So the frame says so only once every key is up (or after a second).
 */
const held = new Set<string>();
addEventListener('keydown', (event) => held.add(event.code), true);
addEventListener('keyup', (event) => held.delete(event.code), true);
addEventListener('blur', () => held.clear());
function whenKeysAreUp(): Promise<void> {
  if (held.size === 0) return Promise.resolve();
  return new Promise((done) => {
    const finish = () => {
      removeEventListener('keyup', check, true);
      clearTimeout(timer);
      done();
    };
    const check = () => {
      if (held.size === 0) finish();
    };
    const timer = setTimeout(finish, 1000);
    addEventListener('keyup', check, true);
  });
}

// The bubble's own style sheet; the page's colour scheme as the bubble's, so the frame's
// transparent background shows the bubble through it.
const style = document.createElement('style');
style.textContent = `${css}\nhtml, body { margin: 0; background: transparent; }`;
document.head.append(style);
document.documentElement.style.colorScheme = scheme ?? 'light dark';

mountPage(
  <div class={['wrap', 'frame', scheme].filter(Boolean).join(' ')}>
    <NewListForm
      word={word}
      send={send}
      onDone={(list) => void whenKeysAreUp().then(() => tell({ type: 'glossa-new-list-done', list }))}
      onCancel={() => void whenKeysAreUp().then(() => tell({ type: 'glossa-new-list-cancel' }))}
    />
  </div>,
  t('bubbleNewListName'),
);

// The bubble focuses the frame when it shows it: focus goes on into the field.
addEventListener('focus', () => {
  if (document.activeElement === document.body) document.querySelector('input')?.focus();
});

const form = document.querySelector('.wrap');
if (form) new ResizeObserver(() => tell({ type: 'glossa-new-list-size', height: form.getBoundingClientRect().height })).observe(form);
