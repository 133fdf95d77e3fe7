/**
 * The bubble's form that names a new list and puts the word in it: the name field takes
 * focus as the form opens, Enter creates the list and adds the word, Esc cancels, and a
 * refusal is said under the field with its reason. It asks the background itself
 * (createList, then addWords), so the name never leaves it: its host learns only the new
 * list's id.
 *
 * In a web page the bubble shows this form inside a frame of Glossa's own (NewListFrame.tsx
 * and entrypoints/new-list/), where the page cannot listen to the keys that type the name;
 * in an extension page (the popup) it is shown in place.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { send as sendToBackground } from '../../lib/shared/messages/client';

/** What the bubble gives the form, wherever the form is shown. */
export interface NewListProps {
  /** The word to put in the new list. */
  word: string;
  /** The list was created and holds the word: its id. */
  onDone(listId: string): void;
  /** Esc: the form closes with nothing created. */
  onCancel(): void;
}

export interface NewListFormProps extends NewListProps {
  send: typeof sendToBackground;
}

export function NewListForm({ word, send, onDone, onCancel }: NewListFormProps) {
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  /** A list this form created but could not add the word to: trying again adds it there. */
  const made = useRef<{ name: string; id: string }>(undefined);
  useLayoutEffect(() => field.current?.focus(), []);

  async function create(name: string) {
    setBusy(true);
    setProblem(undefined);
    let id = made.current?.name === name ? made.current.id : undefined;
    if (!id) {
      const created = await send({ type: 'createList', name });
      if (created.ok) made.current = { name, id: (id = created.data.localId) };
      else return refused(created.error.message);
    }
    const added = await send({ type: 'addWords', listId: id, words: [word] });
    if (!added.ok) return refused(added.error.message);
    onDone(id);
  }

  function refused(reason: string) {
    setBusy(false);
    setProblem(reason);
    field.current?.focus();
  }

  return (
    <div class="new-list-form">
      <form
        class="new-list"
        onSubmit={(event) => {
          event.preventDefault();
          const name = field.current?.value.trim();
          if (name && !busy) void create(name);
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          event.stopPropagation();
          onCancel();
        }}
      >
        <input
          ref={field}
          name="name"
          aria-label={t('bubbleNewListName')}
          placeholder={t('bubbleNewListPlaceholder')}
          maxLength={100}
          autocomplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'glossa-new-list-problem' : undefined}
        />
        <button type="submit" disabled={busy}>
          {t('bubbleCreateList')}
        </button>
      </form>
      {problem && (
        <p id="glossa-new-list-problem" class="note error" role="alert">
          {t('bubbleAddFailed', problem)}
        </p>
      )}
    </div>
  );
}
