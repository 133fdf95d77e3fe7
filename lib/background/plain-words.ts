/**
 * A failure in a reader's words, in the browser's language: what the message router answers a
 * view with (router.ts), and what the log of problems shows first (problems/). The error's own
 * text is for whoever reports a bug; these words are for the reader.
 */
import { ApiError } from '../shared/api';
import { t } from '../shared/i18n';

/** What a failure of the service's client means to a reader. */
export function serviceFailure(error: ApiError): string {
  switch (error.kind) {
    case 'network':
      return t('errorNetwork');
    case 'timeout':
      return t('errorTimeout');
    case 'aborted':
      return t('errorAborted');
    case 'credentials':
      return t('errorCredentials');
    case 'not-found':
      return t('errorNotFound');
    case 'rate-limited':
      return t('errorRateLimited');
    case 'server':
      return t('errorServer');
    case 'invalid-response':
      return t('errorInvalidResponse');
    case 'invalid-input':
    case 'bad-request':
      // The service said what it refused, or the operation table did (after the operation's name).
      return error.serverMessage ?? error.message.replace(/^[^:]+: /, '');
  }
}

/**
 * The browser's database full or out of reach, in plain words (Dexie's own errors, or the
 * browser's under them). A failed write is a failed transaction: what was kept before stays.
 */
export function storageFailure(error: unknown): string | undefined {
  const names = [(error as { name?: unknown } | null)?.name, (error as { inner?: { name?: unknown } } | null)?.inner?.name];
  if (names.includes('QuotaExceededError')) return t('keepStorageFull');
  if (
    names.some(
      (name) =>
        typeof name === 'string' && /^(OpenFailedError|DatabaseClosedError|MissingAPIError|InvalidStateError|UnknownError)$/.test(name),
    )
  ) {
    return t('keepStorageUnavailable');
  }
  return undefined;
}

/** Any failure in a reader's words: the service's, the browser's storage, or else Glossa's own. */
export function plainFailure(error: unknown): string {
  if (error instanceof ApiError) return serviceFailure(error);
  return storageFailure(error) ?? t('errorInternal');
}
