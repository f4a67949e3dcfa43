import { asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  catalogueSettings,
  materialNeeds,
  materials,
  packageItems,
  pricingRules,
  products,
  projectClasses,
  projects,
  recommendRules,
  upgradeRules,
} from './schema.ts';

export type SettingsRow = typeof catalogueSettings.$inferSelect;
export type ProjectRow = typeof projects.$inferSelect;
export type ProductRow = typeof products.$inferSelect;
export type PackageItemRow = typeof packageItems.$inferSelect;

/** Everything the seed writes for one centre. */
export interface CentreCatalogueRows {
  settings: typeof catalogueSettings.$inferInsert;
  classes: (typeof projectClasses.$inferInsert)[];
  projects: (typeof projects.$inferInsert)[];
  materials: (typeof materials.$inferInsert)[];
  materialNeeds: (typeof materialNeeds.$inferInsert)[];
  pricingRules: (typeof pricingRules.$inferInsert)[];
  upgradeRules: (typeof upgradeRules.$inferInsert)[];
  recommendRules: (typeof recommendRules.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  packageItems: (typeof packageItems.$inferInsert)[];
}

/** On a key conflict every other column takes the new row's value (`excluded`). */
function updateAllBut(table: PgTable, key: readonly PgColumn[]): Record<string, SQL> {
  const keyNames = new Set(key.map((c) => c.name));
  return Object.fromEntries(
    Object.entries(getTableColumns(table))
      .filter(([, column]) => !keyNames.has(column.name))
      .map(([field, column]) => [field, sql.raw(`excluded."${column.name}"`)]),
  );
}

const BATCH = 200;

/** Many rows in few statements: a centre's catalogue is hundreds of rows, seeded on every start. */
async function upsertMany<T extends PgTable>(
  db: DbOrTx,
  table: T,
  key: [PgColumn, ...PgColumn[]],
  rows: T['$inferInsert'][],
): Promise<void> {
  const set = updateAllBut(table, key);
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insert(table)
      .values(rows.slice(i, i + BATCH))
      .onConflictDoUpdate({ target: key, set });
  }
}

export const catalogueRepository = {
  async findSettings(db: DbOrTx, centreId: string): Promise<SettingsRow | undefined> {
    const [row] = await db.select().from(catalogueSettings).where(eq(catalogueSettings.centreId, centreId));
    return row;
  },

  listClasses: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(projectClasses)
      .where(eq(projectClasses.centreId, centreId))
      .orderBy(asc(projectClasses.rowIndex), asc(projectClasses.id)),

  listProjects: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(projects)
      .where(eq(projects.centreId, centreId))
      .orderBy(asc(projects.sort), asc(projects.id)),

  listMaterials: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(materials)
      .where(eq(materials.centreId, centreId))
      .orderBy(asc(materials.sort), asc(materials.id)),

  listMaterialNeeds: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(materialNeeds)
      .where(eq(materialNeeds.centreId, centreId))
      .orderBy(asc(materialNeeds.projectId)),

  listPricingRules: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(pricingRules)
      .where(eq(pricingRules.centreId, centreId))
      .orderBy(asc(pricingRules.sort), asc(pricingRules.id)),

  listUpgradeRules: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(upgradeRules)
      .where(eq(upgradeRules.centreId, centreId))
      .orderBy(asc(upgradeRules.sort), asc(upgradeRules.id)),

  listRecommendRules: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(recommendRules)
      .where(eq(recommendRules.centreId, centreId))
      .orderBy(asc(recommendRules.sort), asc(recommendRules.id)),

  listProducts: (db: DbOrTx, centreId: string) =>
    db
      .select()
      .from(products)
      .where(eq(products.centreId, centreId))
      .orderBy(asc(products.sort), asc(products.id)),

  /** The items of every package of the centre, in each package's order. */
  listPackageItems: (db: DbOrTx, centreId: string) =>
    db
      .select({
        productId: packageItems.productId,
        projectId: packageItems.projectId,
        packable: packageItems.packable,
        priceDifference: packageItems.priceDifference,
        sort: packageItems.sort,
      })
      .from(packageItems)
      .innerJoin(products, eq(products.id, packageItems.productId))
      .where(eq(products.centreId, centreId))
      .orderBy(asc(packageItems.productId), asc(packageItems.sort), asc(packageItems.projectId)),

  /** Which centre each package belongs to: the detail is asked for by package id alone. */
  listProductCentres: (db: DbOrTx) =>
    db.select({ id: products.id, centreId: products.centreId }).from(products),

  async upsertCentreCatalogue(db: DbOrTx, rows: CentreCatalogueRows): Promise<void> {
    await upsertMany(db, catalogueSettings, [catalogueSettings.centreId], [rows.settings]);
    await upsertMany(db, projectClasses, [projectClasses.centreId, projectClasses.id], rows.classes);
    await upsertMany(db, projects, [projects.centreId, projects.id], rows.projects);
    await upsertMany(db, materials, [materials.centreId, materials.id], rows.materials);
    await upsertMany(
      db,
      materialNeeds,
      [materialNeeds.centreId, materialNeeds.projectId],
      rows.materialNeeds,
    );
    await upsertMany(db, pricingRules, [pricingRules.centreId, pricingRules.id], rows.pricingRules);
    await upsertMany(db, upgradeRules, [upgradeRules.centreId, upgradeRules.id], rows.upgradeRules);
    await upsertMany(db, recommendRules, [recommendRules.centreId, recommendRules.id], rows.recommendRules);
    await upsertMany(db, products, [products.id], rows.products);
    await upsertMany(db, packageItems, [packageItems.productId, packageItems.projectId], rows.packageItems);
  },
};
