import { jsonLdScript } from '@/lib/seo/json-ld';

export interface ArticleLd {
  kind: 'NewsArticle' | 'BlogPosting';
  title: string;
  description: string;
  url: string;
  image: string | null;
  publishedAt: string;
  author?: string | null;
  publisher: string;
  lang: string;
}

export interface EventLd {
  title: string;
  description: string;
  url: string;
  image: string | null;
  startDate: string;
  place: string;
  organizer: string;
  lang: string;
}

function Script({ data }: { data: unknown }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built here, with '<' escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />;
}

/** schema.org NewsArticle or BlogPosting for a news item or blog article; URLs absolute. */
export function ArticleJsonLd({ article }: { article: ArticleLd }) {
  return (
    <Script
      data={{
        '@context': 'https://schema.org',
        '@type': article.kind,
        headline: article.title,
        description: article.description,
        url: article.url,
        mainEntityOfPage: article.url,
        inLanguage: article.lang,
        datePublished: article.publishedAt,
        ...(article.image ? { image: [article.image] } : {}),
        ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
        publisher: { '@type': 'Organization', name: article.publisher },
      }}
    />
  );
}

/**
 * schema.org Event. An online event has a VirtualLocation; anything else is a Place named by the
 * API's `place` (city and venue in one line).
 */
export function EventJsonLd({ event }: { event: EventLd }) {
  const online = /^online\b/i.test(event.place);
  return (
    <Script
      data={{
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description: event.description,
        url: event.url,
        inLanguage: event.lang,
        startDate: event.startDate,
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: online
          ? 'https://schema.org/OnlineEventAttendanceMode'
          : 'https://schema.org/OfflineEventAttendanceMode',
        location: online
          ? { '@type': 'VirtualLocation', url: event.url }
          : { '@type': 'Place', name: event.place, address: event.place },
        ...(event.image ? { image: [event.image] } : {}),
        organizer: { '@type': 'Organization', name: event.organizer },
      }}
    />
  );
}
