/**
 * A request the rules refuse, said without HTTP: the reason names what is
 * wrong and the message is shown to the client. The HTTP layer answers each reason with
 * its status code (server/http/http-error.ts), so the rules need nothing from it.
 */
export type RefusalReason = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'unprocessable' | 'too-many' | 'unavailable';

export class Refusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
    /** For 'too-many' and 'unavailable': when to try again, in seconds. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'Refusal';
  }
}
