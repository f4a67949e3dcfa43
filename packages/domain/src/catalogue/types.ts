// The catalogue of a centre as the pricing and selection rules see it (spec 3 "Project", "Package",
// "Price summary"; spec 4 "Project selection"). The wire schemas in packages/contract produce exactly
// these shapes, so the web and the server hand the same objects to the same functions.
import type { Fen } from '../money.ts';

export type ProjectId = string;

/** check_object: who a package or an item is for. */
export type SexScope = 'common' | 'male' | 'female';

/** Whether an item needs the examinee to be married (gynaecological swabs, for example). */
export type MarriageScope = 'any' | 'married';

/**
 * What kind of examination an item is, as the pre-exam eligibility rules see it (eligibility/):
 * radiation (xray, ct, mammography, radionuclide), magnetic (mri), what menstruation spoils
 * (gynaecology, urine, stool), and imaging that barium left in the gut blurs (abdominal).
 * Fasting is not a tag: fastingCheck already says it.
 */
export const EXAM_TAGS = [
  'xray',
  'ct',
  'mammography',
  'radionuclide',
  'mri',
  'gynaecology',
  'urine',
  'stool',
  'abdominal',
] as const;

export type ExamTag = (typeof EXAM_TAGS)[number];

/** An examination item (项目) of a centre. */
export interface Project {
  id: ProjectId;
  /** the item's name */
  item: string;
  /** the project class (category) it is listed under */
  classId: string;
  /** list price */
  price: Fen;
  /** 1: the parent of a "choose one of n" group; its leaves name it as parentId. 0: a leaf */
  typable: 0 | 1;
  /** the choose-one group this leaf belongs to, or null */
  parentId: ProjectId | null;
  /** items that can never be checked together with this one (both directions are listed) */
  mutexId: ProjectId[];
  /** items that checking this one adds, because it cannot be done without them */
  relationships: ProjectId[];
  /** '0': can never be removed once in the plan; '1': may be removed */
  delectable: '0' | '1';
  /** 0 hides the item from lists (it can still be added as a requirement) */
  visible: 0 | 1;
  /** 1 when the item may be recommended (recommended tab, recommendation groups) */
  recommendable: 0 | 1;
  /** 1 when the item belongs on the special-screening tab */
  specialScreening: 0 | 1;
  /** 0 to 5; base 5, must-check 4, precise 3, in-depth 2 */
  star: number;
  sex: SexScope;
  marriage: MarriageScope;
  /** 1: must be done fasting (the slot rules of the booking issue read it) */
  fastingCheck: 0 | 1;
  /** what kind of examination it is, for the pre-exam eligibility rules; empty for most items */
  examTags: ExamTag[];
  /** '1': adding it shows warningInfo first */
  addWarning: '0' | '1';
  warningInfo: string;
  /** contraindicated groups */
  avoid: string;
  /** clinical significance */
  inspectionSignificance: string;
  /** special reminder shown in the item popup */
  reminder: string;
  /** the health knowledge article (健康科普) the item popup links to; null when none */
  knowledgeId: number | null;
}

/** A consumable (材料/耗材) charged with the items that need it. */
export interface Material {
  id: string;
  item: string;
  price: Fen;
  /**
   * 1: its count follows the checked items (the largest count any checked item needs);
   * 0: charged once whenever any checked item needs it.
   */
  recalculate: 0 | 1;
}

/** What one item needs of the consumables (spec "merge relation": projectId, relationIds id*count). */
export interface MaterialNeed {
  projectId: ProjectId;
  materials: { materialId: string; count: number }[];
}

/** A category of items, in display order. */
export interface ProjectClass {
  id: string;
  itemName: string;
  rowIndex: number;
}

/**
 * A combination price: when every item of subList is in the plan, each is charged its subList
 * price instead of its list price (the subList prices add up to the rule's price).
 */
export interface PricingRule {
  id: string;
  name: string;
  price: Fen;
  subList: { projectId: ProjectId; price: Fen; recalculate: 0 | 1 }[];
}

/**
 * 0 equals, 1 at least, 2 at most, 3 strictly between min and max, 4 less than, 5 greater than.
 * The value compared is the plan's payable item total in fen.
 */
export type UpgradeMatchType = 0 | 1 | 2 | 3 | 4 | 5;

export interface UpgradeRule {
  id: string;
  name: string;
  /** shown in the upgrade hint */
  description: string;
  matchType: UpgradeMatchType;
  /** fen, for types 0, 1, 2, 4, 5 */
  matchValue: Fen;
  /** fen, for type 3 */
  minValue: Fen;
  maxValue: Fen;
  /** the items the upgrade adds, as `id*count` joined by commas */
  upgradeExpress: string;
}

/** An item of a package. packable '1': fixed; 'x': may be swapped for an item priceDifference names. */
export interface PackageProject {
  projectId: ProjectId;
  packable: '1' | 'x';
  /** for 'x' items: alternative item id → extra charge in fen (补差价) */
  priceDifference: Record<ProjectId, Fen>;
}

/** Check type codes of spec 3. */
export type CheckType =
  | 'covid'
  | 'general'
  | 'civilServant'
  | 'cream'
  | 'pet_ct'
  | 'older'
  | 'chronic'
  | 'gravida'
  | 'women'
  | 'children'
  | 'newEmployee'
  | 'driver'
  | 'adopter'
  | 'housek'
  | 'other';

/** A package (套餐, product) of a centre. */
export interface Product {
  id: string;
  sysCenterId: string;
  packageName: string;
  /** 'topic': a special-topic package (专项套餐); 'general' otherwise */
  planTypeCode: 'general' | 'topic';
  typeId: CheckType;
  sex: SexScope;
  /** percentage applied to the sum of the package items' list prices; 100 = no discount */
  discount: number;
  packageProjects: PackageProject[];
}

/** Everything the rules need to know of a centre's items. */
export interface Catalogue {
  projects: readonly Project[];
  materials: readonly Material[];
  materialNeeds: readonly MaterialNeed[];
  classes: readonly ProjectClass[];
  pricingRules: readonly PricingRule[];
  upgrades: readonly UpgradeRule[];
  /** '0' hides item prices (spec 9) */
  showProjectPrice: '0' | '1';
  /**
   * Centre 00-77 charges consumables as one fee item (this id) instead of itemised materials.
   * Null elsewhere.
   */
  materialFeeProjectId: ProjectId | null;
}

/** Recommendation levels and their stars (spec 3, 9). */
export type RecommendLevel = 'base' | 'must' | 'precise' | 'thorough';

/**
 * Which items a centre recommends to whom: the custom path's base pack and the recommended tab are
 * computed from these rules with the examinee's sex, marriage and age.
 */
export interface RecommendRule {
  projectId: ProjectId;
  level: RecommendLevel;
  sex: SexScope;
  marriage: MarriageScope;
  minAge: number;
  maxAge: number;
}

/** The examinee as the rules need them. */
export interface ExamineeProfile {
  sexCode: 'male' | 'female';
  marryStateCode: 'married' | 'unmarried';
  age: number;
}

/** The spec's recommendation groups (basePackagePros, rulePackagePros, …), as item ids. */
export interface Recommendations {
  basePackagePros: ProjectId[];
  rulePackagePros: ProjectId[];
  lastRulePackagePros: ProjectId[];
  thoroughRulePackagePros: ProjectId[];
}

/**
 * What the person is building. Which items are checked is derived from it (checkedIds), never
 * stored twice, so checking and unchecking cannot drift apart.
 */
export interface Plan {
  /** the package the plan starts from, or null for the custom path */
  productId: string | null;
  /** the package's items, or the custom path's base pack, as delivered */
  base: ProjectId[];
  /** items the person checked themselves, in the order they did */
  chosen: ProjectId[];
  /** base or recommended items the person removed (restorable; the risk warning lists them) */
  deleted: ProjectId[];
  /** item removed because a chosen item excludes it → that chosen item (unchecking it restores) */
  excludedBy: Record<ProjectId, ProjectId>;
  /** package 'x' item → the alternative the person swapped it for */
  replaced: Record<ProjectId, ProjectId>;
  /** every item ever checked, newest last: the history sheet lists those not checked now */
  history: ProjectId[];
}
