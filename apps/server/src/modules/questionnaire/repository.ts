import { and, count, desc, eq, gte, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { questionnaireInstances, questionnaires } from './schema.ts';

export type QuestionnaireRow = typeof questionnaires.$inferSelect;
export type InstanceRow = typeof questionnaireInstances.$inferSelect;
export type NewInstance = typeof questionnaireInstances.$inferInsert;

export const questionnaireRepository = {
  async upsertQuestionnaire(db: DbOrTx, row: typeof questionnaires.$inferInsert): Promise<void> {
    await db
      .insert(questionnaires)
      .values(row)
      .onConflictDoUpdate({
        target: questionnaires.businessCode,
        set: { name: row.name, definition: row.definition, rules: row.rules ?? [] },
      });
  },

  async findQuestionnaire(db: DbOrTx, businessCode: string): Promise<QuestionnaireRow | undefined> {
    const [row] = await db.select().from(questionnaires).where(eq(questionnaires.businessCode, businessCode));
    return row;
  },

  /** Stored answers of every questionnaire but one, at a centre or (no centre) everywhere. */
  async countInstancesExcept(db: DbOrTx, businessCode: string, centreId?: string): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(questionnaireInstances)
      .where(
        and(
          ne(questionnaireInstances.businessCode, businessCode),
          ...(centreId === undefined ? [] : [eq(questionnaireInstances.sysCenterId, centreId)]),
        ),
      );
    return row?.n ?? 0;
  },

  async insertInstance(db: DbOrTx, row: NewInstance): Promise<InstanceRow> {
    const [inserted] = await db.insert(questionnaireInstances).values(row).returning();
    return inserted!;
  },

  /** One of the user's instances; another user's id reads as none. */
  async findInstance(db: DbOrTx, userId: number, id: number): Promise<InstanceRow | undefined> {
    const [row] = await db
      .select()
      .from(questionnaireInstances)
      .where(and(eq(questionnaireInstances.id, id), eq(questionnaireInstances.userId, userId)));
    return row;
  },

  /** The user's newest instance of a survey answered since `since` (for the named examinee when given). */
  async latestSurvey(
    db: DbOrTx,
    userId: number,
    q: { businessCode: string; since: Date; name?: string | undefined },
  ): Promise<InstanceRow | undefined> {
    const [row] = await db
      .select()
      .from(questionnaireInstances)
      .where(
        and(
          eq(questionnaireInstances.userId, userId),
          eq(questionnaireInstances.businessCode, q.businessCode),
          gte(questionnaireInstances.createdAt, q.since),
          ...(q.name ? [eq(questionnaireInstances.name, q.name)] : []),
        ),
      )
      .orderBy(desc(questionnaireInstances.createdAt), desc(questionnaireInstances.id))
      .limit(1);
    return row;
  },

  /** The user's newest instance of a questionnaire for an examinee of this sex and marital status. */
  async latestInstance(
    db: DbOrTx,
    userId: number,
    q: { businessCode: string; sexCode: string; marriageCode: string; name?: string | undefined },
  ): Promise<InstanceRow | undefined> {
    const [row] = await db
      .select()
      .from(questionnaireInstances)
      .where(
        and(
          eq(questionnaireInstances.userId, userId),
          eq(questionnaireInstances.businessCode, q.businessCode),
          eq(questionnaireInstances.sexCode, q.sexCode as 'male' | 'female'),
          eq(questionnaireInstances.marriageCode, q.marriageCode as 'married' | 'unmarried'),
          ...(q.name ? [eq(questionnaireInstances.name, q.name)] : []),
        ),
      )
      .orderBy(desc(questionnaireInstances.createdAt), desc(questionnaireInstances.id))
      .limit(1);
    return row;
  },
};
