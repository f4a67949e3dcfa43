import type { Answer, PlanRule, Questionnaire } from '@tijian/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

// Questionnaires (spec 3 "Questionnaire question", 7 "Questionnaires"). A definition is one document
// (steps, questions, options, follow-ups) with the plan's rule table beside it: both are read whole and
// change together. Instances are a user's submitted answers; every read goes through the user's id.

export const questionnaires = pgTable('questionnaires', {
  /** physical, sport, epidemic */
  businessCode: text('business_code').primaryKey(),
  name: text('name').notNull(),
  definition: jsonb('definition').$type<Questionnaire>().notNull(),
  /** the personalised plan's rule table (empty for questionnaires that lead to no plan) */
  rules: jsonb('rules').$type<PlanRule[]>().notNull().default([]),
});

export const questionnaireInstances = pgTable(
  'questionnaire_instances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    businessCode: text('business_code').notNull(),
    /** the examinee the answers are about */
    name: text('name').notNull().default(''),
    sexCode: text('sex_code').$type<'male' | 'female'>().notNull(),
    marriageCode: text('marriage_code').$type<'married' | 'unmarried'>().notNull(),
    age: integer('age').notNull(),
    sysCenterId: text('sys_center_id').notNull().default(''),
    answers: jsonb('answers').$type<Answer[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questionnaire_instances_user_idx').on(t.userId, t.businessCode, t.createdAt),
    // The entrance counts a centre's assessments on every visit.
    index('questionnaire_instances_centre_idx').on(t.sysCenterId),
  ],
);
