import { slugify } from '@estate/domain/slug';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/database-schema';
import type { BlogPostTable, EventTable, FaqTable, NewsTable } from '../db/tables/content-tables';
import { articleImageUrl } from '../media/media-paths';
import { insertInBatches } from './batch-insert';
import { BLOG_CATEGORIES, BLOG_POSTS } from './blog-texts';
import { EVENTS } from './event-texts';
import { FAQ } from './faq-texts';
import { NEWS } from './news-texts';

const DAY_MS = 86_400_000;
const LANGS = ['pl', 'en'] as const;

/** `now` minus whole days, at the given UTC hour: editors publish in office hours. */
function daysBefore(now: Date, days: number, hourUtc: number): string {
  const day = Math.floor(now.getTime() / DAY_MS) - days;
  return new Date(day * DAY_MS + hourUtc * 3_600_000).toISOString();
}

/**
 * Polish wall-clock time to UTC. Poland is UTC+1, or UTC+2 from the last Sunday of March to the
 * last Sunday of October (EU rules); computed here so the result does not depend on the ICU build.
 */
function warsawToUtc(dayMs: number, time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const date = new Date(dayMs);
  const year = date.getUTCFullYear();
  const lastSunday = (month: number) => {
    const last = new Date(Date.UTC(year, month + 1, 0));
    return Date.UTC(year, month, last.getUTCDate() - last.getUTCDay());
  };
  const summer = dayMs >= lastSunday(2) && dayMs < lastSunday(9);
  return new Date(dayMs + ((hours - (summer ? 2 : 1)) * 60 + minutes) * 60_000).toISOString();
}

function newsRows(now: Date): Insertable<NewsTable>[] {
  return NEWS.flatMap((item, index) =>
    LANGS.map((lang) => ({
      translation_key: `news-seed-${index + 1}`,
      lang,
      title: item[lang].title,
      lead: item[lang].lead,
      content: item[lang].content,
      image: articleImageUrl(item.image),
      published_at: daysBefore(now, item.daysAgo, 8),
    })),
  );
}

function eventRows(now: Date): Insertable<EventTable>[] {
  const today = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  return EVENTS.flatMap((item, index) => {
    const eventDay = today + item.inDays * DAY_MS;
    // Announced a month ahead, and never after the seed's clock.
    const announced = Math.min(item.inDays - 30, -2);
    return LANGS.map((lang) => ({
      translation_key: `events-seed-${index + 1}`,
      lang,
      title: item[lang].title,
      lead: item[lang].lead,
      content: item[lang].content,
      image: articleImageUrl(item.image),
      published_at: daysBefore(now, -announced, 9),
      event_date: warsawToUtc(eventDay, item.time),
      place: lang === 'pl' ? item.placePl : item.placeEn,
    }));
  });
}

function faqRows(): Insertable<FaqTable>[] {
  return FAQ.flatMap((item, i) =>
    LANGS.map((lang) => ({
      lang,
      question: item[lang].question,
      answer: item[lang].answer,
      position: i + 1,
    })),
  );
}

/** News, events, the blog and the FAQ, in one transaction; skipped when news already has rows. */
export async function seedContent(db: Kysely<DatabaseSchema>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('news').select('id').limit(1).executeTakeFirst();
    if (existing) return;
    await insertInBatches(trx, 'news', newsRows(now));
    await insertInBatches(trx, 'events', eventRows(now));
    await insertInBatches(trx, 'faq', faqRows());

    const categoryIds = new Map<string, number>();
    for (const [i, category] of BLOG_CATEGORIES.entries()) {
      const { id } = await trx
        .insertInto('blog_categories')
        .values({ slug: category.slug, name_pl: category.namePl, name_en: category.nameEn, position: i + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(category.slug, id);
    }
    const posts: Insertable<BlogPostTable>[] = BLOG_POSTS.flatMap((post, index) =>
      LANGS.map((lang) => ({
        translation_key: `blog-seed-${index + 1}`,
        lang,
        slug: slugify(post[lang].title),
        category_id: categoryIds.get(post.category) ?? null,
        title: post[lang].title,
        lead: post[lang].lead,
        content: post[lang].content,
        image: articleImageUrl(post.image),
        author: post.author === 'Redakcja' && lang === 'en' ? 'Editorial team' : post.author,
        published_at: daysBefore(now, post.daysAgo, 7),
      })),
    );
    await insertInBatches(trx, 'blog_posts', posts);
  });
}
