import { z } from 'zod';
import { requiredOr } from '../error-codes';
import { LANGUAGES } from '../language';
import { SITE_CONTENT_LIMITS } from '../site-content';
import { SITE_EDITORS } from './access';
import { defineKind, requiredText, richText } from './define-kind';

/**
 * A question of the FAQ page in one language (decision 038), with today's limits, columns and audit
 * names (`faq.*` on entity `faq`), so the entries the old routes wrote read on.
 */
export const faqEntries = defineKind({
  name: 'faq',
  table: 'faq',
  names: {
    en: { one: 'FAQ entry', many: 'FAQ entries' },
    operation: { one: 'FaqEntry', many: 'FaqEntries' },
  },
  fields: {
    lang: {
      schema: z.enum(LANGUAGES, requiredOr('invalid_value')),
      column: 'lang',
      widget: { type: 'language' },
      fixed: 'after-create',
    },
    question: {
      schema: requiredText(SITE_CONTENT_LIMITS.question),
      column: 'question',
      widget: { type: 'text' },
    },
    answer: {
      schema: richText(SITE_CONTENT_LIMITS.answer),
      column: 'answer',
      widget: { type: 'richText', profile: 'basic' },
    },
  },
  // Checked again once the answer is sanitised: markup alone is no answer.
  rules: (values, issue) => {
    if (values.answer.trim() === '') issue('answer', 'required');
  },
  order: { column: 'position', within: ['lang'] },
  publication: { mode: 'states', dateColumn: 'published_at' },
  access: SITE_EDITORS,
  audit: { entity: 'faq', prefix: 'faq' },
  signals: ['content'],
  list: { pageSize: SITE_CONTENT_LIMITS.faqEntries, filters: ['lang'] },
});
