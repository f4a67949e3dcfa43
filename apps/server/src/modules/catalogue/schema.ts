import type {
  CheckType,
  ExamTag,
  Fen,
  MarriageScope,
  PricingRule,
  RecommendLevel,
  SexScope,
  UpgradeMatchType,
} from '@tijian/domain';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// A centre's catalogue (spec 3 "Project", "Package"; docs/catalogue.md). Every table is keyed by centre:
// the same item id (BLOOD-RT) is a row per centre, each with that centre's price. centre_id is a plain
// text column, not a reference: the catalogue must not reach into the centres module's tables.
// Money is integer fen; flags are 0/1 integers, the spec's '0'/'1' strings stay strings.

type Flag = 0 | 1;

/** Per-centre settings of the catalogue; a centre without a row has no catalogue. */
export const catalogueSettings = pgTable('catalogue_settings', {
  centreId: text('centre_id').primaryKey(),
  /** '0' hides item prices (spec 9) */
  showPrice: text('show_price').$type<'0' | '1'>().notNull().default('1'),
  /** centre 00-77: consumables are charged as this one fee item; null elsewhere */
  materialFeeProjectId: text('material_fee_project_id'),
});

export const projectClasses = pgTable(
  'project_classes',
  {
    centreId: text('centre_id').notNull(),
    id: text('id').notNull(),
    itemName: text('item_name').notNull(),
    rowIndex: integer('row_index').notNull(),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.id] })],
);

/** Examination items (项目). Lists read them in class order, then by sort. */
export const projects = pgTable(
  'projects',
  {
    centreId: text('centre_id').notNull(),
    id: text('id').notNull(),
    item: text('item').notNull(),
    classId: text('class_id').notNull(),
    price: integer('price').$type<Fen>().notNull(),
    typable: integer('typable').$type<Flag>().notNull().default(0),
    parentId: text('parent_id'),
    mutexId: text('mutex_id').array().notNull().default(sql`'{}'::text[]`),
    relationships: text('relationships').array().notNull().default(sql`'{}'::text[]`),
    delectable: text('delectable').$type<'0' | '1'>().notNull().default('1'),
    visible: integer('visible').$type<Flag>().notNull().default(1),
    recommendable: integer('recommendable').$type<Flag>().notNull().default(0),
    specialScreening: integer('special_screening').$type<Flag>().notNull().default(0),
    star: integer('star').notNull().default(0),
    sex: text('sex').$type<SexScope>().notNull().default('common'),
    marriage: text('marriage').$type<MarriageScope>().notNull().default('any'),
    fastingCheck: integer('fasting_check').$type<Flag>().notNull().default(0),
    /** what kind of examination it is, for the pre-exam eligibility rules (domain ExamTag) */
    examTags: text('exam_tags').array().$type<ExamTag[]>().notNull().default(sql`'{}'::text[]`),
    addWarning: text('add_warning').$type<'0' | '1'>().notNull().default('0'),
    warningInfo: text('warning_info').notNull().default(''),
    avoid: text('avoid').notNull().default(''),
    inspectionSignificance: text('inspection_significance').notNull().default(''),
    reminder: text('reminder').notNull().default(''),
    /**
     * The health knowledge article (健康科普) its description links to, by id; null when none. A plain
     * integer, not a reference: the catalogue does not reach into the knowledge module's tables.
     */
    knowledgeId: integer('knowledge_id'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.id] })],
);

/** Consumables (材料/耗材) charged with the items that need them. */
export const materials = pgTable(
  'materials',
  {
    centreId: text('centre_id').notNull(),
    id: text('id').notNull(),
    item: text('item').notNull(),
    price: integer('price').$type<Fen>().notNull(),
    recalculate: integer('recalculate').$type<Flag>().notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.id] })],
);

/** The spec's merge relations: what one item needs of the consumables. */
export const materialNeeds = pgTable(
  'material_needs',
  {
    centreId: text('centre_id').notNull(),
    projectId: text('project_id').notNull(),
    materials: jsonb('materials').$type<{ materialId: string; count: number }[]>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.projectId] })],
);

/** Combination prices: when every item of subList is checked, each costs its subList price. */
export const pricingRules = pgTable(
  'pricing_rules',
  {
    centreId: text('centre_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    price: integer('price').$type<Fen>().notNull(),
    subList: jsonb('sub_list').$type<PricingRule['subList']>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.id] })],
);

export const upgradeRules = pgTable(
  'upgrade_rules',
  {
    centreId: text('centre_id').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    matchType: integer('match_type').$type<UpgradeMatchType>().notNull(),
    matchValue: integer('match_value')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    minValue: integer('min_value')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    maxValue: integer('max_value')
      .$type<Fen>()
      .notNull()
      .default(0 as Fen),
    /** `id*count` joined by commas */
    upgradeExpress: text('upgrade_express').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.id] })],
);

/** Who the centre recommends which item to (base pack and recommendation groups). */
export const recommendRules = pgTable(
  'recommend_rules',
  {
    centreId: text('centre_id').notNull(),
    /** a stable name for the rule, so seeding again updates it rather than adding a copy */
    id: text('id').notNull(),
    projectId: text('project_id').notNull(),
    level: text('level').$type<RecommendLevel>().notNull(),
    sex: text('sex').$type<SexScope>().notNull().default('common'),
    marriage: text('marriage').$type<MarriageScope>().notNull().default('any'),
    minAge: integer('min_age').notNull().default(0),
    maxAge: integer('max_age').notNull().default(200),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.centreId, t.id] })],
);

/** Packages (套餐). Ids are unique across centres: the detail is read by id alone. */
export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    centreId: text('centre_id').notNull(),
    packageName: text('package_name').notNull(),
    planTypeCode: text('plan_type_code').$type<'general' | 'topic'>().notNull().default('general'),
    typeId: text('type_id').$type<CheckType>().notNull(),
    sex: text('sex').$type<SexScope>().notNull().default('common'),
    /** percentage of the items' list prices; 100 = no discount */
    discount: integer('discount').notNull().default(100),
    picUrl: text('pic_url').notNull().default(''),
    suitable: text('suitable').notNull().default(''),
    notes: text('notes').notNull().default(''),
    promotion: integer('promotion').$type<Flag>().notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('products_centre_idx').on(t.centreId, t.sort)],
);

export const packageItems = pgTable(
  'package_items',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    projectId: text('project_id').notNull(),
    packable: text('packable').$type<'1' | 'x'>().notNull().default('1'),
    /** for 'x' items: alternative item id → extra charge in fen (补差价) */
    priceDifference: jsonb('price_difference').$type<Record<string, Fen>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.projectId] })],
);
