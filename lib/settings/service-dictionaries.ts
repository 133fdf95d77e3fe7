/**
 * The dictionaries a service has, which the options offer to order. Until a service can say
 * which it serves, this is what is known of each: the live service has all of the
 * interface's sources; a Glossa server (or any other service of the same interface) has
 * WordNet. When the Glossa server reports its own, that report replaces this one function.
 */
import { DEFINITION_SOURCES, isLiveService, type DefinitionSource } from '../api';

const GLOSSA_SERVER_SOURCES: readonly DefinitionSource[] = ['wordnet'];

export function serviceDictionaries(baseUrl: string): readonly DefinitionSource[] {
  return isLiveService(baseUrl) ? DEFINITION_SOURCES : GLOSSA_SERVER_SOURCES;
}
