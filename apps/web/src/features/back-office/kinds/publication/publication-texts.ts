/** The grammatical gender of a Polish noun, which adjectives agree with ("opublikowana/y/e"). */
export type GrammaticalGender = 'feminine' | 'masculine' | 'neuter';

/**
 * What the publication panel (kinds/publication-panel.tsx) says on each screen that shows it: the section
 * of `backOffice` holding its sentences, and the gender of the Polish noun those sentences call the
 * item by. The state words ("Stan: opublikowana") are an ICU select on that gender (issue 34), so
 * they agree with the noun; English has none and reads the same for every kind.
 */
export const PUBLICATION_TEXTS = {
  // "Oferta zostanie opublikowana…"
  offer: { section: 'editor', gender: 'feminine' },
  // "Wpis zostanie opublikowany…": news, events, blog posts and pages alike.
  content: { section: 'content', gender: 'masculine' },
  // "Pytanie zostanie opublikowane…"
  faq: { section: 'site.faq', gender: 'neuter' },
  // "Grupa zostanie opublikowana…"
  group: { section: 'site.groups', gender: 'feminine' },
} as const satisfies Record<string, { section: string; gender: GrammaticalGender }>;

export type PublicationTexts = keyof typeof PUBLICATION_TEXTS;
