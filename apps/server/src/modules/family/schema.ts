import { index, integer, pgTable, real, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

/** The people an account books for (spec 2 "/family/list"); each row belongs to one account. */
export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    relationCode: text('relation_code').notNull(),
    callName: text('call_name').notNull(),
    idCardNo: text('id_card_no').notNull(),
    mobilePhone: text('mobile_phone'),
    sexCode: text('sex_code').notNull(),
    age: integer('age').notNull(),
    marryStateCode: text('marry_state_code').notNull(),
    folkId: integer('folk_id').notNull(),
    height: integer('height'),
    weight: real('weight'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_members_user_idx').on(t.userId)],
);
