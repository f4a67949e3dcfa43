import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    // sha-256 of the token: a leaked table does not give working tokens.
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    clientId: text('client_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** 'logout' | 'kickout' | 'password' */
    endReason: text('end_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const imageCodes = pgTable('image_codes', {
  clientId: text('client_id').primaryKey(),
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    mobilePhone: text('mobile_phone').notNull(),
    clientAddress: text('client_address').notNull(),
    codeHash: text('code_hash').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** what the code proves: 'login', 'family-report' (linking a family member's reports), 'report-claim' */
    purpose: text('purpose').notNull().default('login'),
  },
  (t) => [
    index('sms_codes_phone_idx').on(t.mobilePhone, t.sentAt),
    index('sms_codes_address_idx').on(t.clientAddress, t.sentAt),
  ],
);

/** Partner login links already used (a hash of the signed link), kept until they expire: each works once. */
export const partnerLinkUses = pgTable('partner_link_uses', {
  linkHash: text('link_hash').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
