/** The log of problems, as the options page shows and clears it. */
import type { HandlerDeps, Handlers } from './types';

type ProblemHandlers = Pick<Handlers, 'problems' | 'clearProblems'>;

export function problemHandlers(s: HandlerDeps): ProblemHandlers {
  return {
    problems: () => s.problems.list(),
    clearProblems: () => s.problems.clear(),
  };
}
