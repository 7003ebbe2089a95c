import type { EventListItem } from '@estate/domain/api/content-responses';
import type { Language } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SiteLink } from '@/components/ui/site-link';
import { getEvent, getEventsPage } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { ArticleCard, ArticleGrid } from './article-card';
import { ArticleDate } from './article-date';
import { ContentArticle } from './content-article';
import { EventJsonLd } from './content-json-ld';
import { type DatedItemParams, type DatedListParams, datedArticles } from './dated-article-routes';
import { DatedListLayout } from './dated-list-layout';
import { formatEventTime, isUpcoming } from './event-time';

const eventArticles = datedArticles('wydarzenia', getEventsPage, getEvent);

/** When and where: the day (dd/mm/yyyy), the hour in Warsaw and the place. */
async function EventMeta({ event, lang }: { event: EventListItem; lang: Language }) {
  const t = await getTranslations({ locale: lang, namespace: 'content.events' });
  const time = formatEventTime(event.eventDate);
  return (
    <dl className="event-meta">
      <div>
        <dt>{t('date')}</dt>
        <dd>
          <ArticleDate value={event.eventDate} />
          {time && <span className="event-meta__time">, {time}</span>}
        </dd>
      </div>
      <div>
        <dt>{t('place')}</dt>
        <dd>{event.place}</dd>
      </div>
    </dl>
  );
}

export const eventListMetadata = eventArticles.listMetadata;

/** SPEC §2 events: upcoming first; 4 on the first page, then 6 (GET /api/events firstPage=4). */
export async function EventListPage({ params }: { params: DatedListParams }) {
  const list = await eventArticles.list(params);
  const { lang, state, page: events } = list;
  setRequestLocale(lang);
  const tc = await getTranslations({ locale: lang, namespace: 'content' });
  return (
    <DatedListLayout list={list}>
      <ArticleGrid testId="event-list" wide={state.page === 1}>
        {events.data.map((event, index) => {
          const upcoming = isUpcoming(event.eventDate);
          return (
            <li key={event.id} className="article-grid__item">
              <ArticleCard
                href={routePath('wydarzenia-show-id', { id: event.id }, lang)}
                title={event.title}
                lead={event.lead}
                image={event.image}
                priority={index === 0}
                meta={<EventMeta event={event} lang={lang} />}
                badge={
                  <span className={`event-badge event-badge--${upcoming ? 'upcoming' : 'past'}`}>
                    {tc(upcoming ? 'events.upcoming' : 'events.past')}
                  </span>
                }
              />
            </li>
          );
        })}
      </ArticleGrid>
    </DatedListLayout>
  );
}

export const eventItemMetadata = eventArticles.itemMetadata;

/** SPEC §2 event (GET /api/events/{id}): 404 for an unknown id. */
export async function EventItemPage({ params }: { params: DatedItemParams }) {
  const { lang, item: event } = await eventArticles.item(params);
  setRequestLocale(lang);
  const [t, tc, meta] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
    getTranslations({ locale: lang, namespace: 'meta' }),
  ]);
  const listHref = routePath('wydarzenia', {}, lang);
  const url = `${serverEnv.siteUrl}${routePath('wydarzenia-show-id', { id: event.id }, lang)}`;
  return (
    <ContentArticle
      crumbs={[
        { name: tc('homeCrumb'), href: routePath('home', {}, lang) },
        { name: t('wydarzenia.title'), href: listHref },
        { name: event.title },
      ]}
      title={event.title}
      lead={event.lead}
      image={event.image}
      imageAlt={event.imageAlt}
      html={event.content}
      meta={<EventMeta event={event} lang={lang} />}
      footer={
        <SiteLink href={listHref} className="content-article__back">
          {tc('events.backToList')}
        </SiteLink>
      }
    >
      <EventJsonLd
        event={{
          title: event.title,
          description: event.lead,
          url,
          image: event.image && `${serverEnv.siteUrl}${event.image}`,
          startDate: event.eventDate,
          place: event.place,
          organizer: meta('organizationName'),
          lang,
        }}
      />
    </ContentArticle>
  );
}
