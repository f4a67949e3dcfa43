import {
  CHECK_TYPE_OPTIONS,
  type CheckType,
  EXAM_TAGS,
  type Fen,
  type Material,
  type MaterialNeed,
  PRICE_RANGES,
  type PriceRangeCode,
  type PricingRule,
  type Product,
  type Project,
  type ProjectClass,
  type Recommendations,
  type UpgradeRule,
} from '@tijian/domain';
import { z } from 'zod';
import { type DataOf, endpoint } from '../endpoint.ts';
import { centreId, flag } from '../fields.ts';

/**
 * Money on the wire: a whole number of fen. Typed as the domain's Fen, so what the server sends and
 * the web reads goes straight into the pricing rules; the wire check is the integer rule.
 */
export const money = z.number().int().min(0) as unknown as z.ZodType<Fen, Fen>;

const zeroOne = flag;
const sexScope = z.enum(['common', 'male', 'female']);
const marriageScope = z.enum(['any', 'married']);

export const CHECK_TYPES = CHECK_TYPE_OPTIONS.map((o) => o.code) as [CheckType, ...CheckType[]];

export const checkType = z.enum(CHECK_TYPES, { error: '体检类型不正确' });

export const project = z.object({
  id: z.string(),
  item: z.string(),
  classId: z.string(),
  price: money,
  typable: zeroOne,
  parentId: z.string().nullable(),
  mutexId: z.array(z.string()),
  relationships: z.array(z.string()),
  delectable: z.enum(['0', '1']),
  visible: zeroOne,
  recommendable: zeroOne,
  specialScreening: zeroOne,
  star: z.number().int().min(0).max(5),
  sex: sexScope,
  marriage: marriageScope,
  fastingCheck: zeroOne,
  /** what kind of examination it is (xray, ct, mri…), for the pre-exam eligibility rules */
  examTags: z.array(z.enum(EXAM_TAGS)),
  addWarning: z.enum(['0', '1']),
  warningInfo: z.string(),
  avoid: z.string(),
  inspectionSignificance: z.string(),
  reminder: z.string(),
  /** the health knowledge article (健康科普) its description links to; null when none */
  knowledgeId: z.number().int().nullable(),
}) satisfies z.ZodType<Project>;

export const material = z.object({
  id: z.string(),
  item: z.string(),
  price: money,
  recalculate: zeroOne,
}) satisfies z.ZodType<Material>;

export const projectClass = z.object({
  id: z.string(),
  itemName: z.string(),
  rowIndex: z.number().int(),
}) satisfies z.ZodType<ProjectClass>;

export const pricingRule = z.object({
  id: z.string(),
  name: z.string(),
  price: money,
  subList: z.array(z.object({ projectId: z.string(), price: money, recalculate: zeroOne })),
}) satisfies z.ZodType<PricingRule>;

export const upgradeRule = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  matchType: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]),
  matchValue: money,
  minValue: money,
  maxValue: money,
  upgradeExpress: z.string(),
}) satisfies z.ZodType<UpgradeRule>;

export const packageProject = z.object({
  projectId: z.string(),
  packable: z.enum(['1', 'x']),
  priceDifference: z.record(z.string(), money),
});

/** A package as lists show it: what it is for and what it costs. */
export const productSummary = z.object({
  id: z.string(),
  sysCenterId: z.string(),
  packageName: z.string(),
  planTypeCode: z.enum(['general', 'topic']),
  typeId: checkType,
  sex: sexScope,
  discount: z.number().int().min(1).max(100),
  /** sum of the items' list prices */
  price: money,
  /** what the package costs: price × discount, floored to the fen */
  discountPriceTotal: money,
  projectCount: z.number().int(),
  picUrl: z.string(),
  /** one line: who it suits */
  suitable: z.string(),
  /** 1 for the centre's promoted packages (centre 00-02's promotions) */
  promotion: zeroOne,
});

export const product = productSummary.extend({
  packageProjects: z.array(packageProject),
  /** the package's items as the detail lists them, in class order */
  projects: z.array(project),
  /** free text: what to know before booking it */
  notes: z.string(),
}) satisfies z.ZodType<Product>;

export const materialNeed = z.object({
  projectId: z.string(),
  materials: z.array(z.object({ materialId: z.string(), count: z.number().int().min(1) })),
}) satisfies z.ZodType<MaterialNeed>;

export const projectData = z.object({
  projectList: z.array(project),
  projectClassList: z.array(projectClass),
  /** choose-one groups: the parent id and its leaves' ids */
  projectListTree: z.array(z.object({ id: z.string(), children: z.array(z.string()) })),
  materialList: z.array(material),
  /** '0' hides item prices */
  showPrice: z.enum(['0', '1']),
  /** centre 00-77: consumables are charged as this one fee item; null elsewhere */
  materialFeeProjectId: z.string().nullable(),
});

const examineeQuery = {
  sexCode: z.enum(['male', 'female'], { error: '请选择性别' }),
  marryStateCode: z.enum(['married', 'unmarried'], { error: '请选择婚姻状况' }),
  age: z
    .string({ error: '请输入年龄' })
    .trim()
    .regex(/^\d{1,3}$/, '年龄应为整数')
    .transform(Number)
    .refine((n) => n >= 1 && n <= 120, { error: '年龄应在1-120之间' }),
};

export const PRICE_RANGE_CODES = PRICE_RANGES.map((r) => r.code) as [PriceRangeCode, ...PriceRangeCode[]];

export const getProjectMerge = endpoint({
  id: 'getProjectMerge',
  method: 'GET',
  path: '/platform/projectmapping/projectmerge.json',
  tag: 'catalogue',
  summary: '项目合并关系：每个项目需要的耗材及数量（id*count）',
  query: z.object({ sysCenterId: centreId }),
  data: z.object({
    relationList: z.array(z.object({ projectId: z.string(), relationIds: z.string() })),
  }),
});

export const getProjectData = endpoint({
  id: 'getProjectData',
  method: 'GET',
  path: '/center-service/v1/project/list',
  tag: 'catalogue',
  summary: '中心的全部体检项目、分类、单选组与耗材',
  query: z.object({ sysCenterId: centreId }),
  data: projectData,
});

export const getPricingRules = endpoint({
  id: 'getPricingRules',
  method: 'GET',
  path: '/center-service/v1/project/pricing_rules/:sysCenterId',
  tag: 'catalogue',
  summary: '组合定价规则：子项目全部选中时按组合价计',
  params: z.object({ sysCenterId: centreId }),
  data: z.array(pricingRule),
});

export const getBaseProjects = endpoint({
  id: 'getBaseProjects',
  method: 'GET',
  path: '/center-service/v1/project/base',
  tag: 'catalogue',
  summary: '自选项目的基础项目包与推荐分组（按性别、婚姻、年龄）',
  query: z.object({ sysCenterId: centreId, ...examineeQuery }),
  data: z.object({
    basePackagePros: z.array(z.string()),
    rulePackagePros: z.array(z.string()),
    lastRulePackagePros: z.array(z.string()),
    thoroughRulePackagePros: z.array(z.string()),
  }) satisfies z.ZodType<Recommendations>,
});

export const getUpgrades = endpoint({
  id: 'getUpgrades',
  method: 'GET',
  path: '/center-service/v1/price/upgrades/:centreId',
  tag: 'catalogue',
  summary: '升级规则：方案金额满足条件时建议加选的项目',
  params: z.object({ centreId }),
  data: z.array(upgradeRule),
});

export const getMaterialsFee = endpoint({
  id: 'getMaterialsFee',
  method: 'GET',
  path: '/order/getOrderMaterialsFee.json',
  tag: 'catalogue',
  summary: '按所选项目计算耗材费（00-77 的材料费）',
  query: z.object({
    sysCenterId: centreId,
    combCodes: z
      .string({ error: '请选择体检项目' })
      .trim()
      .max(4000, '所选项目过多')
      .regex(/^[A-Za-z0-9_-]+(;[A-Za-z0-9_-]+)*$/, '项目编号不正确'),
  }),
  data: z.object({ success: z.boolean(), returnData: z.object({ price: money }) }),
});

export const getClassifyList = endpoint({
  id: 'getClassifyList',
  method: 'GET',
  path: '/center-service/v1/project/classify/list',
  tag: 'catalogue',
  summary: '套餐分类：中心有套餐的体检类型及数量',
  query: z.object({ sysCenterId: centreId }),
  data: z.array(z.object({ code: checkType, name: z.string(), count: z.number().int() })),
});

export const getProducts = endpoint({
  id: 'getProducts',
  method: 'GET',
  path: '/center-service/v1/product/list',
  tag: 'catalogue',
  summary: '套餐列表，可按体检类型、适用性别、价格区间筛选',
  query: z.object({
    sysCenterId: centreId,
    typeId: checkType.optional(),
    /** 'male' or 'female' keeps packages for that sex and for both */
    sexId: z.enum(['male', 'female', 'common'], { error: '性别不正确' }).optional(),
    /** 1 under 500, 2 500-1000, 3 1000-2000, 4 2000-3000, 5 3000-5000, 6 5000-10000, 7 over 10000 (yuan) */
    priceRange: z.enum(PRICE_RANGE_CODES, { error: '价格区间不正确' }).optional(),
    planTypeCode: z.enum(['general', 'topic'], { error: '套餐类型不正确' }).optional(),
  }),
  data: z.array(productSummary),
});

export const getProduct = endpoint({
  id: 'getProduct',
  method: 'GET',
  path: '/center-service/v1/product/:productId',
  tag: 'catalogue',
  summary: '套餐详情及其项目',
  params: z.object({
    productId: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, '套餐编号不正确'),
  }),
  data: product,
});

export type ProjectData = DataOf<typeof getProjectData>;
export type ProductSummary = DataOf<typeof getProducts>[number];
export type ProductDetail = DataOf<typeof getProduct>;
export type ProjectMerge = DataOf<typeof getProjectMerge>;
