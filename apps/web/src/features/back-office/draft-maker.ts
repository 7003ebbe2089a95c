/**
 * Makes a new offer's draft from what its form holds (decision 061): answers the draft's id and
 * number, or null when the form's values were refused (the form then marks its fields).
 */
export type DraftMaker = () => Promise<{ id: number; tipi: string } | null>;
