import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { assessmentResults } from './schema.ts';

export type AssessmentResultRow = typeof assessmentResults.$inferSelect;
export type NewAssessmentResult = typeof assessmentResults.$inferInsert;

export const assessmentsRepository = {
  async insert(db: DbOrTx, row: NewAssessmentResult): Promise<number> {
    const [created] = await db.insert(assessmentResults).values(row).returning({ id: assessmentResults.id });
    return created!.id;
  },

  /** One of the user's results; another user's reads as missing. */
  async find(db: DbOrTx, userId: number, id: number): Promise<AssessmentResultRow | undefined> {
    const [row] = await db
      .select()
      .from(assessmentResults)
      .where(and(eq(assessmentResults.id, id), eq(assessmentResults.userId, userId)));
    return row;
  },

  /** The user's results of one assessment, newest first (then by id, for two in the same instant). */
  history: (db: DbOrTx, userId: number, assessmentId: number): Promise<AssessmentResultRow[]> =>
    db
      .select()
      .from(assessmentResults)
      .where(and(eq(assessmentResults.userId, userId), eq(assessmentResults.assessmentId, assessmentId)))
      .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id))
      .limit(100),

  /** Whether the user has any result: the demo seed adds its examples once. */
  async hasAny(db: DbOrTx, userId: number): Promise<boolean> {
    const rows = await db
      .select({ id: assessmentResults.id })
      .from(assessmentResults)
      .where(eq(assessmentResults.userId, userId))
      .limit(1);
    return rows.length > 0;
  },
};
