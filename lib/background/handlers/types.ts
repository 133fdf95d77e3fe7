/**
 * What a handler is and what it works over. A handler answers one message of the table
 * (lib/shared/messages/protocol.ts) with exactly that message's answer; each is a plain
 * function over the background's engines, so it can be tested without a browser.
 */
import type { LookupCache } from '../cache/lookup-cache';
import type { createAudioLookup } from '../lookup/audio';
import type { Lookup } from '../lookup/lookup';
import type { ServiceKinds } from '../lookup/service-kind';
import type { WordVectorSource } from '../lookup/word-vectors';
import type { BudgetWatcher } from '../rate/budget';
import type { Gateway } from '../gateway/gateway';
import type { Account } from '../account/account';
import type { SyncEngine } from '../sync/engine';
import type { ListSupport } from '../sync/list-support';
import type { History } from '../history/history';
import type { Review } from '../review/review';
import type { AnkiConnect } from '../anki/anki-connect';
import type { FrameRelay } from '../frame-relay';
import type { BubbleScript } from '../bubble-script';
import type { SenderInfo } from '../sender-info';
import type { AudioPlayer } from '../audio-player';
import type { ExtensionTabs } from '../extension-tabs';
import type { PdfTabs } from '../pdf-tabs';
import type { Marks } from '../marks/marks';
import type { ProblemLog } from '../problems/problems';
import type { SenseChoices } from '../sense-choices/sense-choices';
import type { Settings, SettingsPatch } from '../../shared/settings/settings';
import type { Answers, CheckedRequest, RequestType } from '../../shared/messages/protocol';

/** The engines the handlers work over (start.ts builds them; a test passes what it needs). */
export interface HandlerDeps {
  gateway: Gateway;
  lookup: Lookup;
  /** The word vectors whose nearness in meaning the sense ranker weighs (none where not given). */
  wordVectors?: WordVectorSource;
  /** What kind of service the current one is, and so whom its answers credit. */
  serviceKinds: ServiceKinds;
  audio: ReturnType<typeof createAudioLookup>;
  account: Account;
  /** Which services keep lists, as their answers said. */
  listSupport: Pick<ListSupport, 'offers' | 'forget'>;
  sync: SyncEngine;
  history: History;
  review: Review;
  /** Sends notes to Anki through AnkiConnect. */
  anki: AnkiConnect;
  cache: LookupCache;
  budget: BudgetWatcher;
  settings: {
    read(): Promise<Settings>;
    update(patch: SettingsPatch): Promise<Settings>;
    setApiKey(apiKey: string | undefined): Promise<void>;
    /** Whether an API key is set (the key itself never leaves the background). */
    hasApiKey(): boolean;
  };
  /** Plays a recording from the extension's side. */
  player: AudioPlayer;
  /** Opens extension pages in tabs. */
  pages: ExtensionTabs;
  /** PDFs sent to Glossa's viewer (lib/background/pdf-tabs.ts). */
  pdfTabs: PdfTabs;
  /** Puts the lookup bubble's code into a page's frame (lib/background/bubble-script.ts). */
  bubbleScript: BubbleScript;
  /** Hands a small frame's lookup to its top page. */
  relay: FrameRelay;
  /** The words marked on pages. */
  marks: Pick<Marks, 'markSet' | 'keptWord' | 'stoppedIn'>;
  /** Where work done on the side records its failure (lib/background/problems). */
  problems: ProblemLog;
  /** The senses the reader chose in the bubble (lib/background/sense-choices). */
  senseChoices: SenseChoices;
}

/** The handler of one message: its checked request in, exactly its answer out. */
type Handler<T extends RequestType> = (request: Extract<CheckedRequest, { type: T }>, sender: SenderInfo) => Promise<Answers[T]>;

/** One handler per message of the table: a message without one does not compile. */
export type Handlers = { [T in RequestType]: Handler<T> };
