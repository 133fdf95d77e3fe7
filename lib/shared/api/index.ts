/** The word-data interface: its models, operation table, client, errors and rate-limit headers. */
export * from './client';
export * from './errors';
export * as models from './models';
export * from './operations';
export * from './params';
export * from './rate-limit';
export * from './values';
export * from './routes';
export * from './openapi';
export * from './swagger-declaration';
export * from './types';
export * from './service-credit';
export * from './audio-links';
export type * from './models';
