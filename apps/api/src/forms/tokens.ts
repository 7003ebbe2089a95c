import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 characters that fit a URL path segment as they are. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this is stored: a database leak gives nobody a working link. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** A token as newToken() makes them; anything else is answered token_invalid without a query. */
export function isWellFormedToken(value: string): boolean {
  return TOKEN_SHAPE.test(value);
}
