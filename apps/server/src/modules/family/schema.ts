import { index, integer, pgTable, real, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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

/**
 * A person whose reports this account may read, proven by a code sent to the phone the centre
 * recorded for that person's examinations: the account's own claim (relation 'self'), a family
 * member's confirmation, or a guardian's for a minor (`adultOn`: the link ends on the member's 18th
 * birthday). It covers the reports of that ID number and name recorded with that phone.
 */
export const reportLinks = pgTable(
  'report_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idCardNo: text('id_card_no').notNull(),
    name: text('name').notNull(),
    /** 'self' for a claim, else a relation of the domain's list */
    relationCode: text('relation_code').notNull(),
    /** the phone the code went to */
    mobilePhone: text('mobile_phone').notNull(),
    /** a guardian's link: the member's 18th birthday (YYYY-MM-DD), when it stops; null for an adult's */
    adultOn: text('adult_on'),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('report_links_person_phone_idx').on(t.userId, t.idCardNo, t.mobilePhone),
    index('report_links_phone_idx').on(t.mobilePhone),
  ],
);
