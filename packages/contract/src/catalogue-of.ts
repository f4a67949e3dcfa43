// Kept apart from the endpoint schemas, and importing only types: the web runs this on every
// catalogue read, and importing it from the schemas' module would put zod (≈ 28 KB gzipped) and every
// schema into the booking screens' first load.
import { type Catalogue, type PricingRule, parseCountList, type UpgradeRule } from '@tijian/domain';
import type { ProjectData, ProjectMerge } from './endpoints/catalogue.ts';

/** The pieces the web fetches, assembled into what the domain's rules take. */
export function catalogueOf(
  data: ProjectData,
  merge: ProjectMerge,
  pricingRules: PricingRule[],
  upgrades: UpgradeRule[],
): Catalogue {
  return {
    projects: data.projectList,
    materials: data.materialList,
    materialNeeds: merge.relationList.map((r) => ({
      projectId: r.projectId,
      materials: parseCountList(r.relationIds).map(({ id, count }) => ({ materialId: id, count })),
    })),
    classes: data.projectClassList,
    pricingRules,
    upgrades,
    showProjectPrice: data.showPrice,
    materialFeeProjectId: data.materialFeeProjectId,
  };
}
