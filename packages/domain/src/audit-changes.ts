/** The before/after of one audited field; `null` on a side where the record did not exist. */
export type FieldChange = [before: unknown, after: unknown];

/**
 * The fields whose values differ between two versions of a record, as `{ field: [before, after] }`.
 * Creation passes `null` as `before`, deletion `null` as `after`. Secrets never belong in either
 * version: callers leave password hashes and tokens out.
 */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  for (const key of keys) {
    const was = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = [was, now];
  }
  return changes;
}
