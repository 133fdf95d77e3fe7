/**
 * What the background's engines tell each other, through one event object: an engine emits
 * what changed in it, and whoever needs to know subscribes, so an engine never holds one built
 * after it (start.ts builds each after what it needs, then says who follows what).
 *
 * A listener's failure is one engine's and holds up no other: it is handed to `report` (one
 * function, the place where such failures are recorded), and the other listeners still run.
 */
import type { RecordKind } from '../shared/api';
import type { RecordTouch } from './store/db';

/** Each event and what it carries. */
interface EngineEvents {
  /** The review's cards or their states changed. */
  'cards changed': undefined;
  /** The lists' mirror changed (a list, its words, what is pending). */
  'lists changed': undefined;
  /** The sync's status may have changed (a drain or pull ended), with no list changed. */
  'sync status': undefined;
  /** The lookup history changed. */
  'history changed': undefined;
  /** Records changed here (history entries, cards, grades), for the account's other browsers; an owner's when given. */
  'records changed': { kind: RecordKind; touches: RecordTouch[]; owner?: string };
}

export type EventName = keyof EngineEvents;
/** A listener may answer a promise: its rejection is reported as a throw is. */
type Listener<E extends EventName> = (payload: EngineEvents[E]) => unknown;

/** Where a listener's failure goes: which event it was following, and the error. */
type ReportFailure = (event: EventName, error: unknown) => void;

/** Until the background keeps a log of problems, a listener's failure is said in the worker's console. */
const toConsole: ReportFailure = (event, error) => console.error(`Glossa: a listener of “${event}” failed`, error);

export function createEngineEvents(report: ReportFailure = toConsole) {
  const listeners = new Map<EventName, Listener<never>[]>();

  const failed = (event: EventName, error: unknown) => {
    try {
      report(event, error);
    } catch {
      // The report itself failed: there is nowhere left to say so, and the emitter must go on.
    }
  };

  return {
    /** Follows `event` from now on; answers how to stop. */
    on<E extends EventName>(event: E, listener: Listener<E>): () => void {
      const list = (listeners.get(event) ?? []) as Listener<E>[];
      listeners.set(event, [...list, listener] as Listener<never>[]);
      return () => listeners.set(event, ((listeners.get(event) ?? []) as Listener<E>[]).filter((l) => l !== listener) as Listener<never>[]);
    },
    /** Tells every listener of `event`, in the order they subscribed; never throws. */
    emit<E extends EventName>(event: E, ...[payload]: EngineEvents[E] extends undefined ? [] : [EngineEvents[E]]): void {
      for (const listener of (listeners.get(event) ?? []) as Listener<E>[]) {
        try {
          const result = listener(payload as EngineEvents[E]);
          if (result instanceof Promise) result.catch((error: unknown) => failed(event, error));
        } catch (error) {
          failed(event, error);
        }
      }
    },
  };
}
