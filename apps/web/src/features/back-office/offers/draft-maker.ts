/** What made a new offer's draft: its first photos or its first document (the form says which). */
type DraftReason = 'photos' | 'document';

/**
 * Makes a new offer's draft from what its form holds (decision 061): answers the draft's id and
 * number, or null when the form's values were refused (the form then marks its fields).
 */
export type DraftMaker = (reason: DraftReason) => Promise<{ id: number; tipi: string } | null>;
