/**
 * What the bubble's view is given (Bubble.tsx): the state of its lookup and the callbacks of
 * its buttons, which its shell (BubbleShell.tsx, use-bubble-lookup.ts) passes in.
 */
import type { ComponentChildren } from 'preact';
import type { KeptWord, RankedLookup } from '../../lib/shared/messages/answers';
import type { KeptSense } from '../../lib/shared/model/kept-sense';
import type { PronounceOutcome } from '../pronounce';
import type { NewListProps } from './NewListForm';

export interface BubbleError {
  kind: string;
  message: string;
  resetAt?: number;
}

export type BubbleState =
  { kind: 'loading'; query: string } | { kind: 'answer'; answer: RankedLookup } | { kind: 'error'; query: string; error: BubbleError };

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
