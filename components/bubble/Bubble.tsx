/**
 * The bubble's view: what a lookup answered, in plain words, with every action as a
 * button. It holds no I/O: its shell (BubbleShell.tsx) passes the state and callbacks in,
 * so the view can be rendered and tested on its own. Text from the service is rendered
 * as text or safe rich text (RichText), never as HTML. Its own words are the `bubble…`
 * messages of public/_locales.
 */
import type { Definition } from '../../lib/shared/api';
import type { ComponentChildren, RefObject } from 'preact';
import { useMemo, useRef, useState } from 'preact/hooks';
import type { KeptWord, LookupAnswer } from '../../lib/shared/messages/answers';
import type { FormRelation } from '../../lib/shared/english/inflection';
import type { WordInSentence } from '../../lib/shared/text/sentence-context';
import { shortFor } from '../../lib/shared/text/lookup-terms';
import { holdsWord } from '../../lib/shared/text/word-in-sentence';
import { chooseSenses, type ChosenSenses, type SenseGroup } from '../../lib/shared/senses/choose-senses';
import { t } from '../../lib/shared/i18n';
import { partOfSpeechName } from '../../lib/shared/text/part-of-speech-name';
import { SenseText } from '../SenseText';
import { pronounceNote, type PronounceOutcome } from '../pronounce';
import { ExternalLink } from '../ExternalLink';
import { RichText } from '../RichText';
import type { NewListProps } from './NewListForm';
import { keptSenseOf, sameSense, type KeptSense } from '../../lib/shared/model/kept-sense';
import { KeepSense, type KeepSenseProps } from '../KeepSense';

interface BubbleError {
  kind: string;
  message: string;
  resetAt?: number;
}

export type BubbleState =
  { kind: 'loading'; query: string } | { kind: 'answer'; answer: LookupAnswer } | { kind: 'error'; query: string; error: BubbleError };

export type AudioState = 'idle' | 'loading' | PronounceOutcome;

export interface ListChoice {
  id: string;
  name: string;
}

export type ListsState =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'choose'; lists: ListChoice[] }
  /** Added; `sync` says whether the change reached the service yet, or that the list is this browser's own. */
  | { kind: 'added'; list: string; sync: 'syncing' | 'synced' | 'offline' | 'browser' }
  | { kind: 'failed'; message: string };

export interface BubbleProps {
  state: BubbleState;
  /** The sentence the word was read in: it tells which part of speech to lead with. */
  context?: WordInSentence;
  audio?: AudioState;
  /** The recording played is a synthesizer's voice (its service said so). */
  synthesized?: boolean;
  lists?: ListsState;
  /** The reader's lists that hold the word answered, and what they know of it (as its marks on pages say). */
  kept?: KeptWord;
  /** The word to go back to, when the user followed a synonym or suggestion. */
  back?: string;
  onLookup(word: string): void;
  onBack(): void;
  onClose(): void;
  onPlay(): void;
  onAddToList(): void;
  /** `sense`: the sense to keep with the word (the one the reader kept, else the one shown first). */
  onPickList(list: ListChoice, sense?: KeptSense): void;
  /** A new list was made with the word in it (by the form `newList` shows). */
  onListCreated(listId: string, sense?: KeptSense): void;
  /** The sense the reader chose with "Keep this sense", if they chose one. */
  keptSense?: KeptSense;
  onKeepSense?(sense: KeptSense): void;
  /**
   * The form that names a new list and adds the word to it, given while the lists are to
   * choose from and shown when `open`: in a web page, a frame of Glossa's own, where the page
   * cannot listen to what is typed (NewListFrame.tsx); in an extension page, the form itself.
   */
  newList(props: NewListProps & { open: boolean }): ComponentChildren;
  onMore(word: string): void;
  onRetry(): void;
  /** "I know this word": known at once in the review and the marks; answers whether it was kept. */
  onKnow?(word: string): Promise<boolean>;
}

export const HEADING_ID = 'glossa-headword';

/** The text pronunciation to show: IPA first, else the dictionary's own notation. */
function pronunciationOf(answer: LookupAnswer): string | undefined {
  return shownPronunciation(answer)?.raw ?? undefined;
}

function shownPronunciation(answer: LookupAnswer) {
  const prons = answer.pronunciations.filter((p) => p.raw);
  return prons.find((p) => p.rawType?.toLowerCase() === 'ipa') ?? prons[0];
}

/** Whether the pronunciation shown was generated from the spelling (by a synthesizer), not given by a dictionary. */
const generatedPronunciation = (answer: LookupAnswer) => /^generated\b/i.test(shownPronunciation(answer)?.attributionText ?? '');

function formatTime(at: number, withDate: boolean): string {
  return new Date(at).toLocaleString(undefined, withDate ? { dateStyle: 'medium', timeStyle: 'short' } : { timeStyle: 'short' });
}

function Header({ title, props, found }: { title: string; props: BubbleProps; found?: LookupAnswer }) {
  const pronunciation = found && pronunciationOf(found);
  return (
    <header class="head">
      {/* The word and what goes with it wrap among themselves; × keeps its corner. */}
      <div class="head-main">
        {props.back !== undefined && (
          <button type="button" class="icon" aria-label={t('bubbleBackTo', props.back)} title={t('bubbleBack')} onClick={props.onBack}>
            ←
          </button>
        )}
        <h2 id={HEADING_ID} class="word">
          {title}
        </h2>
        {pronunciation && <span class="pron">{pronunciation}</span>}
        {pronunciation && found && generatedPronunciation(found) && (
          <span class="synth" title={shownPronunciation(found)?.attributionText ?? undefined}>
            {t('bubblePronunciationGenerated')}
          </span>
        )}
        {found && (
          <button
            type="button"
            class="icon"
            aria-label={t('bubblePlay')}
            title={t('bubblePlay')}
            onClick={props.onPlay}
            disabled={props.audio === 'loading'}
          >
            ▶
          </button>
        )}
        {found && props.synthesized && <span class="synth">{t('bubbleNoteSynthesized')}</span>}
      </div>
      <button type="button" class="icon close" aria-label={t('bubbleClose')} title={t('bubbleClose')} onClick={props.onClose}>
        ×
      </button>
    </header>
  );
}

/** What the bubble says about the pronunciation, once the play button was pressed. */
function AudioNote({ audio }: { audio?: AudioState }) {
  const note = audio && audio !== 'idle' && audio !== 'loading' ? pronounceNote(audio) : undefined;
  return note ? (
    <p class="note" role="status" data-audio={audio}>
      {note}
    </p>
  ) : null;
}

/**
 * How many senses of each part of speech the bubble shows at first: more of the leading one,
 * the part of speech the word most likely has where it was read. The rest are a click away.
 */
const SENSES_LEADING = 3;
const SENSES_OTHER = 2;
const SYNONYMS_PER_SENSE = 4;

/** The synonyms the service gave with a sense (not the headword itself). */
function synonymsGiven(definition: Definition, headword: string): string[] {
  const words = (definition.relatedWords ?? [])
    .filter((group) => group.relationshipType === 'synonym')
    .flatMap((group) => group.words ?? []);
  return [...new Set(words)].filter((word) => word.toLowerCase() !== headword.toLowerCase());
}

/**
 * Each sense's own synonyms. A service that gives every sense the same list gives the
 * word's synonyms, not the sense's ("goose": fathead under the bird): those are not shown.
 */
function senseSynonyms(definitions: readonly Definition[], headword: string): Map<Definition, string[]> {
  const given = new Map(definitions.map((definition) => [definition, synonymsGiven(definition, headword)]));
  const lists = new Set([...given.values()].map((words) => words.join('|')));
  const sameForAll = definitions.length > 1 && lists.size === 1;
  return new Map([...given].map(([definition, words]) => [definition, sameForAll ? [] : words.slice(0, SYNONYMS_PER_SENSE)]));
}

/** Whether this sense is the one kept. */
const isKept = (definition: Definition, kept?: KeptSense) => kept !== undefined && sameSense(keptSenseOf(definition), kept);

/** One sense, with the example and synonyms that belong to it, if the service gave any. */
function Sense({
  definition,
  synonyms,
  onLookup,
  keep,
}: {
  definition: Definition;
  synonyms: readonly string[];
  onLookup(word: string): void;
  keep: KeepSenseProps;
}) {
  // Only an example that shows the word: a dictionary may give a sense the examples of its synonyms.
  const example = definition.exampleUses?.find((use) => use.text && holdsWord(use.text, definition.word ?? ''))?.text;
  return (
    <li class={isKept(definition, keep.kept) ? 'kept-sense' : undefined}>
      <span class="def">
        <SenseText definition={definition} onWord={onLookup} />
      </span>{' '}
      {/* After the sense's own words, where it takes no line of its own. */}
      <KeepSense definition={definition} {...keep} />
      {example && (
        <q class="example">
          <RichText markup={example} />
        </q>
      )}
      {synonyms.length > 0 && (
        <span class="synonyms" aria-label={t('bubbleSynonyms')}>
          {synonyms.map((synonym) => (
            <button key={synonym} type="button" class="chip" onClick={() => onLookup(synonym)}>
              {synonym}
            </button>
          ))}
        </span>
      )}
    </li>
  );
}

function SenseGroupView({
  group,
  leading,
  synonyms,
  onLookup,
  keep,
}: {
  group: SenseGroup;
  leading: boolean;
  synonyms: Map<Definition, string[]>;
  onLookup(word: string): void;
  keep: KeepSenseProps;
}) {
  const first = leading ? SENSES_LEADING : SENSES_OTHER;
  const [opened, setOpen] = useState(false);
  // A kept sense below the first few is shown with them (the one kept before is told after the answer).
  const open = opened || group.definitions.findIndex((d) => isKept(d, keep.kept)) >= first;
  const shown = open ? group.definitions : group.definitions.slice(0, first);
  const hidden = group.definitions.length - shown.length;
  return (
    <section class="pos">
      {group.partOfSpeech && <h3>{partOfSpeechName(group.partOfSpeech)}</h3>}
      <ol>
        {shown.map((definition, index) => (
          <Sense
            key={definition.id ?? index}
            definition={definition}
            synonyms={synonyms.get(definition) ?? []}
            onLookup={onLookup}
            keep={keep}
          />
        ))}
      </ol>
      {hidden > 0 && (
        <button type="button" class="more-senses" onClick={() => setOpen(true)}>
          {t('bubbleMoreSenses', hidden)}
        </button>
      )}
    </section>
  );
}

function Definitions({
  answer,
  chosen,
  onLookup,
  keep,
}: {
  answer: LookupAnswer;
  chosen: ChosenSenses;
  onLookup(word: string): void;
  keep: KeepSenseProps;
}) {
  const synonyms = useMemo(
    () =>
      senseSynonyms(
        chosen.groups.flatMap((group) => group.definitions),
        answer.word,
      ),
    [chosen, answer.word],
  );
  return (
    <div class="defs">
      {chosen.groups.map((group, index) => (
        <SenseGroupView key={group.partOfSpeech} group={group} leading={index === 0} synonyms={synonyms} onLookup={onLookup} keep={keep} />
      ))}
      <Attributions answer={answer} shown={chosen.groups.flatMap((group) => group.definitions)} />
    </div>
  );
}

/** "went — past tense of go", "don't — short for do not": how the word read relates to the headword shown. */
function FormLine({ answer, form }: { answer: LookupAnswer; form?: FormRelation }) {
  const contraction = shortFor(answer.query);
  const text = contraction ? t('bubbleShortFor', contraction.expansion) : form && formText(form, answer.word);
  if (!text) return null;
  return <p class="form">{t('bubbleFormOf', answer.query, text)}</p>;
}

function formText(form: FormRelation, headword: string): string {
  switch (form) {
    case 'past':
      return t('bubbleFormPast', headword);
    case 'past-participle':
      return t('bubbleFormPastParticiple', headword);
    case 'present-participle':
      return t('bubbleFormPresentParticiple', headword);
    case 'third-person':
      return t('bubbleFormThirdPerson', headword);
    case 'present':
      return t('bubbleFormPresent', headword);
    case 'plural':
      return t('bubbleFormPlural', headword);
    case 'comparative':
      return t('bubbleFormComparative', headword);
    case 'superlative':
      return t('bubbleFormSuperlative', headword);
  }
}

/**
 * Each source of the senses shown, once, under them: a dictionary's long credit line
 * repeated under every sense would double the bubble's height and say nothing new.
 */
function Attributions({ answer, shown }: { answer: LookupAnswer; shown: readonly Definition[] }) {
  const sources = new Map<string, string | undefined>();
  for (const definition of shown) {
    const attribution = definition.attributionText ?? definition.sourceDictionary ?? undefined;
    if (attribution && !sources.has(attribution)) {
      sources.set(attribution, definition.wordnikUrl ?? answer.credit.wordUrl ?? definition.attributionUrl ?? undefined);
    }
  }
  return (
    <>
      {[...sources].map(([attribution, source]) => (
        <p class="attr" key={attribution}>
          <ExternalLink href={source} label={t('bubbleSourceLinkLabel', attribution)}>
            {attribution}
          </ExternalLink>
        </p>
      ))}
    </>
  );
}

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

function Lists({
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

function Credit({ answer }: { answer: LookupAnswer }) {
  return (
    <p class="credit">
      <ExternalLink href={answer.credit.url}>{t('bubblePoweredBy', answer.credit.name)}</ExternalLink>
    </p>
  );
}

function errorText(error: BubbleError): string {
  switch (error.kind) {
    case 'rate-limited':
      return error.resetAt
        ? t('bubbleRateLimited', formatTime(error.resetAt, error.resetAt - Date.now() > 12 * 3600_000))
        : t('bubbleRateLimitedSoon');
    case 'network':
    case 'timeout':
      return t('bubbleOffline');
    case 'credentials':
      return t('bubbleCredentials');
    case 'invalid-input':
      // Not a failure: the selection holds no word ("1961", "→"). Said plainly.
      return error.message;
    default:
      return t('bubbleFailed', error.message);
  }
}

export function Bubble(props: BubbleProps) {
  const { state } = props;
  if (state.kind === 'loading') {
    return (
      <>
        <Header title={state.query} props={props} />
        <p class="note" role="status" aria-busy="true">
          {t('bubbleLoading', state.query)}
        </p>
      </>
    );
  }
  if (state.kind === 'error') {
    // Nothing to look up is no failure: said as a note, with nothing to try again.
    const noWord = state.error.kind === 'invalid-input';
    return (
      <>
        <Header title={state.query} props={props} />
        <p class={noWord ? 'note' : 'note error'} role={noWord ? 'status' : 'alert'} data-error={state.error.kind}>
          {errorText(state.error)}
        </p>
        {!noWord && state.error.kind !== 'rate-limited' && (
          <div class="actions">
            <button type="button" onClick={props.onRetry}>
              {t('bubbleRetry')}
            </button>
          </div>
        )}
      </>
    );
  }
  const { answer } = state;
  if (!answer.found && props.context && readsAsName(answer.query)) {
    // A capital the lookup kept inside a sentence read on a page (not a word in capitals, nor one
    // typed in the popup, where capitals say nothing): a person or a place,
    // where other spellings and "check the spelling" would only mislead.
    return (
      <>
        <Header title={answer.query} props={props} />
        <p class="note" role="status">
          {t('bubbleNotFoundName', answer.query)}
        </p>
        <Credit answer={answer} />
      </>
    );
  }
  if (!answer.found) {
    return (
      <>
        <Header title={answer.query} props={props} />
        <p class="note" role="status">
          {t('bubbleNotFound', answer.query)}
        </p>
        {answer.suggestions.length > 0 ? (
          <p class="suggestions">
            <span class="label">{t('bubbleSuggestions')} </span>
            {answer.suggestions.map((suggestion) => (
              <button key={suggestion} type="button" class="chip" onClick={() => props.onLookup(suggestion)}>
                {suggestion}
              </button>
            ))}
          </p>
        ) : (
          // A shorter part helps only when several words were selected.
          <p class="note">{/\s/.test(answer.query.trim()) ? t('bubbleNoSuggestions') : t('bubbleNoSuggestionsWord')}</p>
        )}
        <Credit answer={answer} />
      </>
    );
  }
  return <Answered answer={answer} props={props} />;
}

/** A capitalized word of lowercase letters ("Knightley", "Netherfield"), not one in capitals ("NASA"). */
function readsAsName(word: string): boolean {
  return /^\p{Lu}[\p{Ll}'’-]+(?: \p{Lu}[\p{Ll}'’-]+)*$/u.test(word);
}

/** "I know this word", and once said, that it was kept. */
function Know({ word, onKnow }: { word: string; onKnow(word: string): Promise<boolean> }) {
  const [known, setKnown] = useState<boolean>();
  return known ? (
    <span class="note" role="status">
      {t('reviewKnown')}
    </span>
  ) : (
    <button type="button" onClick={() => void onKnow(word).then(setKnown)}>
      {t('reviewKnow')}
    </button>
  );
}

function Answered({ answer, props }: { answer: LookupAnswer; props: BubbleProps }) {
  const chosen = useMemo(() => chooseSenses(answer, props.context), [answer, props.context]);
  const addButton = useRef<HTMLButtonElement>(null);
  // Add to list keeps the sense the reader kept, else the one shown first.
  const first = chosen.groups[0]?.definitions[0];
  const sense = props.keptSense ?? (first && keptSenseOf(first));
  const keep: KeepSenseProps = { kept: props.keptSense, ...(props.onKeepSense && { onKeep: props.onKeepSense }) };
  return (
    <>
      <Header title={answer.word} props={props} found={answer} />
      <FormLine answer={answer} form={chosen.form} />
      {props.kept && (
        <p class={`note kept ${props.kept.state}`} data-testid="bubble-kept">
          {t('bubbleKept', props.kept.lists.join(', '), t(`markState_${props.kept.state}`))}
        </p>
      )}
      {answer.stale && (
        <p class="note stale" role="status" data-stale="true">
          {t('bubbleStale', formatTime(answer.storedAt, true))}
        </p>
      )}
      <AudioNote audio={props.audio} />
      <Definitions answer={answer} chosen={chosen} onLookup={props.onLookup} keep={keep} />
      <div class="actions">
        <button ref={addButton} type="button" onClick={props.onAddToList} aria-expanded={props.lists?.kind === 'choose'}>
          {t('bubbleAddToList')}
        </button>
        <button type="button" onClick={() => props.onMore(answer.word)} aria-label={t('bubbleMoreLabel', answer.word)}>
          {t('bubbleMore')}
        </button>
        {props.onKnow && <Know word={answer.word} onKnow={props.onKnow} />}
      </div>
      <Lists word={answer.word} lists={props.lists ?? { kind: 'closed' }} props={props} addButton={addButton} sense={sense} />
      <Credit answer={answer} />
    </>
  );
}
