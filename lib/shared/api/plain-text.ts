/**
 * The one rule for the text a service keeps or looks up by: names, words, list ids, record
 * keys and every other text parameter. Such text holds no control character (U+0000–U+001F,
 * U+007F–U+009F: a NUL is refused by PostgreSQL and kept by SQLite, so the two engines would
 * answer apart) and no lone surrogate (half of a UTF-16 pair: stored, it becomes U+FFFD, and
 * two different texts would become one). A description may hold tabs and line breaks.
 *
 * The client checks it before sending, and the server refuses the rest with a 400 that names
 * the character, before anything is stored. Text only kept and given back as it was (a
 * record's data, a password, which is only hashed) is not held to it.
 */
import { z } from 'zod';

/** A control character: C0, DEL, C1. Invisible, and they break files and other programs. */
// eslint-disable-next-line no-control-regex -- finding them is the point
export const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;
/** A control character but a tab, a line feed or a carriage return. */
// eslint-disable-next-line no-control-regex -- finding them is the point
const CONTROL_BUT_LINES = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
/** Half of a UTF-16 pair without its other half. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** What is wrong with `text` as plain text, in words and with the character's code point; undefined when nothing is. */
function plainTextFault(text: string, options: { lines?: boolean } = {}): string | undefined {
  const control = (options.lines ? CONTROL_BUT_LINES : CONTROL_CHARACTER).exec(text)?.[0];
  if (control !== undefined) return `must not hold a control character (${codePoint(control)})`;
  const lone = LONE_SURROGATE.exec(text)?.[0];
  return lone === undefined ? undefined : `must not hold a lone surrogate (${codePoint(lone)})`;
}

function codePoint(character: string): string {
  return `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** `schema` held to the rule: a text with a fault is an issue whose message names it. */
export function plainText<S extends z.ZodType<string>>(schema: S, options: { lines?: boolean } = {}) {
  return schema.superRefine((text, context) => {
    const fault = plainTextFault(text, options);
    if (fault) context.addIssue({ code: 'custom', message: fault });
  });
}
