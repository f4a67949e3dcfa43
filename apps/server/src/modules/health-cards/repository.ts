import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { healthCardAssessments, healthCardProducts, healthCardServiceUses, healthCards } from './schema.ts';

export type ProductRow = typeof healthCardProducts.$inferSelect;
export type CardRow = typeof healthCards.$inferSelect;
export type AssessmentRow = typeof healthCardAssessments.$inferSelect;
/** A card with the product it was printed or sold as. */
export type CardWithProduct = CardRow & { product: ProductRow };

export interface Holder {
  holderName: string;
  holderIdCardNo: string;
  holderPhone: string;
  holderSexCode: 'male' | 'female';
  holderAge: number;
  holderMarriageCode: 'married' | 'unmarried';
}

const withProduct = (rows: { card: CardRow; product: ProductRow }[]): CardWithProduct[] =>
  rows.map(({ card, product }) => ({ ...card, product }));

const cardsWithProducts = (db: DbOrTx) =>
  db
    .select({ card: healthCards, product: healthCardProducts })
    .from(healthCards)
    .innerJoin(healthCardProducts, eq(healthCardProducts.id, healthCards.productId));

/**
 * Every read of an activated card names its owner, so another account's id or number is simply not
 * found. A card moves from inactive to active, and gets its holder, only through conditional UPDATEs
 * that re-check the state they change, so two requests cannot both win.
 */
export const healthCardsRepository = {
  /** Any card by its number, owned or not: only activation looks a card up this way. */
  async findByCardNo(db: DbOrTx, cardNo: string): Promise<CardWithProduct | undefined> {
    return withProduct(await cardsWithProducts(db).where(eq(healthCards.cardNo, cardNo)))[0];
  },

  async findOwned(db: DbOrTx, userId: number, id: number): Promise<CardWithProduct | undefined> {
    return withProduct(
      await cardsWithProducts(db).where(and(eq(healthCards.id, id), eq(healthCards.userId, userId))),
    )[0];
  },

  async findOwnedByNo(db: DbOrTx, userId: number, cardNo: string): Promise<CardWithProduct | undefined> {
    return withProduct(
      await cardsWithProducts(db).where(and(eq(healthCards.cardNo, cardNo), eq(healthCards.userId, userId))),
    )[0];
  },

  async listOwned(db: DbOrTx, userId: number): Promise<CardWithProduct[]> {
    return withProduct(
      await cardsWithProducts(db)
        .where(eq(healthCards.userId, userId))
        .orderBy(desc(healthCards.activatedAt), desc(healthCards.id)),
    );
  },

  async countOwned(db: DbOrTx, userId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(healthCards).where(eq(healthCards.userId, userId));
    return row?.n ?? 0;
  },

  /** Makes an inactive card the account's; undefined when it was not inactive any more. */
  async activate(
    db: DbOrTx,
    id: number,
    set: { userId: number; activatedAt: Date; expiresOn: string; centreId: string | null },
  ): Promise<CardRow | undefined> {
    const [row] = await db
      .update(healthCards)
      .set({ ...set, state: 'active' })
      .where(and(eq(healthCards.id, id), eq(healthCards.state, 'inactive')))
      .returning();
    return row;
  },

  /** Names the person the owner's card serves, once; undefined when a holder was already named. */
  async registerHolder(
    db: DbOrTx,
    userId: number,
    id: number,
    holder: Holder,
    centreId: string | null,
  ): Promise<CardRow | undefined> {
    const [row] = await db
      .update(healthCards)
      .set({ ...holder, centreId })
      .where(
        and(
          eq(healthCards.id, id),
          eq(healthCards.userId, userId),
          eq(healthCards.state, 'active'),
          isNull(healthCards.holderName),
        ),
      )
      .returning();
    return row;
  },

  async usesOf(db: DbOrTx, cardIds: number[]): Promise<{ cardId: number; serviceCode: string }[]> {
    if (cardIds.length === 0) return [];
    return db
      .select({ cardId: healthCardServiceUses.cardId, serviceCode: healthCardServiceUses.serviceCode })
      .from(healthCardServiceUses)
      .where(inArray(healthCardServiceUses.cardId, cardIds));
  },

  /** The cards' assessments, newest first. */
  async assessmentsOf(db: DbOrTx, cardIds: number[]): Promise<AssessmentRow[]> {
    if (cardIds.length === 0) return [];
    return db
      .select()
      .from(healthCardAssessments)
      .where(inArray(healthCardAssessments.cardId, cardIds))
      .orderBy(desc(healthCardAssessments.createdAt), desc(healthCardAssessments.id));
  },

  async insertAssessment(db: DbOrTx, row: typeof healthCardAssessments.$inferInsert): Promise<AssessmentRow> {
    const [inserted] = await db.insert(healthCardAssessments).values(row).returning();
    return inserted!;
  },

  // --- Demo data (seed/health-cards-data.ts).

  async upsertProduct(db: DbOrTx, row: typeof healthCardProducts.$inferInsert): Promise<void> {
    const { id, ...rest } = row;
    await db
      .insert(healthCardProducts)
      .values(row)
      .onConflictDoUpdate({ target: healthCardProducts.id, set: rest });
  },

  /** A printed card, once: a number already there (activated or not) is left as it is. */
  async insertCardOnce(db: DbOrTx, row: typeof healthCards.$inferInsert): Promise<CardRow | undefined> {
    const [inserted] = await db.insert(healthCards).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async insertServiceUse(db: DbOrTx, row: typeof healthCardServiceUses.$inferInsert): Promise<void> {
    await db.insert(healthCardServiceUses).values(row);
  },

  /** Which of these numbers are already cards. */
  async existingCardNos(db: DbOrTx, cardNos: string[]): Promise<string[]> {
    if (cardNos.length === 0) return [];
    const rows = await db
      .select({ cardNo: healthCards.cardNo })
      .from(healthCards)
      .where(inArray(healthCards.cardNo, cardNos));
    return rows.map((r) => r.cardNo);
  },
};
