/**
 * How a view (an extension page or the bubble in a web page) asks the background: one
 * typed message, one answer of the type the table of messages (`./protocol.ts`) names for it.
 *
 * - `send` never throws: a refusal or a background that cannot be reached is an error
 *   answer (the bubble shows those as states);
 * - `ask` answers the data, or throws an `AskError` with the background's plain words;
 * - `call` runs one of the word operations views may call, typed by the operation table.
 */
import { browser } from 'wxt/browser';
import type { OperationInput, OperationResult } from '../api';
import { t } from '../i18n';
import type { Answer, CallAnswer, ErrorAnswer } from './answers';
import type { Answers, PassThroughOperation, Request } from './protocol';

/** The kind of error answer given when the background could not be reached at all. */
export const UNREACHABLE = 'unreachable';

export async function send<R extends Request>(request: R): Promise<Answer<Answers[R['type']]>> {
  let answer: Answer<Answers[R['type']]> | undefined;
  try {
    answer = (await browser.runtime.sendMessage(request)) as Answer<Answers[R['type']]> | undefined;
  } catch (error) {
    return { ok: false, error: { kind: UNREACHABLE, message: messageOf(error) } };
  }
  return answer ?? { ok: false, error: { kind: 'internal', message: t('noAnswer') } };
}

export class AskError extends Error {
  readonly kind: string;
  readonly status?: number;
  readonly resetAt?: number;
  /** The service's own words, when the background passed them on. */
  readonly detail?: string;

  constructor(error: ErrorAnswer['error']) {
    super(error.message);
    this.name = 'AskError';
    this.kind = error.kind;
    this.status = error.status;
    this.resetAt = error.resetAt;
    this.detail = error.detail;
  }
}

export async function ask<R extends Request>(request: R): Promise<Answers[R['type']]> {
  const answer = await send(request);
  if (!answer.ok) throw new AskError(answer.error.kind === UNREACHABLE ? { ...answer.error, kind: 'internal' } : answer.error);
  return answer.data;
}

/** One word operation through the background (its cache and rate gate), typed by the table. */
export function call<N extends PassThroughOperation>(operation: N, params: OperationInput<N>): Promise<CallAnswer<OperationResult<N>>> {
  return ask({ type: 'call', operation, params: params as Record<string, unknown> }) as Promise<CallAnswer<OperationResult<N>>>;
}

/** The message of any failure, for showing. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
