/** How many kept words are due for review, and the way to the review. */
import { t, tCount } from '../../lib/shared/i18n';
import { openExtensionPage } from '../../lib/shared/extension-pages';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';

export function ReviewLine() {
  const due = useLive(stores.dueCount).value?.due;
  return (
    <section class="row review-line" aria-label={t('reviewHeading')}>
      <span class="grow" data-testid="popup-due" role="status">
        {due === undefined ? '' : due === 0 ? t('reviewNoneDue') : tCount('reviewDueWords', due)}
      </span>
      <button type="button" class={due ? 'primary small' : 'link small'} onClick={() => openExtensionPage('/review.html')}>
        {t('reviewOpen')}
      </button>
    </section>
  );
}
