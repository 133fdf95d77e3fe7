/**
 * How long a sentence and a page's title a lookup may carry for the lookup history, and the
 * text around the sentence a small frame's lookup carries to its top page: the protocol's
 * bounds (protocol.ts), which the builders of those messages cut to (lookup-request.ts,
 * frame-relay.ts). Apart from the protocol so that the page code takes the numbers without
 * the protocol's zod.
 */
export const READ_IN_LIMITS = { sentence: 1000, title: 500, around: 2000 } as const;
