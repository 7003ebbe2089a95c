/** A JSON value that is an object (not an array, not null): what an answer's envelope is read from without zod. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
