/**
 * "Send to Anki": asks for the AnkiConnect address's host permission (a click is the user
 * gesture browsers want), then the background sends the notes, and the result is said in
 * plain words: how many were added, which the deck already had, or why nothing was sent.
 */
import { useState } from 'preact/hooks';
import { t, tCount } from '../lib/shared/i18n';
import { ask, messageOf } from '../lib/shared/messages/client';
import type { AnkiAnswer } from '../lib/shared/messages/answers';
import { requestHostPermission } from '../lib/shared/settings/permissions';
import { stores } from './stores';

function said(answer: AnkiAnswer): { text: string; error?: boolean } {
  if (answer.sent) {
    const added = tCount('ankiSent', answer.added, answer.deck);
    return { text: answer.duplicates.length > 0 ? `${added} ${t('ankiDuplicates', answer.duplicates.join(', '))}` : added };
  }
  switch (answer.why) {
    case 'unreachable':
      return { text: t('ankiUnreachable'), error: true };
    case 'old-version':
      return { text: t('ankiOldVersion', answer.detail ?? '?'), error: true };
    case 'note-type':
      return { text: t('ankiNoteTypeFields', answer.detail ?? ''), error: true };
    case 'refused':
      return { text: t('ankiRefused', answer.detail ?? ''), error: true };
  }
}

export function SendToAnki({ label, request }: { label: string; request: { words: string[] } | { listId: string } }) {
  const [state, setState] = useState<{ busy?: boolean; text?: string; error?: boolean }>({});
  async function send() {
    setState({ busy: true, text: t('ankiSending') });
    try {
      const settings = stores.settings.value ?? (await ask({ type: 'getSettings' }));
      if (!(await requestHostPermission(settings.ankiConnectUrl))) {
        setState({ text: t('ankiNoPermission'), error: true });
        return;
      }
      setState(said(await ask({ type: 'sendToAnki', ...request })));
    } catch (failure) {
      setState({ text: messageOf(failure), error: true });
    }
  }
  return (
    <>
      <button type="button" disabled={state.busy} onClick={() => void send()}>
        {label}
      </button>
      {state.text && (
        <span class={state.error ? 'error small' : 'small'} role={state.error ? 'alert' : 'status'} data-testid="anki-result">
          {state.text}
        </span>
      )}
    </>
  );
}
