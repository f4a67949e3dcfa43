import type { AssessmentScoring, HealthCardService } from '@tijian/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';
import { questionnaireInstances } from '../questionnaire/schema.ts';
import { users } from '../users/schema.ts';

/**
 * Health service cards (健康卡) on sale or printed: what a card grants (services, one scored
 * assessment questionnaire) and for how long. Read whole; change with the catalogue of cards.
 */
export const healthCardProducts = pgTable('health_card_products', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** fen */
  price: integer('price').notNull(),
  description: text('description').notNull().default(''),
  validityDays: integer('validity_days').notNull(),
  /** the questionnaire (questionnaires.business_code) its assessment asks */
  businessCode: text('business_code').notNull(),
  scoring: jsonb('scoring').$type<AssessmentScoring>().notNull(),
  services: jsonb('services').$type<HealthCardService[]>().notNull().default([]),
  /** 1: offered on /purchaseCard */
  onSale: integer('on_sale').notNull().default(1),
  /** null: every centre */
  centreId: text('centre_id').references(() => centres.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
});

/**
 * One health card. A printed card waits `inactive`, with no account, until someone proves the number
 * and password on /enableCard; a bought card is born `active` for its buyer. Once active it belongs to
 * the account (userId) and names the person it serves (holder fields, from /registerInfoCard).
 */
export const healthCards = pgTable(
  'health_cards',
  {
    id: serial('id').primaryKey(),
    cardNo: text('card_no').notNull().unique(),
    /** scrypt hash of a printed card's password (auth/crypto.ts); null for a bought card */
    passwordHash: text('password_hash'),
    productId: text('product_id')
      .notNull()
      .references(() => healthCardProducts.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    state: text('state', { enum: ['inactive', 'active'] })
      .notNull()
      .default('inactive'),
    source: text('source', { enum: ['printed', 'purchase'] }).notNull(),
    holderName: text('holder_name'),
    holderIdCardNo: text('holder_id_card_no'),
    holderPhone: text('holder_phone'),
    holderSexCode: text('holder_sex_code', { enum: ['male', 'female'] }),
    holderAge: integer('holder_age'),
    holderMarriageCode: text('holder_marriage_code', { enum: ['married', 'unmarried'] }),
    /** the centre the card was registered at (/registerInfoCard/:cardNo/:sysCenterId) */
    centreId: text('centre_id').references(() => centres.id),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresOn: date('expires_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('health_cards_user_idx').on(t.userId),
    check('health_cards_active_owned', sql`${t.state} = 'inactive' OR ${t.userId} IS NOT NULL`),
  ],
);

/** Each use of one of a card's services; what is left is the service's times less its uses. */
export const healthCardServiceUses = pgTable(
  'health_card_service_uses',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => healthCards.id, { onDelete: 'cascade' }),
    serviceCode: text('service_code').notNull(),
    note: text('note').notNull().default(''),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_card_service_uses_card_idx').on(t.cardId)],
);

/**
 * A card's assessment: the answers are a questionnaire instance (the questionnaire engine's), the
 * score and result band are computed by the server when they are submitted and kept as they were.
 */
export const healthCardAssessments = pgTable(
  'health_card_assessments',
  {
    id: serial('id').primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => healthCards.id, { onDelete: 'cascade' }),
    instanceId: integer('instance_id')
      .notNull()
      .references(() => questionnaireInstances.id),
    score: integer('score').notNull(),
    level: text('level').notNull(),
    advice: text('advice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_card_assessments_card_idx').on(t.cardId)],
);
