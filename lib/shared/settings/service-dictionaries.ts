/**
 * The dictionaries a service has, which the options offer to order. The live service has
 * all of the interface's sources. A Glossa server says which it serves (X5, as the
 * interface's names: GCIDE is an edition of `webster`); a service that does not say is
 * taken to have WordNet, the one dictionary every Glossa server is built with.
 */
import { DEFINITION_SOURCES, isLiveService, type DefinitionSource } from '../api';

const UNREPORTED_SOURCES: readonly DefinitionSource[] = ['wordnet'];

/** `reported`: the sources the service's X5 named, when it answered. */
export function serviceDictionaries(baseUrl: string, reported?: readonly string[]): readonly DefinitionSource[] {
  if (isLiveService(baseUrl)) return DEFINITION_SOURCES;
  const known = DEFINITION_SOURCES.filter((source) => reported?.includes(source));
  return known.length ? known : UNREPORTED_SOURCES;
}
