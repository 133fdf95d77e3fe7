/**
 * Who provides the data, as the bubble and the word page credit it: the live service
 * asks apps to show "Powered by Wordnik" and link each word to its page there; a Glossa
 * server credits its open sources, whose attribution travels with each object.
 */
import { isLiveService } from './client';

export interface ServiceCredit {
  /** Shown as "Powered by {name}". */
  name: string;
  url: string;
  /** The word's own page at the service, when it has one. */
  wordUrl?: string;
}

export function serviceCredit(baseUrl: string, word?: string): ServiceCredit {
  if (isLiveService(baseUrl)) {
    return {
      name: 'Wordnik',
      url: 'https://www.wordnik.com',
      wordUrl: word ? `https://www.wordnik.com/words/${encodeURIComponent(word)}` : undefined,
    };
  }
  // Which sources a Glossa server has depends on its build (GCIDE is optional): each is credited
  // by name under the senses it gave, from the attribution every answer carries.
  return { name: 'Glossa server (open data)', url: baseUrl.replace(/\/v4\/?$/, '/v4/openapi.json') };
}
