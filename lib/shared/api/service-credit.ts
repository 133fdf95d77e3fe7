/**
 * Who provides the data, as the bubble and the word page credit it: the live service
 * asks apps to show "Powered by Wordnik" and link each word to its page there; a Glossa
 * server credits its open sources, whose attribution travels with each object; any other
 * service of the interface (a mirror, a proxy) is credited by its own address.
 */
import { isLiveService } from './client';

export interface ServiceCredit {
  /** Shown as "Powered by {name}". */
  name: string;
  url: string;
  /** The word's own page at the service, when it has one. */
  wordUrl?: string;
}

/**
 * What kind of service answers: the live service is known by its address; a Glossa server by
 * what it answers (X5, the dictionaries it has), wherever it runs; anything else is `other`.
 */
export type ServiceKind = 'live' | 'glossa' | 'other';

export function serviceCredit(baseUrl: string, kind: ServiceKind, word?: string): ServiceCredit {
  if (kind === 'live' || isLiveService(baseUrl)) {
    return {
      name: 'Wordnik',
      url: 'https://www.wordnik.com',
      wordUrl: word ? `https://www.wordnik.com/words/${encodeURIComponent(word)}` : undefined,
    };
  }
  const address = new URL(baseUrl);
  // Which sources a Glossa server has depends on its build (GCIDE is optional): each is credited
  // by name under the senses it gave, from the attribution every answer carries.
  if (kind === 'glossa') return { name: 'Glossa server (open data)', url: baseUrl.replace(/\/v4\/?$/, '/v4/openapi.json') };
  return { name: address.host, url: address.origin };
}
