// Every text the selection and pricing rules show (docs/catalogue.md, spec 4 "Project selection",
// 5 "Projects", 9), so the web and the server word the same refusal the same way. Texts the doc or
// the spec give are verbatim; the few it leaves open are marked.

/** Several names inside one 【…】, as the spec's conflict prompts list them. */
export function joinNames(names: readonly string[]): string {
  return names.join('、');
}

export const CatalogueMessages = {
  /** rule 2: it excludes a fixed package item (or a swappable one without a difference for it) */
  packageConflict: (name: string): string => `该项目与套餐中的【${name}】不能同时选择`,
  /** rule 3: it excludes a checked item of the custom path's base pack */
  baseConflict: (name: string): string => `该项目与基础项目包中的【${name}】不能同时选择`,
  /** rule 5: it excludes checked recommended items; asked, not refused */
  recommendedConflict: (names: string): string => `该项目与【${names}】不能同时选择，是否选择此项目？`,
  /** rule 6 (spec 5 "Projects") */
  conflict: (names: string): string => `该项目与【${names}】不能同时选择`,
  /** buttons of the rule-5 prompt */
  confirmChoose: '选择此项目！',
  confirmCancel: '取消',
  /** how long the refusals above stay on screen */
  conflictToastMs: 3000,

  packageItemNotRemovable: (name: string): string => `该项目【${name}】为套餐项目，不可取消`,
  notRemovable: '该项目不可取消',

  /** price texts of an item (spec 9) */
  packageItem: '套餐项目',
  priceDifference: (yuan: string): string => `补差价${yuan}`,

  // Not worded by the doc or the spec:
  /** an id the centre does not list (a stale client, a removed item) */
  unknownProject: '该项目不存在',
  /** the parent of a choose-one group is a heading, not an examination */
  chooseOne: (name: string): string => `请在【${name}】中选择一项`,
  /** unchecking a swapped-in item brings the package item back, which something checked since excludes */
  packageRestoreConflict: (name: string, names: string): string =>
    `套餐中的【${name}】与【${names}】不能同时选择`,
  /** validatePlan: a swap the package does not offer */
  invalidSwap: (name: string, replacement: string): string =>
    `套餐中的【${name}】不能替换为【${replacement}】`,
  /** validatePlan: two checked items exclude each other */
  pairConflict: (a: string, b: string): string => `【${a}】与【${b}】不能同时选择`,
  /** validatePlan: the plan does not start from the package or base pack it should */
  baseMismatch: '体检项目已变化，请重新选择',
} as const;
