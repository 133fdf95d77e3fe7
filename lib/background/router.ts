/**
 * The background's entry for every message: checks it against the table of messages
 * (lib/shared/messages/protocol.ts), checks that the sender may ask it (the table's
 * `sentBy`), runs its handler (./handlers/), and turns any failure into an error answer in
 * plain words.
 */
import { ZodError } from 'zod';
import { ApiError } from '../shared/api';
import { t } from '../shared/i18n';
import { serviceFailure, storageFailure } from './plain-words';
import { LookupInputError } from './lookup/lookup';
import { SyncInputError } from './sync/local-changes';
import { RelayRefusedError } from './frame-relay';
import type { Answer, ErrorAnswer } from '../shared/messages/answers';
import { MESSAGES, Request, type Answers, type CheckedRequest, type RequestType } from '../shared/messages/protocol';
import type { Handlers } from './handlers/types';
import type { SenderInfo } from './sender-info';

function errorAnswer(error: unknown): ErrorAnswer {
  if (error instanceof ApiError) {
    const message = serviceFailure(error);
    // The service's own words go along as `detail` (shown as text): a view may tell, say,
    // a wrong password from an account that is not available, which share one status.
    const detail = error.serverMessage ? { detail: error.serverMessage } : {};
    return { ok: false, error: { kind: error.kind, message, status: error.status, resetAt: error.resetAt, ...detail } };
  }
  if (error instanceof SyncInputError) return { ok: false, error: { kind: error.kind, message: error.message } };
  if (error instanceof RelayRefusedError) return { ok: false, error: { kind: 'forbidden', message: error.message } };
  if (error instanceof LookupInputError) return { ok: false, error: { kind: 'invalid-input', message: error.message } };
  const storage = storageFailure(error);
  if (storage) return { ok: false, error: { kind: 'storage', message: storage } };
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { ok: false, error: { kind: 'invalid-input', message: `${where}${issue?.message ?? 'invalid'}` } };
  }
  // Anything else is Glossa's own failure: say so without leaking its insides.
  console.error('Glossa: a message failed', error);
  return { ok: false, error: { kind: 'internal', message: t('errorInternal') } };
}

export function createRouter(handlers: Handlers) {
  return async function route(raw: unknown, sender: SenderInfo): Promise<Answer<Answers[RequestType]>> {
    const parsed = Request.safeParse(raw);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
      return { ok: false, error: { kind: 'invalid-message', message: `Not a Glossa message${where}: ${issue?.message ?? 'invalid'}` } };
    }
    const request = parsed.data;
    // A content script may ask only what the table lets any page send.
    if (!sender.fromExtensionPage && MESSAGES[request.type].sentBy !== 'any-page') {
      return { ok: false, error: { kind: 'forbidden', message: `A page may not ask for ${request.type}` } };
    }
    try {
      const handler = handlers[request.type] as (request: CheckedRequest, sender: SenderInfo) => Promise<Answers[RequestType]>;
      return { ok: true, data: await handler(request, sender) };
    } catch (error) {
      return errorAnswer(error);
    }
  };
}
