// biome-ignore-all lint/suspicious/noExplicitAny: migrations are written against the schema of their day, not today's types.
import type { Kysely } from 'kysely';
import { withId } from './migration-helpers';

/** Snake-case columns of the spec's offer flags (§3), in the spec's order. */
const OFFER_FLAG_COLUMNS = [
  'is_new',
  'is_discount',
  'is_make_offer',
  'is_negotiable_price',
  'is_sold',
  'is_new_price',
  'is_teletechnical_infrastructure',
  'is_video_drone',
  'is_concept',
  'is_recommended',
  'is_in_preparation',
  'is_special_offer',
] as const;

/**
 * The whole data model of the first release. Frozen once landed: change the schema with a new
 * migration. Timestamps are ISO-8601 text and money is integer grosze so both dialects read back
 * the same values; flags are 0/1 integers as the spec sends them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await withId(db, db.schema.createTable('agents'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('job_pl', 'text', (c) => c.notNull())
    .addColumn('job_en', 'text', (c) => c.notNull())
    .addColumn('photo', 'text')
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .execute();

  let offers = withId(db, db.schema.createTable('offers'))
    .addColumn('tipi', 'text', (c) => c.notNull().unique())
    .addColumn('title_pl', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('lead_pl', 'text', (c) => c.notNull())
    .addColumn('lead_en', 'text', (c) => c.notNull())
    .addColumn('type_classified', 'integer', (c) => c.notNull())
    .addColumn('type_property', 'integer', (c) => c.notNull())
    .addColumn('voivodeship', 'integer', (c) => c.notNull())
    .addColumn('town', 'text', (c) => c.notNull())
    .addColumn('town_slug', 'text', (c) => c.notNull())
    .addColumn('street', 'text')
    .addColumn('postal_code', 'text')
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .addColumn('price', 'bigint')
    .addColumn('discount_price', 'bigint')
    .addColumn('price_sq_meter', 'bigint')
    // Derived on every write (offer-derived-columns.ts) so filters and sorts can use an index:
    // the price a buyer pays now (discount price when discounted) and the area that sizes the offer.
    .addColumn('effective_price', 'bigint')
    .addColumn('area_main', 'double precision')
    // Derived too: which of the home map's 32 fixed markers counts this offer (map-clusters.ts).
    .addColumn('map_cluster', 'integer')
    .addColumn('area_building', 'double precision')
    .addColumn('area_ground', 'double precision')
    .addColumn('area_rental', 'double precision')
    .addColumn('area_rental_office', 'double precision')
    .addColumn('area_rental_warehouse', 'double precision')
    .addColumn('area_rental_retail', 'double precision')
    .addColumn('mpzp', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sale_mode', 'text', (c) => c.notNull().defaultTo('sale'))
    .addColumn('plot_numbers', 'text')
    .addColumn('land_register', 'text')
    .addColumn('agent_id', 'integer', (c) => c.references('agents.id'))
    .addColumn('video_id', 'text');
  for (const flag of OFFER_FLAG_COLUMNS) {
    offers = offers.addColumn(flag, 'integer', (c) => c.notNull().defaultTo(0));
  }
  await offers
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('views_total', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('views_period', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  // One index per list the site shows (SPEC §7 list variants) and per sort, each leading with the
  // columns the list filters on and ending with its order, so a page and its count read the index
  // instead of the table. Rarer filter combinations scan the (narrow) table.
  const offerIndexes: Record<string, string[]> = {
    offers_list_newest: ['is_published', 'type_classified', 'published_at', 'id'],
    offers_list_price: ['is_published', 'type_classified', 'effective_price', 'id'],
    offers_list_area: ['is_published', 'type_classified', 'area_main', 'id'],
    offers_list_voivodeship: ['is_published', 'type_classified', 'voivodeship', 'published_at', 'id'],
    offers_list_building: ['is_published', 'type_classified', 'area_building'],
    offers_list_ground: ['is_published', 'type_classified', 'area_ground'],
    // The rent rules of §7 bound the rental sub-areas per property type: keep them in the index.
    offers_list_property: [
      'is_published',
      'type_classified',
      'type_property',
      'published_at',
      'id',
      'area_rental_office',
      'area_rental_warehouse',
      'area_rental_retail',
    ],
    offers_town: ['voivodeship', 'town_slug', 'is_published'],
    offers_recommended: ['is_recommended', 'is_published', 'published_at', 'id'],
    offers_new: ['is_new', 'is_published', 'type_classified', 'published_at', 'id'],
    offers_in_preparation: ['is_in_preparation', 'is_published', 'published_at', 'id'],
    offers_discount: ['is_discount', 'is_published', 'type_classified', 'effective_price', 'id'],
    offers_views: ['is_published', 'views_period', 'id'],
    // Covers the distance filter (lat, lng) and the default order, for circles on the map.
    offers_geo: ['lat', 'lng', 'is_published', 'published_at', 'id'],
  };
  for (const [name, columns] of Object.entries(offerIndexes)) {
    await db.schema.createIndex(name).on('offers').columns(columns).execute();
  }
  await db.schema
    .createIndex('offers_map_cluster')
    .on('offers')
    .columns(['is_published', 'map_cluster'])
    .execute();

  // The long texts live beside the offer, not in it: listing queries scan and count offers, and
  // kilobytes of description per row would make every such scan read ten times the pages.
  await db.schema
    .createTable('offer_texts')
    .addColumn('offer_id', 'integer', (c) => c.primaryKey().references('offers.id').onDelete('cascade'))
    .addColumn('description_pl', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('mpzp_pl', 'text')
    .addColumn('mpzp_en', 'text')
    .addColumn('seller_rights_pl', 'text')
    .addColumn('seller_rights_en', 'text')
    .execute();

  await withId(db, db.schema.createTable('offer_photos'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('alt_pl', 'text', (c) => c.notNull())
    .addColumn('alt_en', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_photos_offer')
    .on('offer_photos')
    .columns(['offer_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('offer_documents'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title_pl', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_documents_offer')
    .on('offer_documents')
    .columns(['offer_id', 'position'])
    .execute();

  await withId(db, db.schema.createTable('offer_groups'))
    .addColumn('group_type', 'text', (c) => c.notNull())
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description_pl', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('voivodeship', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('offer_groups_type')
    .on('offer_groups')
    .columns(['group_type', 'sort_order'])
    .execute();

  await db.schema
    .createTable('offer_group_members')
    .addColumn('group_id', 'integer', (c) => c.notNull().references('offer_groups.id').onDelete('cascade'))
    .addColumn('offer_id', 'integer', (c) => c.notNull().references('offers.id').onDelete('cascade'))
    .addColumn('special_offer', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('offer_group_members_pk', ['group_id', 'offer_id'])
    .execute();
  await db.schema
    .createIndex('offer_group_members_offer')
    .on('offer_group_members')
    .columns(['offer_id'])
    .execute();

  await db.schema
    .createTable('main_page')
    .addColumn('lang', 'text', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  for (const table of ['news', 'events'] as const) {
    let builder = withId(db, db.schema.createTable(table))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('lead', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('image', 'text')
      .addColumn('published_at', 'text', (c) => c.notNull());
    if (table === 'events') {
      builder = builder
        .addColumn('event_date', 'text', (c) => c.notNull())
        .addColumn('place', 'text', (c) => c.notNull());
    }
    await builder.execute();
    await db.schema.createIndex(`${table}_list`).on(table).columns(['lang', 'published_at']).execute();
  }

  await withId(db, db.schema.createTable('blog_categories'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name_pl', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await withId(db, db.schema.createTable('blog_posts'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.references('blog_categories.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('lead', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('author', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('blog_posts_lang_slug', ['lang', 'slug'])
    .execute();
  await db.schema.createIndex('blog_posts_list').on('blog_posts').columns(['lang', 'published_at']).execute();

  await withId(db, db.schema.createTable('faq'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('question', 'text', (c) => c.notNull())
    .addColumn('answer', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('pages'))
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('chunks'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addUniqueConstraint('chunks_name_lang', ['name', 'lang'])
    .execute();

  await withId(db, db.schema.createTable('newsletter_subscribers'))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('voivodeships', 'text', (c) => c.notNull())
    .addColumn('is_agent', 'integer', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('consent_text', 'text', (c) => c.notNull())
    .addColumn('consent_version', 'text', (c) => c.notNull())
    .addColumn('consented_at', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text')
    .addColumn('confirm_token_hash', 'text')
    .addColumn('confirm_expires_at', 'text')
    .addColumn('unsubscribe_token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute();
  await db.schema
    .createIndex('newsletter_confirm_token')
    .on('newsletter_subscribers')
    .columns(['confirm_token_hash'])
    .execute();
  await db.schema
    .createIndex('newsletter_unsubscribe_token')
    .on('newsletter_subscribers')
    .columns(['unsubscribe_token_hash'])
    .execute();

  await withId(db, db.schema.createTable('form_submissions'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('offer_id', 'integer')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('lang', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await withId(db, db.schema.createTable('phone_clicks'))
    .addColumn('offer_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('phone_clicks_offer').on('phone_clicks').columns(['offer_id']).execute();

  await withId(db, db.schema.createTable('mail_outbox'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('headers', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    'mail_outbox',
    'phone_clicks',
    'form_submissions',
    'newsletter_subscribers',
    'chunks',
    'pages',
    'faq',
    'blog_posts',
    'blog_categories',
    'events',
    'news',
    'main_page',
    'offer_group_members',
    'offer_groups',
    'offer_documents',
    'offer_photos',
    'offer_texts',
    'offers',
    'agents',
  ];
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
