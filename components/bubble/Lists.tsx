/** Add to list's chooser under the bubble: the reader's lists, "New list", and what became of the word added. */
import type { RefObject } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { KeptSense } from '../../lib/shared/model/kept-sense';
import type { BubbleProps, ListChoice, ListsState } from './bubble-props';

function syncNote(sync: 'syncing' | 'synced' | 'offline' | 'browser'): string {
  switch (sync) {
    case 'browser':
      return t('bubbleNoteKeptHere');
    case 'syncing':
      return t('bubbleNoteSyncing');
    case 'synced':
      return t('bubbleNoteSynced');
    case 'offline':
      return t('bubbleSynced');
  }
}

export function Lists({
  word,
  lists,
  props,
  addButton,
  sense,
}: {
  word: string;
  lists: ListsState;
  props: BubbleProps;
  addButton: RefObject<HTMLButtonElement | null>;
  sense?: KeptSense;
}) {
  switch (lists.kind) {
    case 'closed':
      return null;
    case 'loading':
      return <p class="note">…</p>;
    case 'added':
      return (
        <p class="note" role="status">
          {t('bubbleAdded', word, lists.list)} {syncNote(lists.sync)}
        </p>
      );
    case 'failed':
      return (
        <p class="note error" role="alert">
          {t('bubbleAddFailed', lists.message)}
        </p>
      );
    case 'choose':
      return <ChooseList word={word} lists={lists.lists} props={props} addButton={addButton} sense={sense} />;
  }
}

/** The lists to add the word to, and "New list", which opens the form that names one. */
function ChooseList({
  word,
  lists,
  props,
  addButton,
  sense,
}: {
  word: string;
  lists: ListChoice[];
  props: BubbleProps;
  addButton: RefObject<HTMLButtonElement | null>;
  sense?: KeptSense;
}) {
  const [naming, setNaming] = useState(false);
  const newList = useRef<HTMLButtonElement>(null);
  return (
    <div class="lists" role="group" aria-label={t('bubbleListsLabel')}>
      {lists.length === 0 && <p class="note">{t('bubbleNoLists')}</p>}
      {lists.map((list) => (
        <button key={list.id} type="button" class="chip" onClick={() => props.onPickList(list, sense)}>
          {list.name}
        </button>
      ))}
      <button ref={newList} type="button" class="chip" aria-expanded={naming} onClick={() => setNaming((now) => !now)}>
        {t('bubbleNewList')}
      </button>
      {props.newList({
        word,
        open: naming,
        onDone(listId) {
          // The form goes with the chooser: focus waits on the button that opened it.
          addButton.current?.focus();
          props.onListCreated(listId, sense);
        },
        onCancel() {
          newList.current?.focus();
          setNaming(false);
        },
      })}
    </div>
  );
}
