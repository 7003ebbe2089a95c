import type { EventListItem } from '@estate/domain/api/content-responses';
import { contentListPath } from '@estate/domain/content-list-path';
import type { Language } from '@estate/domain/language';
import { routePath } from '@estate/domain/routes';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Pagination } from '@/components/ui/pagination';
import { getEvent, getEventsPage } from '@/lib/api/api-client';
import { serverEnv } from '@/lib/env/server-env';
import { rest } from '@/lib/routing/catch-all-segments';
import { resolveRoute } from '@/lib/routing/resolve-route';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { ArticleCard, ArticleGrid } from './article-card';
import { ArticleDate } from './article-date';
import { ContentArticle } from './content-article';
import { EventJsonLd } from './content-json-ld';
import { ContentListLayout } from './content-list-layout';
import { assertPageExists, resolveContentList } from './content-list-route';
import { listTitle } from './content-pages';
import { formatEventTime, isUpcoming } from './event-time';
import { parseItemId } from './item-id';

type ListParams = Promise<{ lang: string; segments?: string | string[] }>;
type ItemParams = Promise<{ lang: string; id?: string | string[] }>;

async function eventList(params: ListParams) {
  const values = await params;
  const route = resolveContentList(
    values.lang,
    ['wydarzenia', ...rest(values.segments)],
    ['wydarzenia'],
    () => ({ name: 'wydarzenia' }),
  );
  const events = await getEventsPage(route.lang, route.state.page);
  assertPageExists(route.state.page, events.meta.pages);
  return { ...route, events };
}

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

export async function eventListMetadata({ params }: { params: ListParams }): Promise<Metadata> {
  const { lang, pathname, state } = await eventList(params);
  const t = await getTranslations({ locale: lang, namespace: 'screens' });
  const title = await listTitle(lang, t('wydarzenia.title'), state.page);
  return pageMetadata({ lang, pathname, title, description: t('wydarzenia.description') });
}

/** SPEC §2 events: upcoming first; 4 on the first page, then 6 (GET /api/events firstPage=4). */
export async function EventListPage({ params }: { params: ListParams }) {
  const { lang, state, events } = await eventList(params);
  setRequestLocale(lang);
  const [t, tc] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'screens' }),
    getTranslations({ locale: lang, namespace: 'content' }),
  ]);
  return (
    <ContentListLayout
      title={t('wydarzenia.title')}
      lead={t('wydarzenia.description')}
      empty={events.data.length === 0 ? tc('empty') : undefined}
      pagination={
        <Pagination
          page={state.page}
          pages={events.meta.pages}
          href={(page) => contentListPath({ name: 'wydarzenia' }, { page }, lang)}
        />
      }
    >
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
    </ContentListLayout>
  );
}

async function eventItem(params: ItemParams) {
  const values = await params;
  const route = resolveRoute(values.lang, ['wydarzenia', 'show', ...rest(values.id)], ['wydarzenia-show-id']);
  if (route.params.id === undefined) permanentRedirect(routePath('wydarzenia', {}, route.lang));
  const id = parseItemId(route.params.id);
  const event = id === null ? null : await getEvent(id);
  // Each event is in one language: under the other language's prefix it is not a page (decision 013).
  if (!event || event.lang !== route.lang) notFound();
  return { lang: route.lang, pathname: route.pathname, event };
}

export async function eventItemMetadata({ params }: { params: ItemParams }): Promise<Metadata> {
  const { lang, pathname, event } = await eventItem(params);
  return pageMetadata({ lang, pathname, title: event.title, description: event.lead });
}

/** SPEC §2 event (GET /api/events/{id}): 404 for an unknown id. */
export async function EventItemPage({ params }: { params: ItemParams }) {
  const { lang, event } = await eventItem(params);
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
      html={event.content}
      meta={<EventMeta event={event} lang={lang} />}
      footer={
        <Link prefetch={false} href={listHref} className="content-article__back">
          {tc('events.backToList')}
        </Link>
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
