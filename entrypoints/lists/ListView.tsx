/** One list: its fields, its words (sorted, paged, selectable) and its exports. */
import { SendToAnki } from '../../components/SendToAnki';
import { ConfirmButton } from '../../components/ConfirmButton';
import { useState } from 'preact/hooks';
import type { ListType, WordList } from '../../lib/shared/api';
import type { ListSummary, ListWord } from '../../lib/shared/messages/answers';
import { exportFileName, toAnkiTsv, toCsv, type ExportRow } from '../../lib/shared/export/export';
import { splitAtWord } from '../../lib/shared/text/word-in-sentence';
import { t, tCount } from '../../lib/shared/i18n';
import { ask } from '../../lib/shared/messages/client';
import { wordPageUrl } from '../../lib/shared/extension-pages';
import { perform, useAction, type Action } from '../../components/action';
import { announced, useQuery } from '../../components/live';
import { download } from '../../components/download';
import { partOfSpeechName } from '../../lib/shared/text/part-of-speech-name';

export const PAGE_SIZE = 25;

/** Private unless the service says public: Glossa makes lists private, and so says a list of unknown type. */
export function visibilityName(list: ListSummary): string {
  return list.type?.toUpperCase() === 'PUBLIC' ? t('listPublic') : t('listPrivate');
}

/** Who may see a list on the service. */
export function VisibilityChoice({ value, onChange }: { value: ListType; onChange: (value: ListType) => void }) {
  return (
    <label>
      {t('listVisibility')}
      <select value={value} onChange={(e) => onChange(e.currentTarget.value as ListType)}>
        <option value="PRIVATE">{t('listPrivate')}</option>
        <option value="PUBLIC">{t('listPublic')}</option>
      </select>
    </label>
  );
}
type SortBy = 'createDate' | 'alpha';
type SortOrder = 'asc' | 'desc';

/** Words typed or pasted: separated by commas, semicolons or line breaks. */
export function parseWords(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(/[,;\n\r]+/)
    .map((w) => w.trim())
    .filter((w) => w && !seen.has(w) && (seen.add(w), true));
}

/** `synced`: the list is an account's, kept on a service too; otherwise it is the browser's own. */
export function ListView({ list, synced, onDeleted }: { list: ListSummary; synced: boolean; onDeleted: () => void }) {
  const [sortBy, setSortBy] = useState<SortBy>('createDate');
  const [sortOrder, setSortOrder] = useState<SortOrder>('desc');
  const [skip, setSkip] = useState(0);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // Read again whenever the words change, here or anywhere else (the background says when).
  const page = useQuery(
    () => ask({ type: 'listWords', listId: list.localId, sortBy, sortOrder, skip, limit: PAGE_SIZE }),
    [list.localId, sortBy, sortOrder, skip],
    announced('lists'),
  );
  // What the user does to the list; its failures are said at the foot of the list.
  const action = useAction(perform);
  const act = action.run;

  const words = page.value?.words ?? [];
  const total = page.value?.total ?? 0;
  const allOnPageSelected = words.length > 0 && words.every((w) => selected.has(w.word));

  function toggle(word: string) {
    // From the latest choice, not this render's: quick clicks may come before the next render.
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(word)) next.delete(word);
      else next.add(word);
      return next;
    });
  }

  return (
    <article aria-labelledby="list-heading">
      <h2 id="list-heading">{list.name}</h2>
      {list.description && <p class="muted">{list.description}</p>}
      <p class="small muted">
        {tCount('wordCount', list.numberWordsInList)}
        {synced && <span data-testid="list-visibility"> · {visibilityName(list)}</span>}
        {synced && list.permalink === undefined && <span class="warn"> · {t('notYetSynced')}</span>}
      </p>

      {synced && <OnService list={list} />}

      <ListFields
        list={list}
        synced={synced}
        onSave={(fields) => act(() => ask({ type: 'updateList', listId: list.localId, ...fields }))}
      />

      <section aria-labelledby="add-words-heading">
        <h3 id="add-words-heading">{t('addWords')}</h3>
        <AddWords onAdd={(added) => act(() => ask({ type: 'addWords', listId: list.localId, words: added }))} />
      </section>

      <section aria-labelledby="words-heading" aria-busy={page.state === 'loading'}>
        <h3 id="words-heading">{t('listWordsHeading')}</h3>
        <div class="row toolbar">
          <label>
            {t('sortBy')}{' '}
            <select value={sortBy} onChange={(e) => (setSortBy(e.currentTarget.value as SortBy), setSkip(0))}>
              <option value="createDate">{t('sortByDate')}</option>
              <option value="alpha">{t('sortByAlpha')}</option>
            </select>
          </label>
          <label>
            {t('sortOrder')}{' '}
            <select value={sortOrder} onChange={(e) => (setSortOrder(e.currentTarget.value as SortOrder), setSkip(0))}>
              <option value="asc">{t('sortAsc')}</option>
              <option value="desc">{t('sortDesc')}</option>
            </select>
          </label>
          <span class="grow" />
          <button
            type="button"
            disabled={selected.size === 0}
            onClick={() =>
              void act(async () => {
                await ask({ type: 'removeWords', listId: list.localId, words: [...selected] });
                setSelected(new Set());
              })
            }
          >
            {t('removeSelected', selected.size)}
          </button>
          <button
            type="button"
            disabled={selected.size === 0}
            onClick={() =>
              void act(async () => {
                for (const word of selected) await ask({ type: 'knowWord', word });
                setSelected(new Set());
              })
            }
          >
            {t('knowSelected', selected.size)}
          </button>
          <SendToAnki
            label={selected.size > 0 ? t('ankiSendSelected', selected.size) : t('ankiSendList')}
            request={selected.size > 0 ? { words: [...selected] } : { listId: list.localId }}
          />
        </div>
        {page.state === 'failed' && <p class="error">{page.error}</p>}
        {page.value && total === 0 && <p class="muted">{t('listNoWords')}</p>}
        {words.length > 0 && (
          <table class="words" data-testid="words">
            <thead>
              <tr>
                <th scope="col">
                  {/* In a label, which is the finger's target on a touch screen (components/base.css). */}
                  <label>
                    <input
                      type="checkbox"
                      aria-label={t('selectAllOnPage')}
                      checked={allOnPageSelected}
                      onChange={() => {
                        const next = new Set(selected);
                        for (const w of words) {
                          if (allOnPageSelected) next.delete(w.word);
                          else next.add(w.word);
                        }
                        setSelected(next);
                      }}
                    />
                  </label>
                </th>
                <th scope="col">{t('columnWord')}</th>
                <th scope="col">{t('columnAdded')}</th>
              </tr>
            </thead>
            <tbody>
              {words.map((w) => (
                <tr key={w.word}>
                  <td>
                    <label>
                      <input
                        type="checkbox"
                        aria-label={t('selectWord', w.word)}
                        checked={selected.has(w.word)}
                        onChange={() => toggle(w.word)}
                      />
                    </label>
                  </td>
                  <td>
                    <a href={wordPageUrl(w.word)} target="_blank" rel="noopener">
                      {w.word}
                    </a>
                    <KeptWith word={w} />
                  </td>
                  <td class="muted small">{new Date(w.createdAt).toLocaleString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {total > PAGE_SIZE && (
          <div class="row toolbar" role="navigation" aria-label={t('pages')}>
            <button type="button" disabled={skip === 0} onClick={() => setSkip(Math.max(0, skip - PAGE_SIZE))}>
              {t('previousPage')}
            </button>
            <span data-testid="page-range">{t('pageRange', skip + 1, Math.min(skip + PAGE_SIZE, total), total)}</span>
            <button type="button" disabled={skip + PAGE_SIZE >= total} onClick={() => setSkip(skip + PAGE_SIZE)}>
              {t('nextPage')}
            </button>
          </div>
        )}
      </section>

      <Export list={list} action={action} />

      <section aria-labelledby="danger-heading">
        <h3 id="danger-heading">{t('deleteListHeading')}</h3>
        <ConfirmButton
          label={t('deleteList')}
          question={t('deleteListConfirm', list.name)}
          yes={t('deleteListYes')}
          onConfirm={() =>
            void act(async () => {
              await ask({ type: 'deleteList', listId: list.localId });
              onDeleted();
            })
          }
        />
      </section>
      {action.error && (
        <p class="error" role="alert">
          {action.error}
        </p>
      )}
    </article>
  );
}

/** A list's name and description, and for a list kept on a service whether others may see it there. */
function ListFields({
  list,
  synced,
  onSave,
}: {
  list: ListSummary;
  synced: boolean;
  onSave: (fields: { name: string; description: string; listType: ListType }) => Promise<void>;
}) {
  const [name, setName] = useState(list.name);
  const [description, setDescription] = useState(list.description ?? '');
  const [listType, setListType] = useState<ListType>(list.type?.toUpperCase() === 'PUBLIC' ? 'PUBLIC' : 'PRIVATE');
  const [saved, setSaved] = useState(false);
  return (
    <section aria-labelledby="fields-heading">
      <h3 id="fields-heading">{t('listDetails')}</h3>
      <form
        class="stack"
        onSubmit={(e) => {
          e.preventDefault();
          setSaved(false);
          void onSave({ name, description, listType }).then(() => setSaved(true));
        }}
      >
        <label>
          {t('listName')}
          <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
        </label>
        <label>
          {t('listDescription')}
          <textarea rows={2} maxLength={1000} value={description} onInput={(e) => setDescription(e.currentTarget.value)} />
        </label>
        {/* A list kept only in this browser is seen by no one else: public or private means nothing there. */}
        {synced && <VisibilityChoice value={listType} onChange={setListType} />}
        <div class="row">
          <button type="submit">{t('saveList')}</button>
          {saved && (
            <span class="muted small" role="status">
              {t('saved')}
            </span>
          )}
        </div>
      </form>
    </section>
  );
}

function AddWords({ onAdd }: { onAdd: (words: string[]) => Promise<void> }) {
  const [text, setText] = useState('');
  return (
    <form
      class="row"
      onSubmit={(e) => {
        e.preventDefault();
        const words = parseWords(text);
        if (words.length === 0) return;
        void onAdd(words).then(() => setText(''));
      }}
    >
      <label class="visually-hidden" for="add-words">
        {t('addWordsLabel')}
      </label>
      <input
        id="add-words"
        class="grow"
        placeholder={t('addWordsPlaceholder')}
        value={text}
        onInput={(e) => setText(e.currentTarget.value)}
      />
      <button type="submit" class="primary">
        {t('add')}
      </button>
    </form>
  );
}

/** What the reader kept with a word (the sense meant, the sentence read in), under it; all of it as text. */
export function KeptWith({ word }: { word: ListWord }) {
  const { sense, context } = word;
  const parts = context && splitAtWord(context.sentence, word.word);
  return (
    <>
      {sense && (
        <p class="kept-sense small" data-testid="kept-sense">
          <span class="visually-hidden">{t('listKeptSense')} </span>
          {sense.partOfSpeech && <span class="muted">{partOfSpeechName(sense.partOfSpeech)} </span>}
          {sense.text}
          {sense.source && <span class="muted"> · {sense.source}</span>}
        </p>
      )}
      {context && (
        <p class="kept-sentence small muted" data-testid="kept-sentence">
          <span class="visually-hidden">{t('listKeptSentence')} </span>
          {parts ? (
            <>
              {parts.before}
              <mark>{parts.word}</mark>
              {parts.after}
            </>
          ) : (
            context.sentence
          )}
        </p>
      )}
    </>
  );
}

/** Exports through the list's `action`: it is busy meanwhile, and a failure is said with the list's others. */
function Export({ list, action }: { list: ListSummary; action: Action<[() => Promise<unknown>]> }) {
  const [lookUpSenses, setLookUpSenses] = useState(false);

  async function rows(): Promise<ExportRow[]> {
    // Every word in one answer, each with the sense it carries (kept, else the one its lookup showed first;
    // when asked, a lookup's first for a word that has none): a 10,000-word list is one read, not ten pages.
    const { words } = await ask({ type: 'exportList', listId: list.localId, lookUpSenses });
    return words.map((w) => ({
      word: w.word,
      added: w.createdAt,
      ...(w.sense && { sense: w.sense }),
      ...(w.context && { context: w.context }),
    }));
  }

  const run = (kind: 'csv' | 'anki') =>
    action.run(async () => {
      const data = await rows();
      if (kind === 'csv') download(exportFileName(list.name, 'csv'), toCsv(data), 'text/csv;charset=utf-8');
      else download(exportFileName(list.name, 'txt'), toAnkiTsv(data, { tags: [list.name] }), 'text/tab-separated-values;charset=utf-8');
    });

  return (
    <section aria-labelledby="export-heading">
      <h3 id="export-heading">{t('exportHeading')}</h3>
      <div class="row">
        <button type="button" disabled={action.busy} onClick={() => void run('csv')}>
          {t('exportCsv')}
        </button>
        <button type="button" disabled={action.busy} onClick={() => void run('anki')}>
          {t('exportAnki')}
        </button>
        <label>
          <input type="checkbox" checked={lookUpSenses} onChange={(e) => setLookUpSenses(e.currentTarget.checked)} />{' '}
          {t('exportWithDefinitions')}
        </label>
      </div>
      <p class="muted small">{t('exportHint')}</p>
    </section>
  );
}

/** L4 on request: the list as the service has it now, next to the local copy. */
function OnService({ list }: { list: ListSummary }) {
  const [answer, setAnswer] = useState<{ onService: boolean; list?: WordList }>();
  const { error, run: check } = useAction(async () => {
    try {
      setAnswer(await ask({ type: 'serviceList', listId: list.localId }));
    } catch (failure) {
      // No answer is shown with the failure: the last one may no longer be true.
      setAnswer(undefined);
      throw failure;
    }
  });
  const remote = answer?.list;
  return (
    <div class="row small" aria-live="polite">
      <button type="button" onClick={() => void check()}>
        {t('checkOnService')}
      </button>
      {answer && !answer.onService && <span class="warn">{t('notOnServiceYet')}</span>}
      {remote && (
        <span data-testid="on-service">
          {tCount('onService', remote.numberWordsInList ?? 0, remote.name ?? '')}
          {(remote.name !== list.name || remote.numberWordsInList !== list.numberWordsInList) && (
            <span class="warn"> · {t('differsFromLocal')}</span>
          )}
        </span>
      )}
      {error && <span class="error">{error}</span>}
    </div>
  );
}
