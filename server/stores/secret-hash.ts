/**
 * How the server keeps a secret it hands out (API keys, sign-in tokens): only its SHA-256.
 * They are long random strings, so a fast hash is enough: there is nothing to guess from a
 * dictionary, and the database alone opens nothing.
 */
import { createHash } from 'node:crypto';

export const secretHash = (secret: string): string => createHash('sha256').update(secret).digest('hex');
