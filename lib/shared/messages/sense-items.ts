/**
 * The senses of a group as a view shows them: each with the other dictionary's wording of the
 * same sense, where the answer placed one right after it (`SenseGroup.restatements`), so that a
 * view's first few lines say different things and neither dictionary's words are lost.
 */
import type { Definition } from '../api';
import type { SenseGroup } from './answers';

export interface SenseItem {
  definition: Definition;
  /** The same sense in another dictionary's words, shown within it. */
  restatement?: Definition;
}

export function senseItems(group: SenseGroup): SenseItem[] {
  const restating = new Set(group.restatements);
  const items: SenseItem[] = [];
  group.definitions.forEach((definition, index) => {
    const host = items.at(-1);
    if (restating.has(index) && host && !host.restatement) host.restatement = definition;
    else items.push({ definition });
  });
  return items;
}

/** The senses an item shows: its own and its restatement's. */
export const itemSenses = (item: SenseItem): Definition[] => (item.restatement ? [item.definition, item.restatement] : [item.definition]);
