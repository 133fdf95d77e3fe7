/**
 * How long a sentence and a page's title a lookup may carry for the lookup history: the
 * protocol's bounds (protocol.ts), which the lookup's builder (lookup-request.ts) cuts to.
 * Apart from both so that the bubble's builder takes the numbers without the protocol's zod.
 */
export const READ_IN_LIMITS = { sentence: 1000, title: 500 } as const;
