/**
 * How one message between views and the background is declared: its request's fields (zod),
 * who may send it, and what it answers. The table of every message is in `./protocol.ts`;
 * the request union the background checks, the answer map and who may send what are all
 * read from it, so a message is declared in one place.
 */
import { z } from 'zod';

/**
 * Who may send a message:
 * - `extension-pages`: Glossa's own pages only (popup, options, lists, history, word page, PDF viewer);
 * - `any-page`: the content script in any web page too (the bubble), so what it does must be
 *   safe to ask from a hostile page.
 */
type SentBy = 'extension-pages' | 'any-page';

declare const answerBrand: unique symbol;

/** A message's answer type, carried by the table as a type only (its value is an empty object). */
export interface AnswerType<T> {
  readonly [answerBrand]?: () => T;
}

/** Names a message's answer type in the table: `answer: answerType<LookupAnswer>()`. */
export function answerType<T>(): AnswerType<T> {
  return {};
}

/**
 * A message's request fields, as a plain `z.object` (unknown fields are dropped, as in every
 * message; tests/unit/shared/messages holds every request to it): the table adds the `type`
 * field, which is the message's name in the table.
 */
type RequestFields = z.ZodObject;

interface MessageDefinition<Fields extends RequestFields = RequestFields, A = unknown> {
  request: Fields;
  sentBy: SentBy;
  answer: AnswerType<A>;
}

/** The request of a message that carries nothing but its type. */
const NO_FIELDS = z.object({});

/** One message; `request` may be left out when the message carries nothing but its type. */
export function defineMessage<A, Fields extends RequestFields = typeof NO_FIELDS>(message: {
  request?: Fields;
  sentBy: SentBy;
  answer: AnswerType<A>;
}): MessageDefinition<Fields, A> {
  return { request: message.request ?? (NO_FIELDS as Fields), sentBy: message.sentBy, answer: message.answer };
}

/** The answer type a message's definition names. */
export type AnswerOf<M> = M extends { answer: AnswerType<infer A> } ? A : never;
