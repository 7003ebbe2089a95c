import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** The path of the first string (value or key) holding U+0000, or undefined. */
export function findNulCharacter(value: unknown, path: string[] = [], depth = 0): string[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  // Fastify's JSON parser already bounds nesting; the depth guard only keeps this walk cheap.
  if (value === null || typeof value !== 'object' || depth > 32) return undefined;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key];
    const found = findNulCharacter(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * PostgreSQL text cannot hold U+0000 (it fails the query: a 500), and no visitor types one. Any
 * request carrying it in its query, path or body is refused before validation, on both databases
 * alike, with the field it was found in.
 */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  for (const part of [request.params, request.query, request.body]) {
    const path = findNulCharacter(part);
    if (path) {
      throw new AppError(400, 'validation_failed', 'Text may not contain NUL characters', {
        fields: { [path.join('.') || '_']: 'invalid_value' },
      });
    }
  }
}
