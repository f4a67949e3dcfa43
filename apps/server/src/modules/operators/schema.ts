import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';

/** Centre staff. Their own accounts and sessions: a customer token never opens the operator API. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  /** the whole account closed (every centre); a centre's manager closes only their centre's role */
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
});

/**
 * What an operator may do at a centre: desk (check in, mark examined), doctor (reviews, reports),
 * manager (everything, refunds and capacity included).
 */
export type OperatorRole = 'desk' | 'doctor' | 'manager';

export const operatorCentres = pgTable(
  'operator_centres',
  {
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    centreId: text('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    role: text('role').$type<OperatorRole>().notNull(),
    /** the centre's manager stopped this role: the operator keeps their roles at other centres */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    /** moves at every change of role or status, so a manager's stale screen cannot overwrite a newer one */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.operatorId, t.centreId] }),
    index('operator_centres_centre_idx').on(t.centreId),
  ],
);

/** What a manager decides for their centre's staff; no row is the default (no second factor required). */
export const operatorCentreSettings = pgTable('operator_centre_settings', {
  centreId: text('centre_id')
    .primaryKey()
    .references(() => centres.id, { onDelete: 'cascade' }),
  requireTotp: boolean('require_totp').notNull().default(false),
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An operator's TOTP authenticator (RFC 6238). The secret is shown once, at setup; it is kept here
 * because checking a code needs it (a hash would not do). `lastCounter` is the time step of the last
 * code accepted: a code is accepted once, never again within its window.
 */
export const operatorTotp = pgTable('operator_totp', {
  operatorId: integer('operator_id')
    .primaryKey()
    .references(() => operators.id, { onDelete: 'cascade' }),
  /** base32 */
  secret: text('secret').notNull(),
  /** null until a first code proved the authenticator holds the secret */
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastCounter: integer('last_counter'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * `session`: a signed-in operator. `challenge`: the few minutes between a right password and the
 * TOTP code at a centre that requires one; it opens nothing but the code's check.
 */
export type OperatorSessionPurpose = 'session' | 'challenge';

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the token */
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OperatorSessionPurpose>().notNull().default('session'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** the last call made with it: a session unused for the idle time ends */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/**
 * Every operator call: who, where, what, on which record, with what (passwords, codes and secrets
 * redacted, ID numbers and phones masked), and the record's relevant state before and after.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    operatorId: integer('operator_id').notNull(),
    centreId: text('centre_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    /** ok, or the refusal's message */
    outcome: text('outcome').notNull().default('ok'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_target_idx').on(t.targetType, t.targetId),
    index('audit_log_at_idx').on(t.at),
    index('audit_log_centre_at_idx').on(t.centreId, t.at),
    index('audit_log_operator_at_idx').on(t.operatorId, t.at),
  ],
);
