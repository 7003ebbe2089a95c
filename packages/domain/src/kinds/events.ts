import { ARTICLE_FIELDS, ARTICLE_KIND, COVER_FIELDS, EVENT_DATE_FIELD, PLACE_FIELD } from './article-fields';
import { defineKind } from './define-kind';

/**
 * An event in one language (decision 052 step S6; decision 037): an article with the event's date
 * (an instant, required) and place. Audit `content.*` on entity `event`, as the old editor wrote.
 */
export const events = defineKind({
  name: 'events',
  table: 'events',
  names: {
    en: { one: 'event', many: 'events' },
    // `listEvents` and `getEvent` are the public GET /api/events's.
    operation: { one: 'EventArticle', many: 'EventArticles' },
  },
  fields: { ...ARTICLE_FIELDS, ...COVER_FIELDS, eventDate: EVENT_DATE_FIELD, place: PLACE_FIELD },
  rules: (values, issue) => {
    if (values.eventDate === null) issue('eventDate', 'required');
  },
  ...ARTICLE_KIND,
  audit: { entity: 'event', prefix: 'content' },
});
