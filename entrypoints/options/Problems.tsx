/**
 * The log of problems (lib/background/problems): work Glossa does on the side that failed, with
 * nobody waiting to be told (a lookup kept in the history, a sentence kept with a card, a change
 * queued to sync). When, what, and why in plain words with the error's own text folded under
 * it (for a bug report), newest first; and a button to clear them.
 */
import { t, type MessageKey } from '../../lib/shared/i18n';
import type { Problem } from '../../lib/shared/messages/problem';
import { ask } from '../../lib/shared/messages/client';
import { useAction } from '../../components/action';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';

const when = (at: number) => new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

function Row({ problem }: { problem: Problem }) {
  return (
    <tr data-testid="problem">
      <td>
        <time dateTime={new Date(problem.at).toISOString()}>{when(problem.at)}</time>
      </td>
      <td>
        {t(`problem_${problem.task}` as MessageKey)}
        {problem.count > 1 && <span class="muted small"> {t('problemTimes', problem.count)}</span>}
      </td>
      <td class="problem-message">
        {problem.plain ?? problem.message}
        {problem.plain && problem.plain !== problem.message && (
          <details class="problem-detail">
            <summary class="muted small">{t('problemDetail')}</summary>
            <code class="small">{problem.message}</code>
          </details>
        )}
      </td>
    </tr>
  );
}

export function Problems() {
  const problems = useLive(stores.problems);
  // The log changed is announced: the list follows by its notice.
  const clear = useAction(() => ask({ type: 'clearProblems' }));
  const shown = problems.value ?? [];
  return (
    <fieldset data-testid="problems">
      <legend>{t('optionsProblems')}</legend>
      <p class="muted small">{t('problemsHint')}</p>
      {problems.state === 'failed' && <p class="error">{problems.error}</p>}
      {problems.value && shown.length === 0 && <p data-testid="problems-none">{t('problemsNone')}</p>}
      {shown.length > 0 && (
        <>
          <table class="problems">
            <thead>
              <tr>
                <th scope="col">{t('problemsWhen')}</th>
                <th scope="col">{t('problemsWhat')}</th>
                <th scope="col">{t('problemsMessage')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((problem) => (
                <Row key={problem.id} problem={problem} />
              ))}
            </tbody>
          </table>
          <p>
            <button type="button" disabled={clear.busy} onClick={() => void clear.run()}>
              {t('clearProblems')}
            </button>
          </p>
        </>
      )}
      {clear.error && <p class="error">{clear.error}</p>}
    </fieldset>
  );
}
