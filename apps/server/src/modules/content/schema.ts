import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// centre_id is a plain text column, not a reference: content must not reach into the centres module's tables.
// A null centre_id means the platform's own content (sid 00-0).

export const banners = pgTable('banners', {
  id: text('id').primaryKey(),
  centreId: text('centre_id'),
  title: text('title').notNull(),
  imageUrl: text('image_url').notNull(),
  linkUrl: text('link_url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    centreId: text('centre_id'),
    title: text('title').notNull(),
    source: text('source').notNull().default(''),
    picUrl: text('pic_url').notNull().default(''),
    /** when set, the news list opens this outside page instead of the detail screen */
    linkUrl: text('link_url'),
    summary: text('summary').notNull().default(''),
    /** plain paragraphs separated by blank lines */
    content: text('content').notNull().default(''),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
  },
  // The news list reads newest first on every home page load.
  (t) => [index('articles_publish_time_idx').on(t.publishTime.desc(), t.id.desc())],
);

/**
 * Visits of the entrance, counted as they happen; centre '00-0' is the platform. Bookings and
 * assessments are not kept here: they are counted from the orders and questionnaire results.
 */
export const visitStats = pgTable('visit_stats', {
  centreId: text('centre_id').primaryKey(),
  visits: integer('visits').notNull().default(0),
});
