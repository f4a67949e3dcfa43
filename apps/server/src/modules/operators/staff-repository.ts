// A centre's staff as its manager keeps them: the people with a role there, their accounts, and the
// centre's second-factor setting. Changes are conditional on the version the manager's screen saw.
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import {
  type OperatorRole,
  operatorCentreSettings,
  operatorCentres,
  operators,
  operatorTotp,
} from './schema.ts';

const memberColumns = {
  operatorId: operators.id,
  username: operators.username,
  name: operators.name,
  role: operatorCentres.role,
  disabledAt: operatorCentres.disabledAt,
  totpConfirmedAt: operatorTotp.confirmedAt,
  lastLoginAt: operators.lastLoginAt,
  createdAt: operators.createdAt,
  version: operatorCentres.version,
};

export type MemberRow = {
  operatorId: number;
  username: string;
  name: string;
  role: OperatorRole;
  disabledAt: Date | null;
  totpConfirmedAt: Date | null;
  lastLoginAt: Date | null;
  createdAt: Date;
  version: number;
};

const atCentre = (centreId: string, operatorId: number) =>
  and(eq(operatorCentres.centreId, centreId), eq(operatorCentres.operatorId, operatorId));

export const staffRepository = {
  async membersOf(db: DbOrTx, centreId: string): Promise<MemberRow[]> {
    return db
      .select(memberColumns)
      .from(operatorCentres)
      .innerJoin(operators, eq(operators.id, operatorCentres.operatorId))
      .leftJoin(operatorTotp, eq(operatorTotp.operatorId, operators.id))
      .where(eq(operatorCentres.centreId, centreId))
      .orderBy(asc(operators.username));
  },

  async member(db: DbOrTx, centreId: string, operatorId: number): Promise<MemberRow | undefined> {
    const [row] = await db
      .select(memberColumns)
      .from(operatorCentres)
      .innerJoin(operators, eq(operators.id, operatorCentres.operatorId))
      .leftJoin(operatorTotp, eq(operatorTotp.operatorId, operators.id))
      .where(atCentre(centreId, operatorId))
      .limit(1);
    return row;
  },

  /** Every centre the operator holds a role at (stopped ones too). */
  async centresOf(db: DbOrTx, operatorId: number): Promise<string[]> {
    const rows = await db
      .select({ centreId: operatorCentres.centreId })
      .from(operatorCentres)
      .where(eq(operatorCentres.operatorId, operatorId));
    return rows.map((r) => r.centreId);
  },

  /** A new account with its one role; undefined when the username is taken. */
  async create(
    tx: Tx,
    input: {
      centreId: string;
      username: string;
      name: string;
      role: OperatorRole;
      passwordHash: string;
      now: Date;
    },
  ): Promise<number | undefined> {
    const [row] = await tx
      .insert(operators)
      .values({
        username: input.username,
        name: input.name,
        passwordHash: input.passwordHash,
        createdAt: input.now,
      })
      .onConflictDoNothing({ target: operators.username })
      .returning({ id: operators.id });
    if (!row) return undefined;
    await tx
      .insert(operatorCentres)
      .values({ operatorId: row.id, centreId: input.centreId, role: input.role });
    return row.id;
  },

  /**
   * Locks the centre's active managers until the transaction ends, so two managers changing each
   * other at once take turns and the second sees the first's change.
   */
  async lockManagers(tx: Tx, centreId: string): Promise<void> {
    await tx
      .select({ operatorId: operatorCentres.operatorId })
      .from(operatorCentres)
      .where(
        and(
          eq(operatorCentres.centreId, centreId),
          eq(operatorCentres.role, 'manager'),
          isNull(operatorCentres.disabledAt),
        ),
      )
      .for('update');
  },

  async countManagers(tx: Tx, centreId: string): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(operatorCentres)
      .where(
        and(
          eq(operatorCentres.centreId, centreId),
          eq(operatorCentres.role, 'manager'),
          isNull(operatorCentres.disabledAt),
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** Changes the role or status at the version the screen saw; false when it moved (or is gone). */
  async update(
    tx: Tx,
    key: { centreId: string; operatorId: number; version: number },
    change: { role?: OperatorRole; disabledAt?: Date | null },
  ): Promise<boolean> {
    const rows = await tx
      .update(operatorCentres)
      .set({ ...change, version: sql`${operatorCentres.version} + 1` })
      .where(and(atCentre(key.centreId, key.operatorId), eq(operatorCentres.version, key.version)))
      .returning({ operatorId: operatorCentres.operatorId });
    return rows.length > 0;
  },

  async totpSetting(db: DbOrTx, centreId: string): Promise<{ requireTotp: boolean; version: number }> {
    const [row] = await db
      .select({ requireTotp: operatorCentreSettings.requireTotp, version: operatorCentreSettings.version })
      .from(operatorCentreSettings)
      .where(eq(operatorCentreSettings.centreId, centreId))
      .limit(1);
    // No row yet: the default, at version 0.
    return row ?? { requireTotp: false, version: 0 };
  },

  /** Sets the requirement at the version the screen saw (0: never set); false when it moved. */
  async setTotpSetting(
    db: DbOrTx,
    input: { centreId: string; requireTotp: boolean; version: number; now: Date },
  ): Promise<boolean> {
    if (input.version === 0) {
      const rows = await db
        .insert(operatorCentreSettings)
        .values({
          centreId: input.centreId,
          requireTotp: input.requireTotp,
          version: 1,
          updatedAt: input.now,
        })
        .onConflictDoNothing()
        .returning({ centreId: operatorCentreSettings.centreId });
      return rows.length > 0;
    }
    const rows = await db
      .update(operatorCentreSettings)
      .set({
        requireTotp: input.requireTotp,
        version: sql`${operatorCentreSettings.version} + 1`,
        updatedAt: input.now,
      })
      .where(
        and(
          eq(operatorCentreSettings.centreId, input.centreId),
          eq(operatorCentreSettings.version, input.version),
        ),
      )
      .returning({ centreId: operatorCentreSettings.centreId });
    return rows.length > 0;
  },
};
