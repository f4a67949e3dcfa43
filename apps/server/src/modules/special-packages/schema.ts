import type { Fen } from '@tijian/domain';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';

/**
 * A centre's special check-up packages (专项体检: 幽门螺杆菌, 肺癌早筛…), bought outright online and
 * redeemed at the centre's desk by the purchase number within `validityDays`; not booked through the
 * calendar. `id` in /physical/special/list/:id is the centre.
 */
export const specialPackages = pgTable(
  'special_packages',
  {
    id: text('id').primaryKey(),
    centreId: text('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    price: integer('price').$type<Fen>().notNull(),
    /** the price before the offer, shown struck through; null when there is none */
    originalPrice: integer('original_price').$type<Fen>(),
    summary: text('summary').notNull().default(''),
    /** the items examined, by name */
    items: jsonb('items').$type<string[]>().notNull().default([]),
    suitableFor: text('suitable_for').notNull().default(''),
    notice: text('notice').notNull().default(''),
    imageUrl: text('image_url').notNull().default(''),
    validityDays: integer('validity_days').notNull(),
    onSale: integer('on_sale').notNull().default(1),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('special_packages_centre_idx').on(t.centreId)],
);
