/**
 * Where the word lists are kept, in one plain line ("in this browser" / "synced with
 * <service> as <user>"), and, when an account that keeps lists meets lists made in this
 * browser, the choice of what to do with them: upload them (merged by name), keep them
 * apart, or decide later. Nothing moves until the user chooses.
 */
import { useState } from 'preact/hooks';
import type { ListsHome } from '../lib/shared/messages/answers';
import { t, tCount } from '../lib/shared/i18n';
import { ask } from '../lib/shared/messages/client';
import { useAction } from './action';
import { useLive } from './live';
import { stores } from './stores';

/** The service as the reader knows it: its host. */
export function serviceName(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** `keptHere`: say too that what is kept with words (senses, sentences) stays in this browser, where lists sync. */
export function WhereLine({ home, keptHere }: { home: ListsHome | undefined; keptHere?: boolean }) {
  if (!home) return null;
  return (
    <>
      <p class="small muted" data-testid="lists-home">
        {home.kind === 'account'
          ? t('keepWhereAccount', serviceName(home.baseUrl), home.username)
          : home.why === 'no-lists-on-service'
            ? t('keepWhereBrowserNoLists', serviceName(home.baseUrl))
            : t('keepWhereBrowser')}
      </p>
      {/* The service's lists hold words only: said where the sync is. */}
      {keptHere && home.kind === 'account' && (
        <p class="small muted" data-testid="kept-here">
          {t('keepSenseStaysHere')}
        </p>
      )}
    </>
  );
}

/** The offer of the browser's lists to the signed-in account; shown only when there is something to decide. */
export function BrowserListsOffer({ home }: { home: ListsHome | undefined }) {
  // Another account (or none) is announced on every topic, this one's too: the offer is read again then.
  const offer = useLive(stores.browserListsOffer);
  const [later, setLater] = useState(false);
  const [done, setDone] = useState<string>();
  const { busy, error, run } = useAction(async (work: () => Promise<string | undefined>) => setDone(await work()));
  if (home?.kind !== 'account') return null;

  const upload = () =>
    run(async () => {
      const result = await ask({ type: 'uploadBrowserLists' });
      return tCount('keepUploaded', result.lists, tCount('newWordCount', result.words));
    });

  const open = offer.value?.open ?? [];
  const apart = offer.value?.apart ?? 0;
  const status = (done || error) && (
    <p class={error ? 'error small' : 'small'} role="status">
      {error ?? done}
    </p>
  );
  if (open.length > 0 && !later) {
    return (
      <section class="offer" data-testid="browser-lists-offer" aria-labelledby="offer-heading">
        <h3 id="offer-heading" class="small">
          {tCount('keepOfferHeading', open.length)}
        </h3>
        <p class="small">{open.map((l) => tCount('keepOfferList', l.numberWordsInList, l.name)).join(', ')}</p>
        <p class="small muted">{t('keepOfferExplain', home.username)}</p>
        <div class="row">
          <button type="button" class="primary" disabled={busy} onClick={() => void upload()}>
            {t('keepOfferUpload')}
          </button>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run(async () => (await ask({ type: 'keepBrowserListsApart' }), t('keepKeptApart')))}
          >
            {t('keepOfferApart')}
          </button>
          <button type="button" disabled={busy} onClick={() => setLater(true)}>
            {t('keepOfferLater')}
          </button>
        </div>
        {status}
      </section>
    );
  }
  if (apart > 0 || open.length > 0) {
    return (
      <div class="small muted" data-testid="browser-lists-apart">
        {tCount('keepApartNote', apart + open.length)}{' '}
        <button type="button" class="link" disabled={busy} onClick={() => void upload()}>
          {t('keepOfferUpload')}
        </button>
        {status}
      </div>
    );
  }
  return status || null;
}
