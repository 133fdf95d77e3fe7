/**
 * What a list name or a list word may be, with the reason in plain words when it may not:
 * the same rules for lists in this browser and lists on a service, checked before anything
 * is kept, so a bad name or word never reaches the store, the outbox or the service.
 */
import { CONTROL_CHARACTER as CONTROL } from '../api/plain-text';
import { t } from '../i18n';

/** As the operation table bounds a list's name (models.NewWordList). */
const MAX_LIST_NAME = 100;
/** As the operation table bounds a word of a list (models.StringValue). */
const MAX_LIST_WORD = 200;

/** Angle brackets: a name or word with them is markup pasted in, not words. */
const MARKUP = /[<>]/;

/** Why `name` cannot name a list, or undefined when it can. `taken`: the owner's other lists' names. */
export function listNameProblem(name: string, taken: readonly string[] = []): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return t('keepNameEmpty');
  if (trimmed.length > MAX_LIST_NAME) return t('keepNameTooLong', MAX_LIST_NAME, trimmed.length);
  if (CONTROL.test(trimmed)) return t('keepNameControl');
  if (MARKUP.test(trimmed)) return t('keepNameMarkup');
  const folded = sameName(trimmed);
  if (taken.some((other) => sameName(other) === folded)) return t('keepNameTaken', trimmed);
  return undefined;
}

/** Why `word` cannot go into a list, or undefined when it can. */
export function wordProblem(word: string): string | undefined {
  const trimmed = word.trim();
  if (trimmed === '') return t('keepWordEmpty');
  if (trimmed.length > MAX_LIST_WORD) return t('keepWordTooLong', MAX_LIST_WORD);
  if (CONTROL.test(trimmed)) return t('keepWordControl');
  if (MARKUP.test(trimmed)) return t('keepWordMarkup');
  return undefined;
}

/** Names that differ only in case or surrounding spaces name the same list (upload merges by it too). */
export function sameName(name: string): string {
  return name.trim().toLocaleLowerCase('en');
}
