import type { Answer, RiskLevelCode } from '@tijian/domain';
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema.ts';

// Risk assessment results (issue 22). The assessments themselves are rules in packages/domain; a result
// keeps its score, level and advice as they were when submitted, so an old result reads the same after
// the rules change. Every read goes through the user's id.
export const assessmentResults = pgTable(
  'assessment_results',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    assessmentId: integer('assessment_id').notNull(),
    /** the family member assessed; null: the account holder */
    memberId: integer('member_id'),
    /** 本人 or the member's name when submitted */
    personName: text('person_name').notNull(),
    sexCode: text('sex_code').$type<'male' | 'female'>().notNull(),
    age: integer('age').notNull(),
    answers: jsonb('answers').$type<Answer[]>().notNull(),
    score: integer('score').notNull(),
    levelCode: text('level_code').$type<RiskLevelCode>().notNull(),
    levelName: text('level_name').notNull(),
    advice: text('advice').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assessment_results_user_idx').on(t.userId, t.assessmentId, t.createdAt)],
);
