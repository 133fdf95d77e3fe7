/** The senses the reader chose in the bubble: kept as they are chosen, exported and forgotten from the options page. */
import type { HandlerDeps, Handlers } from './types';

type SenseChoiceHandlers = Pick<Handlers, 'senseChosen' | 'senseChoices' | 'clearSenseChoices'>;

export function senseChoiceHandlers(s: HandlerDeps): SenseChoiceHandlers {
  return {
    // The bubble does not wait on it: a choice that could not be kept is shown among the problems.
    senseChosen: (choice) => s.senseChoices.keep({ ...choice, chosenAt: Date.now() }).catch(s.problems.failed('senseChoiceKeep')),
    senseChoices: () => s.senseChoices.list(),
    clearSenseChoices: () => s.senseChoices.clear(),
  };
}
