/**
 * The API key's status (A4) and the rate budget's minute and hour, followed while the popup
 * is open, and shown only when they need the user: no key or a refused one, a budget
 * running low, or calls paused. A key that works with calls to spare says nothing.
 */
import type { Budget, BudgetWindow } from '../../lib/shared/messages/answers';
import { t } from '../../lib/shared/i18n';
import { openExtensionPage } from '../../lib/shared/extension-pages';
import { useAt, useLive } from '../../components/live';
import { stores } from '../../components/stores';

/** Below this share of a window's calls left, the budget is shown. */
const LOW_SHARE = 0.2;

function runsLow(window: BudgetWindow): boolean {
  return window.limit !== undefined && window.remaining !== undefined && window.remaining <= window.limit * LOW_SHARE;
}

function time(at: number): string {
  return new Date(at).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

function Meter({ label, window }: { label: string; window: BudgetWindow }) {
  const { limit, remaining, resetAt } = window;
  const known = limit !== undefined && remaining !== undefined;
  return (
    <div class="meter" data-testid={`meter-${label}`}>
      <div class="row small">
        <span class="grow">{label}</span>
        <span>{known ? t('budgetRemaining', remaining, limit) : t('budgetUnknown')}</span>
      </div>
      {known && <meter min={0} max={limit} low={limit * 0.1} high={limit * 0.5} optimum={limit} value={remaining} aria-label={label} />}
      {resetAt !== undefined && <p class="muted small">{t('budgetResetsAt', time(resetAt))}</p>}
    </div>
  );
}

/** The next moment the budget changes by itself: a window refilling, a pause ending. */
function nextChange(budget: Budget | undefined, now = Date.now()): number | undefined {
  const times = [budget?.minute.resetAt, budget?.hour.resetAt, budget?.pausedUntil].filter(
    (at): at is number => at !== undefined && at > now,
  );
  return times.length > 0 ? Math.min(...times) : undefined;
}

export function Service() {
  const key = useLive(stores.keyStatus);
  // Every answer from the service changes the budget, and the background says so.
  const budget = useLive(stores.budget);
  const next = nextChange(budget.value);
  // A moment after, so the background surely sees the time as passed too.
  useAt(next === undefined ? undefined : next + 100, budget.reload);

  const k = key.value;
  const b = budget.value;
  const keyWell = key.state !== 'failed' && k?.hasKey === true && k.verdict !== 'invalid';
  const paused = b?.pausedUntil !== undefined && b.pausedUntil > Date.now();
  const budgetLow = b !== undefined && (runsLow(b.minute) || runsLow(b.hour) || paused);
  if (keyWell && !budgetLow) return null;
  return (
    <section aria-labelledby="service-heading">
      <h2 id="service-heading">{t('serviceHeading')}</h2>
      <p data-testid="key-status">
        {key.state === 'failed' ? (
          <span class="error">{t('keyStatusFailed', key.error)}</span>
        ) : !k ? (
          <span class="loading">{t('loading')}</span>
        ) : !k.hasKey ? (
          <span class="warn">
            {t('keyMissing')}{' '}
            <button type="button" class="link" onClick={() => openExtensionPage('/options.html')}>
              {t('openOptions')}
            </button>
          </span>
        ) : k.verdict === 'invalid' ? (
          <span class="error">{t('keyInvalid')}</span>
        ) : (
          <span>{k.verdict === 'valid' ? t('keyValid') : t('wpKeyUnconfirmed')}</span>
        )}
      </p>
      {b && budgetLow && (
        <div class="meters">
          <Meter label={t('budgetMinute')} window={b.minute} />
          <Meter label={t('budgetHour')} window={b.hour} />
          {paused && b.pausedUntil !== undefined && <p class="warn small">{t('budgetPaused', time(b.pausedUntil))}</p>}
        </div>
      )}
    </section>
  );
}
