import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { centres } from '../centres/schema.ts';

/** Centre staff. Their own accounts and sessions: a customer token never opens the operator API. */
export const operators = pgTable('operators', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  disabledAt: timestamp('disabled_at', { withTimezone: true }),
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
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.centreId] })],
);

export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: serial('id').primaryKey(),
    /** sha-256 of the token */
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: integer('operator_id')
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Every operator call that changes something: who, where, what, on which record, with what. */
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
  (t) => [index('audit_log_target_idx').on(t.targetType, t.targetId), index('audit_log_at_idx').on(t.at)],
);
