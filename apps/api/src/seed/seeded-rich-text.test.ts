import { ARTICLE_KINDS } from '@estate/domain/kinds/article-kinds';
import { type RichTextProfile, richTextSanitizeOptions } from '@estate/domain/rich-text';
import sanitize from 'sanitize-html';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import type { KindTables } from '../db/tables/kind-tables';
import type { MediaStore } from '../media/media-store';
import { createTestDatabase, type TestDatabase } from '../testing/test-database';
import { seedDemoData } from './demo-seed';

/**
 * Decision 051 narrowed the site's renderer to the API's allow-lists. The public pages of the demo
 * must not change by a byte: every rich text the seed stores renders through the new profiles
 * exactly as through the renderers the site used before (copied below as they were). The new
 * rendering is the call apps/web/src/lib/html/sanitize-html.ts makes (the API may not import the
 * site's code). Text only, so SQLite alone: the dialect changes no stored string.
 */

const SCHEMES = ['http', 'https', 'mailto', 'tel'];

function safeLinkBefore(tagName: string, attribs: sanitize.Attributes): sanitize.Tag {
  const attributes = { ...attribs };
  if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
  else delete attributes.target;
  return { tagName, attribs: attributes };
}

/** The site's sanitizeContentHtml before decision 051 (offers, articles, answers, groups, pages). */
function contentHtmlBefore(html: string): string {
  return sanitize(html, {
    allowedTags: [...sanitize.defaults.allowedTags, 'img', 'figure', 'figcaption', 'h2'],
    allowedAttributes: {
      a: ['href', 'name', 'target', 'rel', 'title', 'hreflang'],
      img: ['src', 'alt', 'width', 'height', 'title', 'loading', 'decoding'],
      th: ['scope', 'colspan', 'rowspan'],
      td: ['colspan', 'rowspan'],
      '*': ['id', 'lang'],
    },
    allowedSchemes: SCHEMES,
    allowedSchemesByTag: { img: ['http', 'https'] },
    transformTags: {
      h1: 'h2',
      a: safeLinkBefore,
      img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy', decoding: 'async' } }),
    },
  });
}

/** The site's sanitizeInlineHtml before decision 051 (the footer's address). */
function inlineHtmlBefore(html: string): string {
  return sanitize(html, {
    allowedTags: ['br', 'strong', 'b', 'em', 'i', 'a', 'span', 'p'],
    allowedAttributes: { a: ['href', 'target', 'rel', 'title'] },
    allowedSchemes: SCHEMES,
    transformTags: { a: safeLinkBefore },
  });
}

/** A store that holds every file already, so the seed renders no image or PDF: only rows matter here. */
const everyFileStored: MediaStore = {
  description: 'every file stored',
  check: async () => undefined,
  size: async () => 1,
  put: async () => undefined,
  get: async () => undefined,
  read: async () => undefined,
  delete: async () => undefined,
  keys: async function* () {},
};

interface SeededText {
  where: string;
  profile: RichTextProfile;
  html: string;
}

/** Every rich text of the seeded database with the profile the site renders it through. */
async function seededTexts({ db }: DatabaseHandle): Promise<SeededText[]> {
  const texts: SeededText[] = [];
  const add = (where: string, profile: RichTextProfile, html: string) => texts.push({ where, profile, html });
  for (const row of await db.selectFrom('offer_texts').selectAll().execute()) {
    add(`offer ${row.offer_id} pl`, 'basic', row.description_pl);
    add(`offer ${row.offer_id} en`, 'basic', row.description_en);
  }
  for (const row of await db.selectFrom('faq').selectAll().execute())
    add(`faq ${row.id}`, 'basic', row.answer);
  for (const row of await db.selectFrom('offer_groups').selectAll().execute()) {
    add(`group ${row.id} pl`, 'basic', row.description_pl);
    add(`group ${row.id} en`, 'basic', row.description_en);
  }
  for (const row of await db.selectFrom('main_page').selectAll().execute()) {
    const content = JSON.parse(row.content) as { whoWeAre: { html: string } };
    add(`home ${row.lang}`, 'basic', content.whoWeAre.html);
  }
  // Every written kind's table, as the registry names them (a kind added there is read here too).
  for (const { table } of Object.values(ARTICLE_KINDS)) {
    for (const row of await db
      .withTables<KindTables>()
      .selectFrom(table)
      .select(['id', 'content'])
      .execute()) {
      add(`${table} ${row.id}`, 'article', z.string().parse(row.content));
    }
  }
  for (const row of await db
    .selectFrom('chunks')
    .selectAll()
    .where('name', '=', 'footer-address')
    .execute()) {
    add(`chunk footer-address ${row.lang}`, 'inline', row.content);
  }
  return texts;
}

describe('the seeded rich texts', () => {
  let test: TestDatabase;
  let database: DatabaseHandle;
  let texts: SeededText[];

  beforeAll(async () => {
    test = await createTestDatabase('sqlite');
    database = test.open();
    await migrateToLatest(database.db);
    expect(await seedDemoData(database, { media: everyFileStored })).toBe(true);
    texts = await seededTexts(database);
  });

  afterAll(async () => {
    await database.close();
    await test.drop();
  });

  it('render through the profiles exactly as through the renderers before decision 051', () => {
    const count = (profile: RichTextProfile) => texts.filter((text) => text.profile === profile).length;
    console.info(
      `seeded rich texts: ${texts.length} (basic ${count('basic')}, article ${count('article')}, inline ${count('inline')})`,
    );
    expect(count('basic')).toBeGreaterThan(600);
    expect(count('article')).toBeGreaterThan(20);
    expect(count('inline')).toBe(2);
    const differing = texts.filter(({ profile, html }) => {
      const before = profile === 'inline' ? inlineHtmlBefore(html) : contentHtmlBefore(html);
      return sanitize(html, richTextSanitizeOptions(profile, { render: true })) !== before;
    });
    expect(differing.map((text) => text.where)).toEqual([]);
  });
});
