/**
 * How a view asks the background: one typed message, one answer; a refusal becomes an
 * `AskError` that carries the background's plain-words message.
 */
import { browser } from 'wxt/browser';
import type { Answer, ErrorAnswer, Request } from '../lib/messages/protocol';
import { t } from '../lib/i18n';

export class AskError extends Error {
  readonly kind: string;
  readonly status?: number;
  readonly resetAt?: number;
  /** The service's own words, when the background passed them on. */
  readonly detail?: string;

  constructor(error: ErrorAnswer['error'] & { detail?: string }) {
    super(error.message);
    this.name = 'AskError';
    this.kind = error.kind;
    this.status = error.status;
    this.resetAt = error.resetAt;
    this.detail = error.detail;
  }
}

export async function ask<T>(request: Request): Promise<T> {
  let answer: Answer<T> | undefined;
  try {
    answer = (await browser.runtime.sendMessage(request)) as Answer<T> | undefined;
  } catch (error) {
    throw new AskError({ kind: 'internal', message: error instanceof Error ? error.message : String(error) });
  }
  if (!answer) throw new AskError({ kind: 'internal', message: t('noAnswer') });
  if (!answer.ok) throw new AskError(answer.error);
  return answer.data;
}

/** What `call` answers: a 404 is "not found", not a failure. */
export type CallAnswer<T> = { found: true; data: T; stale: boolean; storedAt?: number } | { found: false; stale: boolean };

export function call<T>(operation: Extract<Request, { type: 'call' }>['operation'], params: Record<string, unknown>): Promise<CallAnswer<T>> {
  return ask<CallAnswer<T>>({ type: 'call', operation, params });
}

/** The message of any failure, for showing. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

export type ExtensionPage = '/lists.html' | '/options.html' | '/word.html';

/** The URL of one of Glossa's pages. */
export function pageUrl(path: ExtensionPage, query = ''): string {
  return `${(browser.runtime.getURL as (path: string) => string)(path)}${query}`;
}

/** The URL of the word page for a word. */
export function wordPageUrl(word: string): string {
  return pageUrl('/word.html', `?word=${encodeURIComponent(word)}`);
}

export function openWordPage(word: string): void {
  void browser.tabs.create({ url: wordPageUrl(word) });
}

export function openExtensionPage(path: ExtensionPage, query = ''): void {
  void browser.tabs.create({ url: pageUrl(path, query) });
}
