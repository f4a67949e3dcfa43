import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { familyMembers } from '../family/schema.ts';
import { users } from '../users/schema.ts';

/**
 * A family member's consent, given by a code sent to their phone, that this account books and pays
 * for them and receives the reminders of their orders (issue 24: a parent without a smartphone). It
 * holds for the person as recorded when they agreed: the ID number and the phone the code went to.
 */
export const parentConsents = pgTable(
  'parent_consents',
  {
    id: serial('id').primaryKey(),
    /** the booking family member's account */
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyMemberId: integer('family_member_id')
      .notNull()
      .references(() => familyMembers.id, { onDelete: 'cascade' }),
    idCardNo: text('id_card_no').notNull(),
    name: text('name').notNull(),
    relationCode: text('relation_code').notNull(),
    /** the phone the code went to: the parent's, as recorded for the family member */
    mobilePhone: text('mobile_phone').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('parent_consents_member_idx').on(t.userId, t.familyMemberId),
    index('parent_consents_person_idx').on(t.userId, t.idCardNo),
  ],
);

export type ParentConsentRow = typeof parentConsents.$inferSelect;
