import type { z } from 'zod';
import { ALL_KINDS } from './all-kinds';
import type { DefinedKind } from './define-kind';

/** One item of a kind as the API answers it: its key, version, state, working copy and values. */
export type KindItem = z.output<DefinedKind['schemas']['item']>;

/**
 * The browser's check of an answer about one item (decision 052 §3.10): the kind's own schema, so
 * the editor never trusts a shape it was not given. This module holds zod and every declaration,
 * so the back office loads it with `import()` on a form's first submit, never with a page
 * (decisions 014, 030, 031). Null: not the kind's item (or no such kind in the registry).
 */
export function parseItemAnswer(kindName: string, json: unknown, kinds = ALL_KINDS): KindItem | null {
  const kind = kinds.find((candidate) => candidate.name === kindName);
  if (!kind) return null;
  const parsed = kind.schemas.itemAnswer.safeParse(json);
  return parsed.success ? parsed.data.data : null;
}
