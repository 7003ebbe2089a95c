import { createTranslator } from 'next-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../../../messages/en.json';
import pl from '../../../../../messages/pl.json';
import { type GrammaticalGender, PUBLICATION_TEXTS } from './publication-texts';

const STATES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
const GENDERS: readonly GrammaticalGender[] = ['feminine', 'masculine', 'neuter'];

/** The state words of the publication panel, for a noun of each gender. */
const POLISH: Record<GrammaticalGender, Record<(typeof STATES)[number], string>> = {
  feminine: {
    draft: 'szkic',
    scheduled: 'zaplanowana',
    published: 'opublikowana',
    unpublished: 'niepublikowana',
  },
  masculine: {
    draft: 'szkic',
    scheduled: 'zaplanowany',
    published: 'opublikowany',
    unpublished: 'niepublikowany',
  },
  neuter: {
    draft: 'szkic',
    scheduled: 'zaplanowane',
    published: 'opublikowane',
    unpublished: 'niepublikowane',
  },
};

const states = (locale: 'pl' | 'en') =>
  createTranslator({
    locale,
    messages: locale === 'pl' ? pl : en,
    namespace: 'backOffice.publicationStates',
  });

describe('the publication panel’s state words (issue 34)', () => {
  it.each(GENDERS)('agree with a %s noun in Polish', (gender) => {
    const t = states('pl');
    expect(Object.fromEntries(STATES.map((state) => [state, t(state, { gender })]))).toEqual(POLISH[gender]);
  });

  it.each(GENDERS)('read the same in English for a %s noun', (gender) => {
    const t = states('en');
    expect(STATES.map((state) => t(state, { gender }))).toEqual([
      'draft',
      'scheduled',
      'published',
      'not published',
    ]);
  });

  it.each(Object.entries(PUBLICATION_TEXTS))(
    'agree on the %s panel with the noun of its own sentences',
    (_panel, { section, gender }) => {
      const t = createTranslator({ locale: 'pl', messages: pl });
      // "Pytanie zostanie opublikowane 1 gru 2026, 10:00." beside "Stan: zaplanowane."
      const sentence = t(`backOffice.${section}.publication.scheduled`, { at: 'jutro' });
      expect(sentence).toContain(` ${states('pl')('published', { gender })} jutro`);
    },
  );
});
