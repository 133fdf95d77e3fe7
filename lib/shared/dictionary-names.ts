/**
 * The dictionaries' names as a reader knows them ("Webster’s 1913 (GCIDE)"), from the sources a
 * reader orders in the options and from the editions a definition names (`gcide`, `ahd-5`).
 */
import { DEFINITION_SOURCE_EDITIONS, DEFINITION_SOURCES, type DefinitionSource } from './api/values';
import { t } from './i18n';

export const sourceName = (source: DefinitionSource): string => t(`source_${source}`);

/** The name of the dictionary a definition comes from (its `sourceDictionary`), if Glossa knows it. */
export function dictionaryName(sourceDictionary: string | null | undefined): string | undefined {
  const editions: Readonly<Record<string, DefinitionSource>> = DEFINITION_SOURCE_EDITIONS;
  const source = editions[sourceDictionary ?? ''] ?? sourceDictionary;
  const known = DEFINITION_SOURCES.find((name) => name === source);
  return known && sourceName(known);
}
