import type { z } from 'zod';
import { ALL_KINDS } from './all-kinds';
import type { DefinedKind } from './define-kind';
import { describedItemAnswerSchema } from './kind-description';

/** One item of a kind as the API answers it: its key, version, state, working copy and values. */
export type KindItem = z.output<DefinedKind['schemas']['item']>;

/**
 * The browser's check of an answer about one item (decision 052 §3.10): the kind's own schema, so
 * the editor never trusts a shape it was not given. This module holds zod and every declaration,
 * so the back office loads it with `import()` on a form's first submit, never with a page
 * (decisions 014, 030, 031). A kind the registry does not know, which the site draws from the API's
 * description of it (`/panel/rodzaje/{name}`), by the item's shape with any values. Null: not the
 * kind's item.
 */
export function parseItemAnswer(kindName: string, json: unknown, kinds = ALL_KINDS): KindItem | null {
  const kind = kinds.find((candidate) => candidate.name === kindName);
  const parsed = (kind?.schemas.itemAnswer ?? describedItemAnswerSchema).safeParse(json);
  return parsed.success ? parsed.data.data : null;
}
