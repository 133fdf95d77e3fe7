/**
 * The review of kept words: the front shows the sentence the word was met in with the word
 * blanked (or the word alone, with no sentence); Space or Enter shows the answer; 1–4 grade
 * it (Again, Hard, Good, Easy); U undoes the last grade. Every key has its button, the
 * answer and each new card are announced, and when nothing is due the page says when the
 * next word is.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import { t, tCount } from '../../lib/shared/i18n';
import { ask, messageOf, send } from '../../lib/shared/messages/client';
import type { ReviewCard, ReviewQueue } from '../../lib/shared/messages/answers';
import { pageUrl } from '../../lib/shared/extension-pages';
import { announced, live, useAt, useLive } from '../../components/live';
import { followTheme } from '../../components/theme';
import { SendToAnki } from '../../components/SendToAnki';
import { Answer } from './Answer';
import { Front } from './Front';

/** The review as the background has it, asked again when cards change elsewhere (a list, another tab). */
const review = live(() => ask({ type: 'reviewQueue' }), announced('review'));

const RATINGS = [1, 2, 3, 4] as const;
type Rating = (typeof RATINGS)[number];

/** The name of each grade, as FSRS and Anki call them. */
function gradeName(rating: Rating): string {
  switch (rating) {
    case 1:
      return t('reviewGradeAgain');
    case 2:
      return t('reviewGradeHard');
    case 3:
      return t('reviewGradeGood');
    case 4:
      return t('reviewGradeEasy');
  }
}

/** Marked each time a card's front is on the page: bench/review.ts measures to here. */
export const CARD_SHOWN = 'glossa:review-card-shown';

/** A key meant for the page, not for a control that has the focus or a browser shortcut. */
function pageKey(event: KeyboardEvent): boolean {
  if (event.altKey || event.ctrlKey || event.metaKey || event.defaultPrevented) return false;
  return !(event.target instanceof Element && event.target.closest('input, textarea, select, [contenteditable="true"]'));
}

/**
 * A step of the review (a grade, an undo, "I know this word"): what it leads to is shown at
 * once when the page knows it, and the background's answer to the latest step has the last
 * word; an earlier answer arriving late changes nothing. A failure is said, and the review
 * read again.
 */
function useStep() {
  const latest = useRef(0);
  const [error, setError] = useState<string>();
  return {
    error,
    run(work: () => Promise<ReviewQueue>, ahead?: ReviewQueue) {
      const mine = ++latest.current;
      setError(undefined);
      if (ahead) review.set(ahead);
      work().then(
        (next) => mine === latest.current && review.set(next),
        (failure: unknown) => {
          setError(messageOf(failure));
          review.reload();
        },
      );
    },
  };
}

export function App() {
  useEffect(() => followTheme(), []);
  const queue = useLive(review);
  const [revealed, setRevealed] = useState<string>();
  const step = useStep();
  const current = queue.value;
  const card = current?.card;
  const shown = card !== undefined && revealed === card.key;

  const reveal = useCallback(() => card && setRevealed(card.key), [card]);
  const grade = useCallback(
    (rating: Rating) => {
      if (!current || !card) return;
      // Whichever card comes next, even this one again, starts at its front.
      setRevealed(undefined);
      // The card due after it shows at once; the grade's answer confirms what comes next.
      const ahead = current.after && { ...current, card: current.after, after: undefined, due: Math.max(1, current.due - 1) };
      step.run(() => ask({ type: 'gradeCard', key: card.key, rating }), ahead);
    },
    [current, card, step],
  );
  const undo = useCallback(() => {
    if (!current?.undoWord) return;
    setRevealed(undefined);
    step.run(() => ask({ type: 'undoReview' }));
  }, [current, step]);

  // Keys read what the page shows now, even when pressed before an effect could run again.
  const keys = useRef({ card, shown, reveal, grade, undo });
  keys.current = { card, shown, reveal, grade, undo };
  // Listening from the first layout, as the card is shown: a key pressed the moment it appears is not lost.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!pageKey(event)) return;
      const now = keys.current;
      const onControl = event.target instanceof Element && event.target.closest('button, a');
      if ((event.key === ' ' || event.key === 'Enter') && !onControl && now.card && !now.shown) {
        event.preventDefault();
        now.reveal();
      } else if (/^[1-4]$/.test(event.key) && now.shown) {
        event.preventDefault();
        now.grade(Number(event.key) as Rating);
      } else if (event.key === 'u' || event.key === 'U') {
        event.preventDefault();
        now.undo();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useLayoutEffect(() => {
    if (card && !shown) performance.mark(CARD_SHOWN);
  }, [card?.key, shown]);

  // A card coming due while the page is open shows without a reload.
  useAt(current?.nextDueAt, review.reload);

  return (
    <main class="review" aria-busy={queue.state === 'loading'}>
      <header class="row">
        <h1 class="grow">{t('reviewHeading')}</h1>
        {current && (
          <span class="muted" data-testid="review-due">
            {tCount('reviewDue', current.due)}
          </span>
        )}
        <a href={pageUrl('/lists.html')}>{t('manageLists')}</a>
      </header>
      {queue.state === 'failed' && (
        <p class="error" role="alert">
          {queue.error}
        </p>
      )}
      {step.error && (
        <p class="error" role="alert">
          {step.error}
        </p>
      )}
      {card ? (
        <CardView
          key={card.key}
          card={card}
          shown={shown}
          onReveal={reveal}
          onGrade={grade}
          onKnow={() => step.run(async () => (await ask({ type: 'knowWord', word: card.word }), ask({ type: 'reviewQueue' })))}
        />
      ) : (
        current && <Done queue={current} />
      )}
      <footer class="row review-footer">
        <p class="muted small grow keys">{t('reviewKeys')}</p>
        {current?.undoWord && (
          <button type="button" aria-keyshortcuts="U" onClick={undo}>
            {t('reviewUndo', current.undoWord)}
          </button>
        )}
      </footer>
    </main>
  );
}

interface CardProps {
  card: ReviewCard;
  shown: boolean;
  onReveal(): void;
  onGrade(rating: Rating): void;
  onKnow(): void;
}

function CardView({ card, shown, onReveal, onGrade, onKnow }: CardProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The answer is asked while the reader thinks, so it shows at once (the background caches it).
  useEffect(() => void send({ type: 'lookup', word: card.word }), [card.word]);
  // Each new card, and its answer, takes the focus: a screen reader reads it at once.
  useEffect(() => heading.current?.focus(), [shown]);
  return (
    <section class="card" aria-labelledby="card-heading" data-testid="review-card" data-side={shown ? 'back' : 'front'}>
      {shown ? <Answer card={card} headingRef={heading} /> : <Front card={card} headingRef={heading} />}
      {shown ? (
        <div class="grades" role="group" aria-label={t('reviewGradesLabel')}>
          {RATINGS.map((rating) => (
            <button
              key={rating}
              type="button"
              class={rating === 3 ? 'primary' : ''}

              aria-keyshortcuts={String(rating)}
              onClick={() => onGrade(rating)}
            >
              <kbd aria-hidden="true">{rating}</kbd> {gradeName(rating)}
            </button>
          ))}
        </div>
      ) : (
        <button type="button" class="primary show-answer" aria-keyshortcuts="Space Enter" onClick={onReveal}>
          {t('reviewShowAnswer')}
        </button>
      )}
      <div class="row card-actions">
        <button type="button" class="link" onClick={onKnow}>
          {t('reviewKnow')}
        </button>
        {shown && <SendToAnki label={t('ankiSendWord')} request={{ words: [card.word] }} />}
      </div>
    </section>
  );
}

function Done({ queue }: { queue: ReviewQueue }) {
  return (
    <section class="card done" aria-labelledby="done-heading" data-testid="review-done">
      <h2 id="done-heading" tabIndex={-1}>
        {queue.empty ? t('reviewNoCards') : t('reviewNothingDue')}
      </h2>
      {queue.nextDueAt !== undefined && (
        <p>{t('reviewNextDue', new Date(queue.nextDueAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }))}</p>
      )}
      {queue.empty && (
        <p>
          <a href={pageUrl('/lists.html')}>{t('reviewAddWords')}</a>
        </p>
      )}
    </section>
  );
}
