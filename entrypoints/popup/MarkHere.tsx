/**
 * "Mark my words on example.org": whether the reader's list words are marked on the site of
 * the current tab. Unticked, the site joins the sites where nothing is marked (the options
 * list them all); ticked again, it leaves them, with any entry that covered it. Below it, when
 * the page held more list words than a page is marked for, where marking stopped.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { t } from '../../lib/shared/i18n';
import { ask, send } from '../../lib/shared/messages/client';
import { excludedHost } from '../../lib/shared/settings/sites';
import { useAction } from '../../components/action';
import { useLive } from '../../components/live';
import { stores } from '../../components/stores';

/** The site of the current tab, when it is a web page (or a file: no site to name), and where marking stopped on it. */
function useCurrentSite(): { site?: string; stoppedAt?: number } {
  const [current, setCurrent] = useState<{ site?: string; stoppedAt?: number }>({});
  useEffect(() => {
    void browser.tabs.query({ active: true, currentWindow: true }).then(
      async ([tab]) => {
        const url = tab?.url ? new URL(tab.url) : undefined;
        if (!url || !/^https?:$/.test(url.protocol) || !url.host) return;
        const site = url.host.toLowerCase();
        setCurrent({ site });
        if (tab?.id === undefined) return;
        // Said when known: a background that cannot tell leaves the line out, the checkbox being what matters.
        const stopped = await send({ type: 'marksStopped', tabId: tab.id });
        if (stopped.ok) setCurrent({ site, ...stopped.data });
      },
      () => undefined,
    );
  }, []);
  return current;
}

export function MarkHere() {
  const { site, stoppedAt } = useCurrentSite();
  const settings = useLive(stores.settings).value;
  const save = useAction(async (unmarkedSites: string[]) =>
    stores.settings.set(await ask({ type: 'updateSettings', patch: { unmarkedSites } })),
  );
  if (!site || !settings?.marks || excludedHost(site, settings.excludedSites)) return null;
  const marked = !excludedHost(site, settings.unmarkedSites);
  return (
    <section class="mark-here">
      <label>
        <input
          type="checkbox"
          checked={marked}
          disabled={save.busy}
          onChange={(e) =>
            void save.run(
              e.currentTarget.checked
                ? settings.unmarkedSites.filter((unmarked) => !excludedHost(site, [unmarked]))
                : [...settings.unmarkedSites, site],
            )
          }
        />{' '}
        {t('popupMarkHere', site)}
      </label>
      {marked && stoppedAt !== undefined && <p class="marks-stopped">{t('popupMarksStopped', stoppedAt.toLocaleString())}</p>}
      {save.error && <p class="error">{save.error}</p>}
    </section>
  );
}
