import type { KindFormTexts } from './kind-form';

/** The message keys of an item's deletion, alike in every kind's messages that delete. */
type RemovalKey = 'delete' | 'deleteConfirm' | 'deleteYes' | 'deleteNo' | 'deleted';

/**
 * The deletion's sentences of a kind's form (its button, the question, the answers, the notice
 * after), read by the same keys from the screen's messages: FAQ entries, groups and entries.
 */
export function removalTexts(t: (key: RemovalKey) => string): NonNullable<KindFormTexts['remove']> {
  return {
    delete: t('delete'),
    confirm: t('deleteConfirm'),
    yes: t('deleteYes'),
    no: t('deleteNo'),
    deleted: t('deleted'),
  };
}
