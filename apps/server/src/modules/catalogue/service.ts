import type { ProductDetail, ProductSummary, ProjectData, ProjectMerge } from '@tijian/contract';
import {
  type Catalogue,
  type CatalogueIndex,
  CHECK_TYPE_OPTIONS,
  type CheckType,
  DEFAULT_SID,
  type ExamineeProfile,
  type Fen,
  indexCatalogue,
  inPriceRange,
  Messages,
  materialFee,
  type PriceRangeCode,
  type PricingRule,
  type Product,
  type Project,
  productListPrice,
  productPrice,
  type Recommendations,
  type RecommendRule,
  recommendationsFor,
  type SexScope,
  type UpgradeRule,
} from '@tijian/domain';
import type { Db } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { invalid, notFound } from '../../http/app-error.ts';
import type { CentresService } from '../centres/service.ts';
import { catalogueRepository, type PackageItemRow, type ProductRow, type ProjectRow } from './repository.ts';

export const Errors = {
  unknownCentre: '未找到该体检中心，请重新选择',
  unknownProduct: '未找到该套餐',
  unknownProject: '项目编号不正确',
} as const;

export interface ProductFilter {
  typeId?: CheckType | undefined;
  sexId?: SexScope | undefined;
  priceRange?: PriceRangeCode | undefined;
  planTypeCode?: 'general' | 'topic' | undefined;
}

type ClassifyEntry = { code: CheckType; name: string; count: number };

/**
 * A centre's catalogue, loaded once per cache lifetime with every answer already built: the hot reads
 * hand back the same objects, so route() serialises each one once. The per-query answers (filtered
 * lists, recommendations) are kept on it too; their keys are bounded by the validated enums and ages.
 */
export interface CentreCatalogue {
  centreId: string;
  /** what the domain's rules take */
  catalogue: Catalogue;
  index: CatalogueIndex;
  products: readonly Product[];
  recommendRules: readonly RecommendRule[];
  projectData: ProjectData;
  merge: ProjectMerge;
  pricingRules: PricingRule[];
  upgrades: UpgradeRule[];
  summaries: ProductSummary[];
  details: ReadonlyMap<string, ProductDetail>;
  classify: ClassifyEntry[];
  productLists: Map<string, ProductSummary[]>;
  recommendations: Map<string, Recommendations>;
}

const toProject = (r: ProjectRow): Project => ({
  id: r.id,
  item: r.item,
  classId: r.classId,
  price: r.price,
  typable: r.typable,
  parentId: r.parentId,
  mutexId: r.mutexId,
  relationships: r.relationships,
  delectable: r.delectable,
  visible: r.visible,
  recommendable: r.recommendable,
  specialScreening: r.specialScreening,
  star: r.star,
  sex: r.sex,
  marriage: r.marriage,
  fastingCheck: r.fastingCheck,
  examTags: r.examTags,
  addWarning: r.addWarning,
  warningInfo: r.warningInfo,
  avoid: r.avoid,
  inspectionSignificance: r.inspectionSignificance,
  reminder: r.reminder,
  knowledgeId: r.knowledgeId,
});

const toProduct = (r: ProductRow, items: PackageItemRow[]): Product => ({
  id: r.id,
  sysCenterId: r.centreId,
  packageName: r.packageName,
  planTypeCode: r.planTypeCode,
  typeId: r.typeId,
  sex: r.sex,
  discount: r.discount,
  packageProjects: items.map((i) => ({
    projectId: i.projectId,
    packable: i.packable,
    priceDifference: i.priceDifference,
  })),
});

/** Reads a centre's rows and builds every answer from them, prices through the domain's rules. */
async function loadCentreCatalogue(db: Db, centreId: string): Promise<CentreCatalogue | null> {
  const settings = await catalogueRepository.findSettings(db, centreId);
  if (!settings) return null;
  const [
    classRows,
    projectRows,
    materialRows,
    needRows,
    ruleRows,
    upgradeRows,
    recommendRows,
    productRows,
    itemRows,
  ] = await Promise.all([
    catalogueRepository.listClasses(db, centreId),
    catalogueRepository.listProjects(db, centreId),
    catalogueRepository.listMaterials(db, centreId),
    catalogueRepository.listMaterialNeeds(db, centreId),
    catalogueRepository.listPricingRules(db, centreId),
    catalogueRepository.listUpgradeRules(db, centreId),
    catalogueRepository.listRecommendRules(db, centreId),
    catalogueRepository.listProducts(db, centreId),
    catalogueRepository.listPackageItems(db, centreId),
  ]);

  const classes = classRows.map((c) => ({ id: c.id, itemName: c.itemName, rowIndex: c.rowIndex }));
  const classOrder = new Map(classes.map((c, i) => [c.id, i]));
  // Lists show items by class, then in the centre's order within the class.
  const projects = projectRows
    .map(toProject)
    .map((p, i) => ({ p, i }))
    .sort((a, b) => (classOrder.get(a.p.classId) ?? 1e9) - (classOrder.get(b.p.classId) ?? 1e9) || a.i - b.i)
    .map(({ p }) => p);
  const materials = materialRows.map((m) => ({
    id: m.id,
    item: m.item,
    price: m.price,
    recalculate: m.recalculate,
  }));
  const materialNeeds = needRows.map((n) => ({ projectId: n.projectId, materials: n.materials }));
  const pricingRules = ruleRows.map((r) => ({ id: r.id, name: r.name, price: r.price, subList: r.subList }));
  const upgrades = upgradeRows.map((u) => ({
    id: u.id,
    name: u.name,
    description: u.description,
    matchType: u.matchType,
    matchValue: u.matchValue,
    minValue: u.minValue,
    maxValue: u.maxValue,
    upgradeExpress: u.upgradeExpress,
  }));
  const catalogue: Catalogue = {
    projects,
    materials,
    materialNeeds,
    classes,
    pricingRules,
    upgrades,
    showProjectPrice: settings.showPrice,
    materialFeeProjectId: settings.materialFeeProjectId,
  };

  const itemsByProduct = new Map<string, PackageItemRow[]>();
  for (const item of itemRows) {
    const list = itemsByProduct.get(item.productId);
    if (list) list.push(item);
    else itemsByProduct.set(item.productId, [item]);
  }
  const products = productRows.map((r) => toProduct(r, itemsByProduct.get(r.id) ?? []));
  const index = indexCatalogue(catalogue, { products });

  const projectPosition = new Map(projects.map((p, i) => [p.id, i]));
  const summaries: ProductSummary[] = [];
  const details = new Map<string, ProductDetail>();
  productRows.forEach((row, i) => {
    const product = products[i] as Product;
    const summary: ProductSummary = {
      id: product.id,
      sysCenterId: product.sysCenterId,
      packageName: product.packageName,
      planTypeCode: product.planTypeCode,
      typeId: product.typeId,
      sex: product.sex,
      discount: product.discount,
      price: productListPrice(index, product),
      discountPriceTotal: productPrice(index, product),
      projectCount: product.packageProjects.length,
      picUrl: row.picUrl,
      suitable: row.suitable,
      promotion: row.promotion,
    };
    summaries.push(summary);
    const included = product.packageProjects
      .map((pp) => index.projects.get(pp.projectId))
      .filter((p): p is Project => p !== undefined)
      .sort((a, b) => (projectPosition.get(a.id) ?? 0) - (projectPosition.get(b.id) ?? 0));
    details.set(product.id, {
      ...summary,
      packageProjects: product.packageProjects,
      projects: included,
      notes: row.notes,
    });
  });

  const counts = new Map<CheckType, number>();
  for (const p of products) counts.set(p.typeId, (counts.get(p.typeId) ?? 0) + 1);
  // In the spec's order of check types, with their names from the domain's option list.
  const classify = CHECK_TYPE_OPTIONS.filter(({ code }) => counts.has(code)).map(({ code, name }) => ({
    code,
    name,
    count: counts.get(code) ?? 0,
  }));

  return {
    centreId,
    catalogue,
    index,
    products,
    recommendRules: recommendRows.map((r) => ({
      projectId: r.projectId,
      level: r.level,
      sex: r.sex,
      marriage: r.marriage,
      minAge: r.minAge,
      maxAge: r.maxAge,
    })),
    projectData: {
      projectList: projects,
      projectClassList: classes,
      projectListTree: projects
        .filter((p) => p.typable === 1)
        .map((parent) => ({
          id: parent.id,
          children: projects.filter((p) => p.parentId === parent.id).map((p) => p.id),
        })),
      materialList: materials,
      showPrice: settings.showPrice,
      materialFeeProjectId: settings.materialFeeProjectId,
    },
    merge: {
      relationList: materialNeeds.map((n) => ({
        projectId: n.projectId,
        relationIds: n.materials.map((m) => `${m.materialId}*${m.count}`).join(','),
      })),
    },
    pricingRules,
    upgrades,
    summaries,
    details,
    classify,
    productLists: new Map(),
    recommendations: new Map(),
  };
}

/** 'male' keeps packages for men and for everyone; 'common' only those for everyone. */
const sexMatches = (wanted: SexScope, sex: SexScope) =>
  sex === wanted || (wanted !== 'common' && sex === 'common');

/** An item the examinee can have: listed, and for their sex and marital status. */
const suits = (p: Project, e: ExamineeProfile) =>
  p.visible === 1 &&
  (p.sex === 'common' || p.sex === e.sexCode) &&
  (p.marriage === 'any' || e.marryStateCode === 'married');

export interface CatalogueDeps {
  db: Db;
  /** Every booking screen loads the catalogue: reads go through the short-lived cache. */
  cache: ReadCache;
  /** Which ids are real centres, so an unknown one gets the centres module's own answer. */
  centres: Pick<CentresService, 'centre'>;
}

export function createCatalogueService({ db, cache, centres }: CatalogueDeps) {
  /** The centre's catalogue; 00-0 or a centre without one asks to choose a centre, an unknown id is not found. */
  function centreCatalogue(centreId: string): Promise<CentreCatalogue> {
    return cache.read(`catalogue:${centreId}`, async () => {
      if (centreId === DEFAULT_SID) throw invalid(Messages.chooseCentreFirst);
      const loaded = await loadCentreCatalogue(db, centreId);
      if (loaded) return loaded;
      await centres.centre(centreId);
      throw invalid(Messages.chooseCentreFirst);
    });
  }

  /** Package id → centre id, for the detail, which is asked for by package id alone. */
  const productCentres = () =>
    cache.read('catalogue:product-centres', async () => {
      const rows = await catalogueRepository.listProductCentres(db);
      return new Map(rows.map((r) => [r.id, r.centreId]));
    });

  return {
    centreCatalogue,

    projectMerge: async (centreId: string) => (await centreCatalogue(centreId)).merge,

    projectData: async (centreId: string) => (await centreCatalogue(centreId)).projectData,

    pricingRules: async (centreId: string) => (await centreCatalogue(centreId)).pricingRules,

    upgrades: async (centreId: string) => (await centreCatalogue(centreId)).upgrades,

    classifyList: async (centreId: string) => (await centreCatalogue(centreId)).classify,

    /** The custom path's base pack and recommendation groups for this examinee (the domain's rules). */
    async baseProjects(centreId: string, examinee: ExamineeProfile): Promise<Recommendations> {
      const c = await centreCatalogue(centreId);
      const key = `${examinee.sexCode}:${examinee.marryStateCode}:${examinee.age}`;
      let answer = c.recommendations.get(key);
      if (!answer) {
        const groups = recommendationsFor([...c.recommendRules], examinee);
        const keep = (ids: readonly string[]) =>
          ids.filter((id) => {
            const p = c.index.projects.get(id);
            return p !== undefined && suits(p, examinee);
          });
        answer = {
          basePackagePros: keep(groups.basePackagePros),
          rulePackagePros: keep(groups.rulePackagePros),
          lastRulePackagePros: keep(groups.lastRulePackagePros),
          thoroughRulePackagePros: keep(groups.thoroughRulePackagePros),
        };
        c.recommendations.set(key, answer);
      }
      return answer;
    },

    /** The consumables' fee for the items given (semicolon list), every id an item of the centre. */
    async materialsFee(
      centreId: string,
      combCodes: string,
    ): Promise<{ success: boolean; returnData: { price: Fen } }> {
      const c = await centreCatalogue(centreId);
      const ids = combCodes.split(';');
      if (ids.some((id) => !c.index.projects.has(id))) throw invalid(Errors.unknownProject);
      return { success: true, returnData: { price: materialFee(c.index, ids) } };
    },

    /** Packages of the centre, filtered; priceRange is read on what the package costs (after discount). */
    async products(centreId: string, filter: ProductFilter): Promise<ProductSummary[]> {
      const c = await centreCatalogue(centreId);
      const key = `${filter.typeId ?? ''}:${filter.sexId ?? ''}:${filter.priceRange ?? ''}:${filter.planTypeCode ?? ''}`;
      let list = c.productLists.get(key);
      if (!list) {
        list = c.summaries.filter(
          (p) =>
            (!filter.typeId || p.typeId === filter.typeId) &&
            (!filter.sexId || sexMatches(filter.sexId, p.sex)) &&
            (!filter.priceRange || inPriceRange(filter.priceRange, p.discountPriceTotal)) &&
            (!filter.planTypeCode || p.planTypeCode === filter.planTypeCode),
        );
        c.productLists.set(key, list);
      }
      return list;
    },

    async product(productId: string): Promise<ProductDetail> {
      const centreId = (await productCentres()).get(productId);
      const detail = centreId ? (await centreCatalogue(centreId)).details.get(productId) : undefined;
      if (!detail) throw notFound(Errors.unknownProduct);
      return detail;
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
