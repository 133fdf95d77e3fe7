/**
 * Which services keep lists, as their answers said (never guessed from an address): a
 * service that answered reading the user's lists with 401/403/404/405 while the session
 * was good keeps none for this user, and is remembered (in `meta`) until the next sign-in
 * to it asks again. Meanwhile the lists are the browser's own.
 */
import { normalizeBaseUrl } from '../../shared/service-identity/service-key';
import { BROWSER_LISTS, type GlossaDatabase } from '../store/db';

const KEY = 'lists-refused';

export async function loadListSupport(db: GlossaDatabase) {
  const refused = new Set((((await db.meta.get(KEY))?.value as string[] | undefined) ?? []).map(normalizeBaseUrl));
  const save = () => db.meta.put({ key: KEY, value: [...refused] });

  return {
    /** False once the service said it keeps no lists; true until then. */
    offers: (baseUrl: string) => !refused.has(normalizeBaseUrl(baseUrl)),

    /**
     * Remembers that the service keeps no lists, and gives the browser the account's lists
     * the service never had (made before its answer was known), without their outbox
     * entries: there is nowhere to send them. Lists the service did have stay the account's.
     */
    async refuse(baseUrl: string, account: string): Promise<void> {
      refused.add(normalizeBaseUrl(baseUrl));
      await db.transaction('rw', [db.lists, db.outbox, db.meta], async () => {
        await save();
        const neverSent = await db.lists
          .where('account')
          .equals(account)
          .filter((list) => list.permalink === undefined)
          .toArray();
        for (const list of neverSent) {
          await db.outbox.where('listLocalId').equals(list.localId).delete();
          if (list.deleted) await db.lists.delete(list.localId);
          else await db.lists.update(list.localId, { account: BROWSER_LISTS });
        }
      });
    },

    /** Asks again: at sign-in, the service may keep lists for this user. */
    async forget(baseUrl: string): Promise<void> {
      if (refused.delete(normalizeBaseUrl(baseUrl))) await save();
    },
  };
}

export type ListSupport = Awaited<ReturnType<typeof loadListSupport>>;
