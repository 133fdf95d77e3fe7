/**
 * What a bubble does between its opening and its closing, wherever it is shown (at a word
 * in a page, or in the toolbar popup): look the word up, follow a synonym or a suggestion
 * with a way back, play the pronunciation, and add the word to a list. The view is
 * Bubble.tsx; this hook holds its state and asks the background through `send`.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../lib/shared/i18n';
import type { Answer, ListsHome, RankedLookup } from '../../lib/shared/messages/answers';
import type { send as sendToBackground } from '../../lib/shared/messages/client';
import { lookupRequest, type LookupAsked } from '../../lib/shared/messages/lookup-request';
import { READ_IN_LIMITS } from '../../lib/shared/messages/read-in';
import { pronounce } from '../pronounce';
import { shownPronunciation } from '../../lib/shared/messages/shown-pronunciation';
import { keptSenseOf, type KeptSense } from '../../lib/shared/model/kept-sense';
import type { AudioState, BubbleProps, BubbleState, ListChoice, ListsState } from './bubble-props';

export interface BubbleLookupOptions {
  /** How this bubble reaches the background. */
  send: typeof sendToBackground;
  /** The word looked up first. */
  word: string;
  /** Where the bubble is: its lookups go into the lookup history as the bubble's or the popup's. */
  from: 'bubble' | 'popup';
  /** The first word's lookup, when it was asked for before the bubble opened. */
  asked?: Promise<Answer<RankedLookup>>;
  /** That lookup's answer, when it came before the bubble opened: the first thing shown. */
  answered?: Answer<RankedLookup>;
  /**
   * Where the first word was read (what the page read around it, or its sentence), asked again
   * with a "Try again"; a word added to a list from it keeps the sentence the background read there.
   */
  readIn?: LookupAsked['readIn'];
}

/** The sentence and the page's title, cut to what the protocol takes. */
function keptFrom(sentence: string) {
  return { context: { sentence: sentence.trim().slice(0, READ_IN_LIMITS.sentence), title: document.title.slice(0, READ_IN_LIMITS.title) } };
}

function stateOf(answer: Answer<RankedLookup>, query: string): BubbleState {
  return answer.ok ? { kind: 'answer', answer: answer.data } : { kind: 'error', query, error: answer.error };
}

/** The bubble's state and the handlers of its buttons (all but Close and More, which depend on where it is shown). */
export function useBubbleLookup(options: BubbleLookupOptions) {
  const { send } = options;
  // The words looked up in this bubble, the first one first: Back returns to the one before.
  const [trail, setTrail] = useState<string[]>([options.word]);
  const [state, setState] = useState<BubbleState>(() =>
    options.answered ? stateOf(options.answered, options.word) : { kind: 'loading', query: options.word },
  );
  const [audio, setAudio] = useState<AudioState>('idle');
  const [synthesized, setSynthesized] = useState(false);
  const plays = useRef(0);
  const [lists, setLists] = useState<ListsState>({ kind: 'closed' });
  // The sense the reader chose with "Keep this sense" for the word shown, and the list it was last added to here.
  const [keptSense, setKeptSense] = useState<KeptSense>();
  const addedTo = useRef<string>(undefined);
  const [attempt, setAttempt] = useState(0);
  const current = trail[trail.length - 1] ?? options.word;
  const word = state.kind === 'answer' ? state.answer.word : current;

  // A layout effect, not useEffect: Preact runs plain effects only after the next frame,
  // which held every answer back by up to a frame before it could even be rendered.
  const opened = useRef(false);
  useLayoutEffect(() => {
    let live = true;
    // The first word's lookup may have been asked for already, when the bubble was shown.
    const first = trail.length === 1 && attempt === 0 && options.asked;
    // On opening, the state is already what it starts as: setting it again would render the
    // whole bubble once more before its first paint. An answer that came before the bubble
    // opened is shown already, so there is nothing to wait for either.
    const opening = !opened.current;
    opened.current = true;
    if (opening && options.answered) return;
    if (!opening) {
      if (!(first && options.answered)) setState({ kind: 'loading', query: current });
      setAudio('idle');
      setSynthesized(false);
      setLists({ kind: 'closed' });
      setKeptSense(undefined);
      addedTo.current = undefined;
    }
    // A "Try again" is the same lookup: the lookup history counts it once, and its senses are
    // ranked for the same sentence. A word followed from the first was not read there.
    const readHere = trail.length === 1;
    const asked =
      first ||
      send(
        lookupRequest({
          word: current,
          from: attempt === 0 ? options.from : undefined,
          ...(readHere && options.readIn && { readIn: options.readIn }),
        }),
      );
    void asked.then((answer) => live && setState(stateOf(answer, current)));
    return () => {
      live = false;
    };
  }, [current, attempt]);

  const lookUp = (next: string) => setTrail((words) => [...words, next]);

  async function play() {
    const mine = ++plays.current;
    setAudio('loading');
    // "Playing…" ends when the sound does (unless the button was pressed again meanwhile);
    // the note that there is no recording, only the browser's voice, stays: it is still true.
    const ended = () => plays.current === mine && setAudio((now) => (now === 'playing' ? 'idle' : now));
    const outcome = await pronounce(
      word,
      async () => {
        // The recording of the reading shown, where the service has one for each reading.
        const reading = state.kind === 'answer' && state.answer.found ? shownPronunciation(state.answer)?.raw : undefined;
        const answer = await send({ type: 'playAudio', word, ...(reading && { reading }) });
        if (!answer.ok) throw new Error(answer.error.message);
        setSynthesized(answer.data.synthesized === true);
        return answer.data;
      },
      ended,
    );
    if (plays.current === mine) setAudio(outcome);
  }

  /** The sentence the first word was read in, as the background read it (a synonym followed from it was not read there). */
  const sentenceRead = trail.length === 1 && state.kind === 'answer' ? state.answer.readIn : undefined;

  /**
   * The word into a list, with the sense meant and the sentence it was read in (the first word
   * only). A word the list holds takes them too.
   */
  function keepIn(listId: string, sense?: KeptSense) {
    const readIn = sentenceRead ? keptFrom(sentenceRead.sentence) : {};
    addedTo.current = listId;
    return send({ type: 'addWords', listId, words: [word], ...readIn, ...(sense && { sense }) });
  }

  async function addTo(list: ListChoice, sense?: KeptSense) {
    // Saved in the browser at once; then said whether it reached the service, waits for
    // it, or stays in this browser (a list with no account behind it).
    const [answer, home] = await Promise.all([keepIn(list.id, sense), send({ type: 'listsHome' })]);
    if (!answer.ok) return setLists({ kind: 'failed', message: answer.error.message });
    await sayAdded(list, home);
  }

  /**
   * "Keep this sense": the sense Add to list keeps; once the word was added here, the list keeps
   * this one instead. For the word read in its sentence, the choice is also kept in the browser
   * as a case of the reader's own, beside the sense shown first (the options page exports them).
   */
  function keepSense(sense: KeptSense) {
    setKeptSense(sense);
    if (sentenceRead?.sentence && state.kind === 'answer') {
      const { senses, word: headword } = state.answer;
      const first = senses.groups[0]?.definitions[0];
      const shownFirst = first && keptSenseOf(first);
      void send({
        type: 'senseChosen',
        word: headword,
        sentence: sentenceRead.sentence.slice(0, READ_IN_LIMITS.sentence),
        ...(sentenceRead.start <= READ_IN_LIMITS.sentence && { start: sentenceRead.start }),
        chosen: sense,
        ...(shownFirst && { shownFirst }),
        ...(senses.confidence !== undefined && { confidence: senses.confidence }),
        offeredTwo: senses.alternative !== undefined,
      });
    }
    if (addedTo.current !== undefined) {
      void keepIn(addedTo.current, sense).then((answer) => !answer.ok && setLists({ kind: 'failed', message: answer.error.message }));
    }
  }

  async function sayAdded(list: ListChoice, home: Answer<ListsHome>) {
    if (!(home.ok && home.data.kind === 'account')) return setLists({ kind: 'added', list: list.name, sync: 'browser' });
    setLists({ kind: 'added', list: list.name, sync: 'syncing' });
    const synced = await send({ type: 'listsSynced' });
    const sync = synced.ok && synced.data.synced ? 'synced' : 'offline';
    setLists((now) => (now.kind === 'added' && now.list === list.name ? { ...now, sync } : now));
  }

  /** The new-list form made a list with the word in it: the word keeps its sense and sentence there, and the list's name is read back. */
  async function listCreated(listId: string, sense?: KeptSense) {
    setLists({ kind: 'loading' });
    const [all, home] = await Promise.all([send({ type: 'lists' }), send({ type: 'listsHome' }), keepIn(listId, sense)]);
    if (!all.ok) return setLists({ kind: 'failed', message: all.error.message });
    const list = all.data.find((one) => one.localId === listId);
    if (!list) return setLists({ kind: 'failed', message: t('listNotFound', listId) });
    await sayAdded({ id: list.localId, name: list.name }, home);
  }

  async function openLists() {
    if (lists.kind === 'choose') return setLists({ kind: 'closed' });
    setLists({ kind: 'loading' });
    // With no account the lists are the browser's own: nothing asks to sign in first.
    const answer = await send({ type: 'lists' });
    setLists(
      answer.ok
        ? { kind: 'choose', lists: answer.data.map((list) => ({ id: list.localId, name: list.name })) }
        : { kind: 'failed', message: answer.error.message },
    );
  }

  const props: Omit<BubbleProps, 'onClose' | 'onMore' | 'context' | 'newList'> = {
    state,
    audio,
    synthesized,
    lists,
    back: trail.length > 1 ? trail[trail.length - 2] : undefined,
    onLookup: lookUp,
    onBack: () => setTrail((words) => words.slice(0, -1)),
    onPlay: () => void play(),
    onAddToList: () => void openLists(),
    onPickList: (list, sense) => void addTo(list, sense),
    onListCreated: (listId, sense) => void listCreated(listId, sense),
    keptSense,
    onKeepSense: keepSense,
    onRetry: () => setAttempt((n) => n + 1),
  };
  return { props, lookUp, isFirst: trail.length === 1 };
}
